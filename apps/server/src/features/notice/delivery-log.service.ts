import type { NoticeEvent } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/registry.js';
import type { NoticeChannelName } from './notice-channel.js';
import { recordDelivery } from './notice.repo.js';

/*
 * Messages other features send with jobs of their own (the host's arrival mail
 * of decision 0011, the invitation) write their outcome into the same delivery
 * log as the notices, so a visit shows every message in one list.
 */

export interface LoggedSending {
  /** The sending job's unique key (or the visit's own key for it). */
  key: string;
  vid: number;
  companyId: number;
  event: NoticeEvent;
  channel: NoticeChannelName;
  to: string;
  job: JobInfo;
}

/** Runs `send` and logs it sent, or retrying/failed with the reason (kept although the job's run rolls back). */
export async function sendLogged(ctx: AppContext, sending: LoggedSending, send: () => Promise<void>): Promise<void> {
  const row = {
    deliveryKey: sending.key,
    companyId: sending.companyId,
    vid: sending.vid,
    event: sending.event,
    channel: sending.channel,
    recipient: sending.to,
    attempts: sending.job.attempts,
    updatedAt: ctx.clock.now(),
  };
  try {
    await send();
  } catch (error) {
    const answer = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const status = sending.job.attempts >= sending.job.maxAttempts ? 'failed' : 'retrying';
    await ctx.keepRegardless((db) => recordDelivery(db, { ...row, status, answer }));
    throw error;
  }
  const answer = sending.channel === 'email' ? `Mail accepted for ${sending.to}` : `Accepted for ${sending.to}`;
  await recordDelivery(ctx.database.db, { ...row, status: 'sent', answer });
}
