import { dingTalkChannel } from './channels/dingtalk.channel.js';
import { emailChannel } from './channels/email.channel.js';
import { ivrChannel } from './channels/ivr.channel.js';
import { rtxChannel } from './channels/rtx.channel.js';
import { smsChannel } from './channels/sms.channel.js';
import { wechatChannel } from './channels/wechat.channel.js';
import type { NoticeChannel } from './notice-channel.js';

/** Every channel a notice may go out on; the dispatch asks each whether it reaches the recipient. */
export const noticeChannels: NoticeChannel[] = [emailChannel, smsChannel, ivrChannel, wechatChannel, dingTalkChannel, rtxChannel];
