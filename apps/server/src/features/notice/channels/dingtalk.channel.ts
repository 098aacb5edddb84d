import { dingTalkToken, sendDingTalkNotice } from '../../../platform/providers/dingtalk.js';
import type { NoticeChannel } from '../notice-channel.js';

/** DingTalk work notices: to employees with a DingTalk user id, while the company has DingTalk notices on. */
export const dingTalkChannel: NoticeChannel = {
  name: 'dingtalk',
  reaches: (settings, to) => settings.ddnotify === 1 && to.ddid !== '',
  async send(ctx, _companyId, settings, to, message) {
    const baseUrl = ctx.config.dingtalkApiUrl;
    const token = await dingTalkToken(baseUrl, { appKey: settings.ddcorpid, appSecret: settings.ddcorpsecret }, ctx.clock.now());
    const content = [message.subject, message.text, message.link].filter(Boolean).join('\n');
    return sendDingTalkNotice(baseUrl, token, { agentId: settings.ddagentid, userids: [to.ddid], content });
  },
};
