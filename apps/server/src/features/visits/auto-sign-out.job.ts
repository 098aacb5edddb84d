import type { AppContext } from '../../platform/context.js';
import type { JobHandler } from '../../platform/jobs/registry.js';
import { announceChange, writeEvents } from '../visit-events/visit-events.service.js';
import { signOutExpiredVisits } from './visits.repo.js';

/* Automatic sign-out: a visitor on site longer than the company's leaveExpiryTime (minutes; 0 = off) is signed out. */

/** The operator the visit and its timeline name for an automatic sign-out. */
export const autoOperator = 'auto';

/** Every five minutes; the schedule's unique key makes one run per period whatever the number of processes. */
export const autoSignOutPattern = '*/5 * * * *';

export async function signOutExpired(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const left = await signOutExpiredVisits(db, now, { signOutDate: now, signOutOpName: autoOperator, signOutGate: '' });
  await writeEvents(
    db,
    left.map((visit) => ({ companyId: visit.companyId, vid: visit.id, kind: 'signedOut', at: now, operator: autoOperator })),
  );
  for (const companyId of new Set(left.map((visit) => visit.companyId))) await announceChange(ctx, companyId);
  if (left.length > 0) ctx.logger.info({ signedOut: left.length }, 'signed out visitors past their leave expiry');
  return left.length;
}

export const autoSignOutJob: JobHandler<'visits.auto-sign-out'> = async (ctx) => {
  await signOutExpired(ctx);
};
