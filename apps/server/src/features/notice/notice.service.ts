import {
  AppError,
  type configureEmailSchema,
  type smsConfSchema,
  emailTypes,
  type NoticeConf,
  type NoticeDelivery,
  Status,
  type StatusCode,
  type TestableChannel,
} from '@vestibule/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { mailLanguageOf } from '../../platform/mail-language.js';
import { companyInfo } from '../account/account.service.js';
import { CodedProviderError } from './channels/sms.channel.js';
import { handedOver, type NoticeRecipient, ProviderError } from './notice-channel.js';
import { noticeChannels } from './notice-channels.js';
import { providerConfigured } from './notice-dispatch.service.js';
import { listDeliveries, type NoticeColumns, updateNoticeColumns } from './notice.repo.js';
import { testTexts } from './notice-texts.js';
import { companyRow } from '../account/account.service.js';

/* The /notice page: channel settings, a test per channel, and a visit's delivery log. */

type EmailSettings = z.output<typeof configureEmailSchema>;

/** Stores how the company sends mail; an empty password keeps the stored one. Answers UserInfo (password blanked). */
export async function configureEmail(ctx: AppContext, companyId: number, input: EmailSettings) {
  const own = input.type !== emailTypes.server;
  const changes: Partial<NoticeColumns> = {
    emailType: input.type,
    emailAccount: own ? input.account : '',
    smtp: input.type === emailTypes.smtp ? input.smtp : '',
    smtpPort: input.type === emailTypes.smtp ? input.smtp_port : 0,
    ssl: input.type === emailTypes.smtp ? input.ssl : 0,
    exchange: input.type === emailTypes.exchange ? input.exchange : '',
    domain: input.type === emailTypes.exchange ? input.domain : '',
  };
  if (!own) changes.emailPwd = '';
  else if (input.pwd) changes.emailPwd = input.pwd;
  await updateNoticeColumns(ctx.database.db, companyId, changes);
  return companyInfo(ctx, companyId);
}

type Switch = 'emailNotify' | 'smsNotify' | 'ivrNotify' | 'msgNotify';

/** The SMS switch and, when given, the company's own gateway; an empty password keeps the stored one. */
export async function setSmsConf(ctx: AppContext, companyId: number, input: z.output<typeof smsConfSchema>) {
  const changes: Partial<NoticeColumns> = { smsNotify: input.smsNotify };
  if (input.smsUrlTemplate !== undefined) changes.smsUrlTemplate = input.smsUrlTemplate;
  if (input.smsAccount !== undefined) changes.smsAccount = input.smsAccount;
  if (input.smsUrlTemplate === '') changes.smsPwd = '';
  else if (input.smsPwd) changes.smsPwd = input.smsPwd;
  await updateNoticeColumns(ctx.database.db, companyId, changes);
}

export async function setNoticeSwitch(ctx: AppContext, companyId: number, name: Switch, value: number) {
  await updateNoticeColumns(ctx.database.db, companyId, { [name]: value });
}

async function settingsOf(ctx: AppContext, companyId: number) {
  const settings = await companyRow(ctx, companyId);
  if (!settings) throw new AppError(Status.invalidUser);
  return settings;
}

export async function noticeConf(ctx: AppContext, companyId: number): Promise<NoticeConf> {
  const settings = await settingsOf(ctx, companyId);
  const { wechat } = ctx.config;
  return {
    emailType: settings.emailType,
    emailAccount: settings.emailAccount,
    emailPwdSet: settings.emailPwd !== '',
    smtp: settings.smtp,
    smtpPort: settings.smtpPort,
    ssl: settings.ssl,
    exchange: settings.exchange,
    domain: settings.domain,
    emailNotify: settings.emailNotify,
    smsNotify: settings.smsNotify,
    smsCount: settings.smsCount,
    smsQuota: ctx.config.smsQuota,
    smsUrlTemplate: settings.smsUrlTemplate,
    smsAccount: settings.smsAccount,
    smsPwdSet: settings.smsPwd !== '',
    ivrNotify: settings.ivrNotify,
    msgNotify: settings.msgNotify,
    providers: {
      sms: providerConfigured(ctx, 'sms', settings),
      ivr: Boolean(ctx.config.ivrUrlTemplate),
      wechat: Boolean(wechat.corpId && wechat.corpSecret && wechat.agentId),
    },
  };
}

