import { purgeOldFailures } from '../auth/lockout.js';
import { deleteSessionsIdleSince } from '../auth/sessions.repo.js';
import type { AppContext } from '../context.js';
import { rateWindowMs } from '../rate-limit.js';
import { deleteRateCountersBefore } from '../rate-counter.repo.js';
import { purgeSecrets } from '../secrets.js';
import type { JobHandler } from './registry.js';
import { deleteJobsFinishedBefore } from './jobs.repo.js';

const day = 24 * 60 * 60_000;
// Finished jobs keep their unique keys long enough that a late process cannot run a period again.
const doneJobRetentionMs = 7 * day;
const failedJobRetentionMs = 30 * day;

/**
 * A feature's share of the purge: deletes its rows that can no longer be used
 * as of `now` and says how many went. The platform knows no feature, so the
 * app hands these in (features/index.ts lists them).
 */
export interface ExpiryPurge {
  /** The name the count is logged under. */
  name: string;
  purge(ctx: AppContext, now: number): Promise<number>;
}

/**
 * The scheduled purge, one job for the platform's tables and the features'
 * alike: each table's rule is one repository function beside its other SQL.
 */
export function purgeExpiredJob(purges: readonly ExpiryPurge[]): JobHandler<'purge-expired'> {
  return async (ctx) => {
    const db = ctx.database.db;
    const now = ctx.clock.now();
    const deleted: Record<string, number> = {
      sessions: await deleteSessionsIdleSince(db, now - ctx.config.sessionIdleMs),
      secrets: await purgeSecrets(db, now),
      loginFailures: await purgeOldFailures(ctx, now),
      rateCounters: await deleteRateCountersBefore(db, now - rateWindowMs),
      doneJobs: await deleteJobsFinishedBefore(db, 'done', now - doneJobRetentionMs),
      failedJobs: await deleteJobsFinishedBefore(db, 'failed', now - failedJobRetentionMs),
    };
    for (const { name, purge } of purges) deleted[name] = await purge(ctx, now);
    ctx.logger.info({ deleted }, 'purged expired rows');
  };
}
