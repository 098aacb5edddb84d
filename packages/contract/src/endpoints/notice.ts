import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { userInfoSchema } from '../entities/company.js';
import { flag, idOf, int, optionalText, text } from '../fields.js';
import { emailPattern, phonePattern } from '../patterns.js';

/*
 * The /notice page (issue 9, api-facts 4.10): how hosts and visitors are told,
 * channel by channel, a test per channel, and the delivery log of a visit.
 */

/** How the company sends mail: the server's SMTP_URL, its own SMTP server, or its Exchange server. */
export const emailTypes = { server: 0, smtp: 1, exchange: 2 } as const;

/** The channels the notice page tests (DingTalk and RTX have their own settings calls). */
export const testableChannels = ['email', 'sms', 'ivr', 'wechat', 'dingtalk', 'rtx'] as const;
export type TestableChannel = (typeof testableChannels)[number];

export const noticeEvents = [
  'arrival',
  'invitation',
  'accepted',
  'refused',
  'reminder',
  'approval',
  /** An attendee told that their meeting was cancelled, or that they were removed from it (features/meetings). */
  'meetingCancelled',
  'attendeeRemoved',
] as const;
export type NoticeEvent = (typeof noticeEvents)[number];

/** 'logged': no mail server is set (SMTP_URL), so the mail was only written to the server's log. */
export const deliveryStatuses = ['sent', 'logged', 'failed', 'retrying'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** How a message that did not fail left: handed to its provider, or only written to the server's log. */
export const handedOverStatuses = ['sent', 'logged'] as const;
export type HandedOverStatus = (typeof handedOverStatuses)[number];

const hostName = () => text(80).regex(/^[A-Za-z0-9.-]*$/, 'must be a host name');

export const configureEmailSchema = z
  .object({
    type: int().pipe(z.number().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2')),
    account: optionalText(80),
    /** '' keeps the stored password, so the form can be saved again without retyping it. */
    pwd: optionalText(100),
    smtp: hostName().optional().default(''),
    smtp_port: int().pipe(z.number().min(0).max(65535, 'must be a port number')).optional().default(0),
    exchange: hostName().optional().default(''),
    domain: optionalText(100),
    ssl: flag().optional().default(0),
  })
  .superRefine((value, issues) => {
    const fail = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message });
    if (value.type === emailTypes.server) return;
    // The account is also the sender: mail servers refuse a From that is not theirs.
    if (!emailPattern.test(value.account)) fail('account', 'must be a valid email address');
    if (value.type === emailTypes.smtp) {
      if (!value.smtp) fail('smtp', 'must not be empty');
      if (value.smtp_port < 1) fail('smtp_port', 'must be a port number');
    }
    if (value.type === emailTypes.exchange && !value.exchange) fail('exchange', 'must not be empty');
  });
export type ConfigureEmailInput = z.input<typeof configureEmailSchema>;

/** A WeChat Work user id: letters, digits and . _ - @ (WeChat's own rule). */
/** A WeChat Work, DingTalk or RTX user id / account. */
const directoryUserIdPattern = /^[A-Za-z0-9._@-]{1,64}$/;

export const sendNoticeTestSchema = z
  .object({ channel: z.enum(testableChannels), to: text(200).min(1, 'must not be empty') })
  .superRefine((value, issues) => {
    const fail = (message: string) => issues.addIssue({ code: 'custom', path: ['to'], message });
    if (value.channel === 'email' && !emailPattern.test(value.to)) fail('must be a valid email address');
    if ((value.channel === 'sms' || value.channel === 'ivr') && !phonePattern.test(value.to))
      fail('must be a valid phone number');
    if (value.channel === 'wechat' && !directoryUserIdPattern.test(value.to)) fail('must be a WeChat Work user id');
    if (value.channel === 'dingtalk' && !directoryUserIdPattern.test(value.to)) fail('must be a DingTalk user id');
    if (value.channel === 'rtx' && !directoryUserIdPattern.test(value.to)) fail('must be an RTX account');
  });

/** `{phone}` is required; `{text}`, `{account}` and `{password}` are filled when present (without `{text}` the text is POSTed). */
export const smsUrlTemplatePattern = /^(https?:\/\/\S*\{phone\}\S*)?$/;

