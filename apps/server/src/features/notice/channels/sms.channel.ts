import { Status, type StatusCode } from '@vestibule/contract';
import { type NoticeChannel, ProviderError } from '../notice-channel.js';
import { countSentSms, hasSmsLeft } from '../notice.repo.js';
import { templateRequest } from '../../../platform/sms.js';
import { callProvider } from './provider-http.js';
import { countSmsThisMonth, hasMonthlySmsLeft } from '../../plans/plans.service.js';

/** A provider refusal the caller can name by the spec's code (43 quota, 22 send failed). */
export class CodedProviderError extends ProviderError {
  constructor(
    readonly status: StatusCode,
    message: string,
    answer: string,
  ) {
    super(message, answer);
  }
}

/** SMS through the company's own gateway or the server's (SMS_URL_TEMPLATE), counted against its quota (smsCount). */
export const smsChannel: NoticeChannel = {
  name: 'sms',
  reaches: (settings, to) => settings.smsNotify === 1 && to.phone.trim() !== '',
  async send(ctx, companyId, settings, to, message) {
    const own = settings.smsUrlTemplate !== '';
    const template = own ? settings.smsUrlTemplate : ctx.config.smsUrlTemplate;
    if (!template) throw new ProviderError('SMS: no gateway configured (SMS_URL_TEMPLATE)', 'no SMS gateway configured');
    // Read, then counted once the gateway took it: the company row is not held locked during the call.
    // Concurrent sends may pass the quota by the few under way; the quota is a budget, not a hard wall.
    if (!(await hasSmsLeft(ctx.database.db, companyId, ctx.config.smsQuota))) {
      const answer = `quota of ${ctx.config.smsQuota} SMS used up`;
      throw new CodedProviderError(Status.smsQuotaExceeded, `SMS: ${answer}`, answer);
    }
    if (!(await hasMonthlySmsLeft(ctx, companyId))) {
      const answer = "this month's SMS notices of the company's plan are used up";
      throw new CodedProviderError(Status.smsQuotaExceeded, `SMS: ${answer}`, answer);
    }
    const text = message.link ? `${message.text} ${message.link}` : message.text;
    const credentials = own ? { account: settings.smsAccount, password: settings.smsPwd } : undefined;
    const request = templateRequest(template, to.phone.trim(), text, credentials);
    const answer = await callProvider('SMS gateway', request.url, request.init, ctx.config.noticeTimeoutMs);
    await countSentSms(ctx.database.db, companyId);
    await countSmsThisMonth(ctx, companyId);
    return answer;
  },
};
