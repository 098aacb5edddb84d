import { dingTalkToken, sendDingTalkNotice } from '../../../platform/providers/dingtalk.js';
import { ProviderFailure } from '../../../platform/providers/provider-failure.js';
import { type NoticeChannel, ProviderError } from '../notice-channel.js';

/** The provider client's failure as the dispatch knows it. */
export async function asNoticeDelivery(delivery: () => Promise<string>): Promise<string> {
  try {
    return await delivery();
  } catch (error) {
    throw error instanceof ProviderFailure ? new ProviderError(error.message, error.answer) : error;
  }
}

/** DingTalk work notices: to employees with a DingTalk user id, while the company has DingTalk notices on. */
export const dingTalkChannel: NoticeChannel = {
  name: 'dingtalk',
  reaches: (settings, to) => settings.ddnotify === 1 && to.ddid !== '',
  send: (ctx, _companyId, settings, to, message) =>
    asNoticeDelivery(async () => {
      const baseUrl = ctx.config.dingtalkApiUrl;
      const credentials = { appKey: settings.ddcorpid, appSecret: settings.ddcorpsecret };
      const token = await dingTalkToken(baseUrl, credentials, ctx.clock.now());
      const content = [message.subject, message.text, message.link].filter(Boolean).join('\n');
      return sendDingTalkNotice(baseUrl, token, { agentId: settings.ddagentid, userids: [to.ddid], content });
    }),
};
