import { lockoutWindowMs } from '../../features/auth/lockout.js';
import { deleteExpiredCaptchas } from '../../features/auth/captcha.repo.js';
import { deleteFailuresBefore } from '../../features/auth/login-failures.repo.js';
import { deletePasswordResetsExpiredBefore } from '../../features/auth/password-reset.repo.js';
import { deleteSmsCodesExpiredBefore } from '../../features/auth/sms-code.repo.js';
import { deleteSessionsIdleSince } from '../auth/sessions.repo.js';
import type { AppContext } from '../context.js';
import { deleteDownloadTicketsBefore } from '../downloads.repo.js';
import { rateWindowMs } from '../rate-limit.js';
import { deleteRateCountersBefore } from '../rate-counter.repo.js';
import { deleteJobsFinishedBefore } from './jobs.repo.js';

const day = 24 * 60 * 60_000;
// An expired SMS code still answers "expired" (144) rather than "no code" (7) for a day.
const smsCodeGraceMs = day;
// Finished jobs keep their unique keys long enough that a late process cannot run a period again.
const doneJobRetentionMs = 7 * day;
const failedJobRetentionMs = 30 * day;

/** Deletes what can no longer be used: each table's rule is one repository function beside its other SQL. */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const deleted = {
    sessions: await deleteSessionsIdleSince(db, now - ctx.config.sessionIdleMs),
    captchas: await deleteExpiredCaptchas(db, now),
    smsCodes: await deleteSmsCodesExpiredBefore(db, now - smsCodeGraceMs),
    passwordResets: await deletePasswordResetsExpiredBefore(db, now),
    loginFailures: await deleteFailuresBefore(db, now - lockoutWindowMs),
    downloadTickets: await deleteDownloadTicketsBefore(db, now),
    rateCounters: await deleteRateCountersBefore(db, now - rateWindowMs),
    doneJobs: await deleteJobsFinishedBefore(db, 'done', now - doneJobRetentionMs),
    failedJobs: await deleteJobsFinishedBefore(db, 'failed', now - failedJobRetentionMs),
  };
  ctx.logger.info({ deleted }, 'purged expired rows');
}
