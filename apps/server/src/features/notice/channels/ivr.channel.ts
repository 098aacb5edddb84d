import { type NoticeChannel, ProviderError } from '../notice-channel.js';
import { templateRequest } from '../../../platform/sms.js';
import { callProvider } from './provider-http.js';

/** A voice call reading the message, through the gateway of IVR_URL_TEMPLATE. */
export const ivrChannel: NoticeChannel = {
  name: 'ivr',
  reaches: (settings, to) => settings.ivrNotify === 1 && to.phone.trim() !== '',
  async send(ctx, _companyId, _settings, to, message) {
    const template = ctx.config.ivrUrlTemplate;
    if (!template) throw new ProviderError('voice: no gateway configured (IVR_URL_TEMPLATE)', 'no voice gateway configured');
    const request = templateRequest(template, to.phone.trim(), message.text);
    return callProvider('voice gateway', request.url, request.init, ctx.config.noticeTimeoutMs);
  },
};
