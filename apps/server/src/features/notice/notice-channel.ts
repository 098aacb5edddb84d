import type { AppContext } from '../../platform/context.js';
import type { CompanySettings } from '../../platform/db/schema.js';

/*
 * One way of telling a person something (mail, SMS, voice call, WeChat,
 * DingTalk, RTX). The notice dispatch asks every channel of the company in
 * turn; each channel is a client of its provider's HTTP API and nothing more.
 */

export type NoticeChannelName = 'email' | 'sms' | 'ivr' | 'wechat' | 'dingtalk' | 'rtx';

/** Who a notice is for: an employee (host, approver) or a visitor. Absent addresses are ''. */
export interface NoticeRecipient {
  name: string;
  email: string;
  phone: string;
  /** The employee's DingTalk user id, RTX account and WeChat Work user id; '' for visitors. */
  ddid: string;
  rtxAccount: string;
  openid: string;
}

export interface NoticeMessage {
  subject: string;
  text: string;
  /** An address the reader opens: the invitation page, an approval link. */
  link?: string;
}

/** A message that went only to the server's log, for want of a provider: its answer says so. */
export interface LoggedAnswer {
  delivery: 'logged';
  answer: string;
}

export interface NoticeChannel {
  name: NoticeChannelName;
  /** Whether the company has this channel on and the recipient has an address on it. */
  reaches(settings: CompanySettings, to: NoticeRecipient): boolean;
  /**
   * Hands the message to the provider and returns its answer, as the delivery
   * log shows it, or a LoggedAnswer when there is no provider and the message
   * only went to the log. Throws ProviderError when the provider refuses or does not answer in time.
   */
  send(
    ctx: AppContext,
    companyId: number,
    settings: CompanySettings,
    to: NoticeRecipient,
    message: NoticeMessage,
  ): Promise<string | LoggedAnswer>;
}

/** A channel's answer as the delivery log and the test keep it. */
export const handedOver = (answer: string | LoggedAnswer) =>
  typeof answer === 'string' ? { delivery: 'sent' as const, answer } : answer;

/** A provider's refusal or silence, with what it answered (or why nothing came back). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly answer: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
