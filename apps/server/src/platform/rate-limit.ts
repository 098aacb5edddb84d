import { AppError, type RateLimitBucket, Status } from '@vestibule/contract';
import { sql } from 'kysely';
import type { AppContext } from './context.js';

const windowMs = 60_000;

/**
 * Counts calls per IP and bucket in fixed one-minute windows, in the database
 * so that every process shares the count. Over the limit answers 2001.
 */
export async function hitRateLimit(ctx: AppContext, bucket: RateLimitBucket, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const windowStart = now - (now % windowMs);
  const row = await ctx.database.db
    .insertInto('rateCounter')
    .values({ key: `${bucket}:${ip}:${windowStart}`, windowStart, hits: 1 })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: sql`rate_counter.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits === 1 && Math.random() < 0.05) {
    await ctx.database.db
      .deleteFrom('rateCounter')
      .where('windowStart', '<', now - 60 * windowMs)
      .execute();
  }
  if (row.hits > ctx.config.rateLimitPerMinute) throw new AppError(Status.tooManyRequests);
}
