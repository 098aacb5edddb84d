/*
 * How many failed sign-ins lock an account, and for how many minutes the
 * failures count (which is also how long the lock lasts). Each company sets
 * its own within these bounds; an account nobody knows keeps the defaults.
 */

export const lockThresholdRange = { min: 3, max: 10, fallback: 5 } as const;
export const lockMinutesRange = { min: 5, max: 1440, fallback: 15 } as const;

export interface LockoutPolicy {
  lockThreshold: number;
  lockMinutes: number;
}

export const defaultLockoutPolicy: LockoutPolicy = {
  lockThreshold: lockThresholdRange.fallback,
  lockMinutes: lockMinutesRange.fallback,
};