/** Absent fields are kept, so the switch alone can be sent (no default fills them). */
const keptText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

export const smsConfSchema = z.object({
  smsNotify: flag(),
  smsUrlTemplate: keptText(500).refine(
    (value) => value === undefined || smsUrlTemplatePattern.test(value),
    'must be an http(s) URL containing {phone}, or empty for the server gateway',
  ),
  smsAccount: keptText(100),
  smsPwd: keptText(200),
});

export const noticeConfSchema = z.object({
  emailType: z.number().int(),
  emailAccount: z.string(),
  /** Whether a password is stored; the password itself never leaves the server. */
  emailPwdSet: z.boolean(),
  smtp: z.string(),
  smtpPort: z.number().int(),
  ssl: z.number().int(),
  exchange: z.string(),
  domain: z.string(),
  emailNotify: z.number().int(),
  smsNotify: z.number().int(),
  smsCount: z.number().int(),
  smsQuota: z.number().int(),
  /** The company's own SMS gateway ('' for the server's) and its account; the password only as set or not. */
  smsUrlTemplate: z.string(),
  smsAccount: z.string(),
  smsPwdSet: z.boolean(),
  ivrNotify: z.number().int(),
  msgNotify: z.number().int(),
  /** Which providers reach out: the company's SMS gateway or the server's (SMS_URL_TEMPLATE), IVR_URL_TEMPLATE, WECHAT_*. */
  providers: z.object({ sms: z.boolean(), ivr: z.boolean(), wechat: z.boolean() }),
});
export type NoticeConf = z.infer<typeof noticeConfSchema>;

export const noticeDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(noticeEvents),
  channel: z.string(),
  recipient: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  /** The provider's answer, or why the notice failed. */
  answer: z.string(),
  updateTime: z.number(),
});
export type NoticeDelivery = z.infer<typeof noticeDeliverySchema>;

export const noticeEndpoints = {
  ConfigureEmail: endpoint({
    summary:
      "How the company sends mail: type 0 the server's own, 1 its SMTP server (smtp, smtp_port, ssl), 2 its Exchange server (exchange, domain), with the account and its password.",
    roles: adminOnly,
    request: configureEmailSchema,
    response: userInfoSchema,
  }),
  setNotifyEmail: endpoint({
    summary: 'Turns notices by mail on (1) or off (0).',
    roles: adminOnly,
    request: z.object({ emailNotify: flag() }),
    response: z.null(),
  }),
  updateSMSConf: endpoint({
    summary:
      "Turns notices by SMS on (1) or off (0); with smsUrlTemplate (and the gateway's smsAccount, smsPwd) the company sends through its own gateway. Fields left out are kept; an empty smsPwd keeps the stored one.",
    roles: adminOnly,
    request: smsConfSchema,
    response: z.null(),
  }),
  ivrNotifyConf: endpoint({
    summary: 'Turns notices by voice call on (1) or off (0).',
    roles: adminOnly,
    request: z.object({ ivrNotify: flag() }),
    response: z.null(),
  }),
  UpdateWxConf: endpoint({
    summary: 'Turns notices by WeChat Work message on (1) or off (0).',
    roles: adminOnly,
    request: z.object({ msgNotify: flag() }),
    response: z.null(),
  }),
  getNoticeConf: endpoint({
    summary: "The company's notice settings, its SMS counter and quota, and which providers the server has.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({}),
    response: noticeConfSchema,
  }),
  sendNoticeTest: endpoint({
    summary:
      "Sends a test notice on one channel to an address (mail, phone, WeChat Work or DingTalk user id, RTX account) and answers the provider's answer; delivery 'logged' when no mail server is set and the mail only went to the server's log.",
    roles: adminOnly,
    request: sendNoticeTestSchema,
    response: z.object({ answer: z.string(), delivery: z.enum(handedOverStatuses) }),
  }),
  getNoticeLog: endpoint({
    summary:
      "A visit's notices, channel by channel: sent, written to the server's log only (logged: no mail server set), failed with the reason, or waiting to be retried.",
    roles: adminOnly,
    readOnly: true,
    request: z.object({ vid: idOf('visit') }),
    response: z.array(noticeDeliverySchema),
  }),
};
