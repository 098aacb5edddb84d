import { AppError, type RateLimitBucket, Status } from '@vestibule/contract';
import type { AppContext } from './context.js';
import { countHit } from './rate-counter.repo.js';

export const rateWindowMs = 60_000;

/**
 * Counts calls per IP and bucket in fixed one-minute windows, in the database
 * so that every process shares the count. Over the limit answers 2001.
 * Counters of past windows are deleted by the scheduled purge.
 */
export async function hitRateLimit(ctx: AppContext, bucket: RateLimitBucket, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const windowStart = now - (now % rateWindowMs);
  const hits = await countHit(ctx.database.db, `${bucket}:${ip}:${windowStart}`, windowStart);
  if (hits > ctx.config.rateLimitPerMinute) throw new AppError(Status.tooManyRequests);
}
