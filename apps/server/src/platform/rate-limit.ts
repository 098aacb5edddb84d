import { AppError, type RateLimitBucket, Status } from '@vestibule/contract';
import type { AppContext } from './context.js';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { countHit, hitsOf } from './rate-counter.repo.js';

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

const windowKey = (bucket: RateLimitBucket, ip: string, now: number) => {
  const windowStart = now - (now % rateWindowMs);
  return { key: `${bucket}:${ip}:${windowStart}`, windowStart };
};

/** 2001 while the address is over the limit of the bucket, without counting this call (failures alone count). */
export async function assertUnderRateLimit(ctx: AppContext, bucket: RateLimitBucket, ip: string): Promise<void> {
  const { key } = windowKey(bucket, ip, ctx.clock.now());
  if ((await hitsOf(ctx.database.db, key)) >= ctx.config.rateLimitPerMinute) throw new AppError(Status.tooManyRequests);
}

/** Counts one failed call against the address, on `db` (outside the call's rolled-back unit of work). */
export async function countRateHit(db: Kysely<Database>, bucket: RateLimitBucket, ip: string, now: number): Promise<void> {
  const { key, windowStart } = windowKey(bucket, ip, now);
  await countHit(db, key, windowStart);
}
