/** Time source; tests move it forward to reach expiries. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
