import { lockoutWindowMs } from '../../features/auth/lockout.js';
import { deleteFailuresBefore } from '../../features/auth/login-failures.repo.js';
import { deleteSessionsIdleSince } from '../auth/sessions.repo.js';
import type { AppContext } from '../context.js';
import { rateWindowMs } from '../rate-limit.js';
import { deleteRateCountersBefore } from '../rate-counter.repo.js';
import { purgeSecrets } from '../secrets.js';
import { deleteJobsFinishedBefore } from './jobs.repo.js';

const day = 24 * 60 * 60_000;
// Finished jobs keep their unique keys long enough that a late process cannot run a period again.
const doneJobRetentionMs = 7 * day;
const failedJobRetentionMs = 30 * day;

/** Deletes what can no longer be used: each table's rule is one repository function beside its other SQL. */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const deleted = {
    sessions: await deleteSessionsIdleSince(db, now - ctx.config.sessionIdleMs),
    secrets: await purgeSecrets(db, now),
    loginFailures: await deleteFailuresBefore(db, now - lockoutWindowMs),
    rateCounters: await deleteRateCountersBefore(db, now - rateWindowMs),
    doneJobs: await deleteJobsFinishedBefore(db, 'done', now - doneJobRetentionMs),
    failedJobs: await deleteJobsFinishedBefore(db, 'failed', now - failedJobRetentionMs),
  };
  ctx.logger.info({ deleted }, 'purged expired rows');
}
