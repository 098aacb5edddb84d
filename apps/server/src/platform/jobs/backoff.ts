const firstRetryMs = 10_000;
const longestWaitMs = 60 * 60_000;

/** Wait before the next try after `attempts` failed ones: 10 s, 20 s, 40 s, … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestWaitMs);
