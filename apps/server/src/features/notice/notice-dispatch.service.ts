import type { NoticeEvent } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import type { CompanySettings } from '../../platform/db/schema.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import type { NoticeChannelName, NoticeMessage, NoticeRecipient } from './notice-channel.js';
import { noticeChannels } from './notice-channels.js';
import { companyRow } from '../account/account.service.js';

/*
 * A notice becomes one notice.deliver job per channel that reaches its
 * recipient, written in the caller's unit of work (the outbox): it exists
 * exactly when the change that caused it does, and its key stops a second
 * sending of the same notice on the same channel.
 */

export interface Notice {
  companyId: number;
  vid: number;
  event: NoticeEvent;
  /** Tells apart notices of one event on one visit (each step of an approval); absent when there is one. */
  occasion?: string;
  to: NoticeRecipient;
  message: NoticeMessage;
  /** Channels told some other way (the host's arrival mail has its own job, decision 0011). */
  except?: readonly NoticeChannelName[];
}

/** Tries per channel; a provider that is down for longer fails the notice, visibly in the log. */
export const noticeMaxAttempts = 3;

/** Where a recipient is reached on a channel. */
export function addressOn(channel: string, to: NoticeRecipient): string {
  switch (channel) {
    case 'email':
      return to.email.trim();
    case 'sms':
    case 'ivr':
      return to.phone.trim();
    case 'wechat':
      return to.openid.trim();
    case 'dingtalk':
      return to.ddid.trim();
    case 'rtx':
      return to.rtxAccount.trim();
    default:
      return '';
  }
}

export const deliveryKeyOf = (notice: {
  vid: number;
  event: string;
  occasion?: string | undefined;
  channel: string;
  to: NoticeRecipient;
}) =>
  `notice.deliver:${notice.vid}:${notice.event}${notice.occasion ? `:${notice.occasion}` : ''}:${notice.channel}:${addressOn(notice.channel, notice.to)}`;

/** Whether the channel has a provider (the company's own SMS gateway or the server's); one without is not tried. */
export function providerConfigured(
  ctx: AppContext,
  channel: NoticeChannelName,
  settings: Pick<CompanySettings, 'smsUrlTemplate'>,
): boolean {
  const { config } = ctx;
  switch (channel) {
    case 'sms':
      return Boolean(settings.smsUrlTemplate || config.smsUrlTemplate);
    case 'ivr':
      return Boolean(config.ivrUrlTemplate);
    case 'wechat':
      return Boolean(config.wechat.corpId && config.wechat.corpSecret && config.wechat.agentId);
    default:
      return true;
  }
}

/**
 * Enqueues the notice on every channel of the company that reaches the
 * recipient; answers those channels. A caller that has the company's row passes it.
 */
export async function enqueueNotice(ctx: AppContext, notice: Notice, company?: CompanySettings): Promise<NoticeChannelName[]> {
  const db = ctx.database.db;
  const settings = company ?? (await companyRow(ctx, notice.companyId));
  if (!settings) return [];
  const channels = noticeChannels.filter(
    (channel) =>
      !notice.except?.includes(channel.name) &&
      providerConfigured(ctx, channel.name, settings) &&
      channel.reaches(settings, notice.to),
  );
  for (const channel of channels) {
    const payload = {
      companyId: notice.companyId,
      vid: notice.vid,
      event: notice.event,
      ...(notice.occasion ? { occasion: notice.occasion } : {}),
      channel: channel.name,
      to: notice.to,
      message: notice.message,
    };
    await enqueueJob(
      db,
      {
        kind: 'notice.deliver',
        payload,
        companyId: notice.companyId,
        uniqueKey: deliveryKeyOf(payload),
        maxAttempts: noticeMaxAttempts,
      },
      ctx.clock.now(),
    );
  }
  return channels.map((channel) => channel.name);
}
