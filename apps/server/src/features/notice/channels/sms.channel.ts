import { Status, type StatusCode } from '@vestibule/contract';
import { type NoticeChannel, ProviderError } from '../notice-channel.js';
import { countSms } from '../notice.repo.js';
import { callProvider, templateRequest } from './provider-http.js';

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

/** SMS through the gateway of SMS_URL_TEMPLATE, counted against the company's quota (smsCount). */
export const smsChannel: NoticeChannel = {
  name: 'sms',
  reaches: (settings, to) => settings.smsNotify === 1 && to.phone.trim() !== '',
  async send(ctx, companyId, _settings, to, message) {
    const template = ctx.config.smsUrlTemplate;
    if (!template) throw new ProviderError('SMS: no gateway configured (SMS_URL_TEMPLATE)', 'no SMS gateway configured');
    // Counted before sending, in the job's transaction: a refused send rolls the count back with it.
    if (!(await countSms(ctx.database.db, companyId, ctx.config.smsQuota))) {
      const answer = `quota of ${ctx.config.smsQuota} SMS used up`;
      throw new CodedProviderError(Status.smsQuotaExceeded, `SMS: ${answer}`, answer);
    }
    const text = message.link ? `${message.text} ${message.link}` : message.text;
    const request = templateRequest(template, to.phone.trim(), text);
    return callProvider('SMS gateway', request.url, request.init, ctx.config.noticeTimeoutMs);
  },
};
