import { sendRtxNotify } from '../../../platform/providers/rtx.js';
import type { NoticeChannel } from '../notice-channel.js';
import { asNoticeDelivery } from './dingtalk.channel.js';

/** RTX reminders: to employees with an RTX account, while the company has an RTX server set. */
export const rtxChannel: NoticeChannel = {
  name: 'rtx',
  reaches: (settings, to) => settings.rtxip !== '' && settings.rtxport > 0 && to.rtxAccount !== '',
  send: (_ctx, _companyId, settings, to, message) =>
    asNoticeDelivery(() =>
      sendRtxNotify(
        { ip: settings.rtxip, port: settings.rtxport },
        { receivers: [to.rtxAccount], title: message.subject, msg: [message.text, message.link].filter(Boolean).join('\n') },
      ),
    ),
};
