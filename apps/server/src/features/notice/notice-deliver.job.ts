import type { JobHandler } from '../../platform/jobs/registry.js';
import { CodedProviderError } from './channels/sms.channel.js';
import { handedOver, ProviderError } from './notice-channel.js';
import { noticeChannels } from './notice-channels.js';
import { addressOn, deliveryKeyOf } from './notice-dispatch.service.js';
import { findDelivery, recordDelivery } from './notice.repo.js';
import { companyRow } from '../account/account.service.js';

/*
 * Sends one notice on one channel. Success is logged in the job's transaction,
 * so it commits with the job's completion; a failure is logged whatever
 * happens to the transaction (keepRegardless), and the job retries through
 * the job system until its last attempt, which the log then shows as failed.
 */

const answerLimit = 2000;

export const deliverNoticeJob: JobHandler<'notice.deliver'> = async (ctx, payload, job) => {
  const db = ctx.database.db;
  const deliveryKey = deliveryKeyOf(payload);
  // Handed over already (a job run again by hand, or its completion lost after the log committed): not again.
  const logged = await findDelivery(db, deliveryKey);
  if (logged?.status === 'sent' || logged?.status === 'logged') return;
  const row = {
    deliveryKey,
    companyId: payload.companyId,
    vid: payload.vid,
    event: payload.event,
    channel: payload.channel,
    recipient: addressOn(payload.channel, payload.to),
    attempts: job.attempts,
    updatedAt: ctx.clock.now(),
  };
  const settings = await companyRow(ctx, payload.companyId);
  const channel = noticeChannels.find((candidate) => candidate.name === payload.channel);
  // The company went (its log with it), or this server does not know the channel: nothing to send.
  if (!settings) return;
  if (!channel) {
    await recordDelivery(db, { ...row, status: 'failed', answer: `no channel ${payload.channel} on this server` });
    return;
  }
  try {
    const { delivery, answer } = handedOver(await channel.send(ctx, payload.companyId, settings, payload.to, payload.message));
    await recordDelivery(db, { ...row, status: delivery, answer: answer.slice(0, answerLimit) });
  } catch (error) {
    const answer = (error instanceof ProviderError ? error.answer : String(error)).slice(0, answerLimit);
    // A used-up quota does not come back by waiting: no retry.
    const hopeless = error instanceof CodedProviderError;
    const final = hopeless || job.attempts >= job.maxAttempts;
    await ctx.keepRegardless((kept) => recordDelivery(kept, { ...row, status: final ? 'failed' : 'retrying', answer }));
    if (!hopeless) throw error;
  }
};
