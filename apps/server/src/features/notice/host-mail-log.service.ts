import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/registry.js';
import { recordDelivery } from './notice.repo.js';

/*
 * The host's arrival mail has its own exactly-once job (decision 0011); this
 * writes its outcome into the same delivery log as the notices, so the visit
 * shows every channel in one list.
 */
export async function recordHostMailDelivery(
  ctx: AppContext,
  mail: { vid: number; companyId: number; to: string; job: JobInfo },
  send: () => Promise<void>,
): Promise<void> {
  const row = {
    deliveryKey: `visits.notify-host:${mail.vid}`,
    companyId: mail.companyId,
    vid: mail.vid,
    event: 'arrival',
    channel: 'email',
    recipient: mail.to,
    attempts: mail.job.attempts,
    updatedAt: ctx.clock.now(),
  };
  try {
    await send();
  } catch (error) {
    const answer = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const status = mail.job.attempts >= mail.job.maxAttempts ? 'failed' : 'retrying';
    await ctx.keepRegardless((db) => recordDelivery(db, { ...row, status, answer }));
    throw error;
  }
  await recordDelivery(ctx.database.db, { ...row, status: 'sent', answer: `Mail accepted for ${mail.to}` });
}
