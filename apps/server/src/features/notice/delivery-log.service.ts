import type { NoticeEvent } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import type { JobInfo } from '../../platform/jobs/registry.js';
import type { MailOutcome } from '../../platform/mail.js';
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

/** What the log says of a mail that went only to the server's log. */
export const loggedMailAnswer = (to: string) =>
  `No mail server is set (SMTP_URL): the mail to ${to} was written to the server's log`;

/**
 * Runs `send` and logs it sent (or, for a mail with no mail server to take it,
 * logged), or retrying/failed with the reason (kept although the job's run rolls back).
 */
export async function sendLogged(
  ctx: AppContext,
  sending: LoggedSending,
  send: () => Promise<MailOutcome | void>,
): Promise<void> {
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
  let outcome: MailOutcome | void;
  try {
    outcome = await send();
  } catch (error) {
    const answer = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const status = sending.job.attempts >= sending.job.maxAttempts ? 'failed' : 'retrying';
    await ctx.keepRegardless((db) => recordDelivery(db, { ...row, status, answer }));
    throw error;
  }
  if (outcome === 'logged') {
    await recordDelivery(ctx.database.db, { ...row, status: 'logged', answer: loggedMailAnswer(sending.to) });
    return;
  }
  const answer = sending.channel === 'email' ? `Mail accepted for ${sending.to}` : `Accepted for ${sending.to}`;
  await recordDelivery(ctx.database.db, { ...row, status: 'sent', answer });
}