/** What the switch off and a failure answer, channel by channel (spec codes 41/40 mail, 53/22 SMS). */
const testCodes: Record<TestableChannel, { off: StatusCode; offReason: string; failed: StatusCode; label: string }> = {
  email: {
    off: Status.emailNotificationOff,
    offReason: 'Email notification is off',
    failed: Status.emailSendFailed,
    label: 'Email',
  },
  sms: { off: Status.smsSwitchOff, offReason: 'SMS switch is off', failed: Status.smsSendFailed, label: 'SMS' },
  ivr: {
    off: Status.invalidField,
    offReason: 'channel: voice call notification is off',
    failed: Status.smsSendFailed,
    label: 'Voice call',
  },
  wechat: {
    off: Status.invalidField,
    offReason: 'channel: WeChat notification is off',
    failed: Status.smsSendFailed,
    label: 'WeChat message',
  },
  dingtalk: {
    off: Status.invalidField,
    offReason: 'channel: DingTalk notification is off',
    failed: Status.smsSendFailed,
    label: 'DingTalk work notice',
  },
  rtx: {
    off: Status.invalidField,
    offReason: 'channel: no RTX server is set',
    failed: Status.smsSendFailed,
    label: 'RTX notice',
  },
};

const testRecipient = (channel: TestableChannel, to: string): NoticeRecipient => ({
  name: to,
  email: channel === 'email' ? to : '',
  phone: channel === 'sms' || channel === 'ivr' ? to : '',
  openid: channel === 'wechat' ? to : '',
  ddid: channel === 'dingtalk' ? to : '',
  rtxAccount: channel === 'rtx' ? to : '',
});

/** Sends a test on one channel now (not through the outbox) and answers what the provider said. */
export async function sendNoticeTest(ctx: AppContext, companyId: number, channelName: TestableChannel, to: string) {
  const settings = await settingsOf(ctx, companyId);
  const codes = testCodes[channelName];
  const channel = noticeChannels.find((candidate) => candidate.name === channelName);
  if (!channel) throw new AppError(Status.invalidField, `channel: unknown channel ${channelName}`, 'channel');
  const recipient = testRecipient(channelName, to);
  if (!channel.reaches(settings, recipient)) {
    const onButNoAddress =
      (channelName === 'email' && settings.emailNotify === 1) ||
      (channelName === 'sms' && settings.smsNotify === 1) ||
      (channelName === 'ivr' && settings.ivrNotify === 1) ||
      (channelName === 'wechat' && settings.msgNotify === 1) ||
      (channelName === 'dingtalk' && settings.ddnotify === 1) ||
      (channelName === 'rtx' && settings.rtxip !== '');
    if (onButNoAddress) throw new AppError(Status.invalidField, 'to: must not be empty', 'to');
    throw new AppError(codes.off, codes.offReason, codes.off === Status.invalidField ? 'channel' : null);
  }
  const texts = testTexts[mailLanguageOf(settings.language)];
  const channelWord = texts.channels[channelName];
  const message = { subject: texts.subject(channelWord), text: texts.line(channelWord) };
  try {
    return handedOver(await channel.send(ctx, companyId, settings, recipient, message));
  } catch (error) {
    if (error instanceof CodedProviderError) throw new AppError(error.status, error.message, error.answer);
    if (error instanceof ProviderError) throw new AppError(codes.failed, `${codes.label} failed: ${error.answer}`, error.answer);
    throw error;
  }
}

export async function noticeLog(ctx: AppContext, companyId: number, vid: number): Promise<NoticeDelivery[]> {
  const rows = await listDeliveries(ctx.database.db, companyId, vid);
  return rows.map(({ updatedAt, ...row }) => ({ ...row, event: row.event as NoticeDelivery['event'], updateTime: updatedAt }));
}
