import type { CompanyLanguage, TestableChannel } from '@vestibule/contract';

/*
 * The fixed texts of the notices about a visit, in each company language: the
 * host's arrival notice (its mail and the other channels' message), the
 * visitor's answer to an invitation, the visitor's reminder, and a channel test.
 */

export interface ArrivalTexts {
  subject: (visitor: string, from: string) => string;
  /** The one line of the channels other than mail. */
  line: (visitor: string, from: string) => string;
  hello: (host: string) => string;
  signedInAt: (company: string) => string;
  labels: { visitor: string; company: string; signedIn: string; gate: string };
  /** Between a label and its value in the plain-text mail. */
  colon: string;
}

export const arrivalTexts: Record<CompanyLanguage, ArrivalTexts> = {
  en: {
    subject: (visitor, from) => `Your visitor ${visitor}${from ? ` from ${from}` : ''} has arrived`,
    line: (visitor, from) => `Your visitor ${visitor}${from ? ` from ${from}` : ''} has signed in.`,
    hello: (host) => `Hello ${host},`,
    signedInAt: (company) => `Your visitor has signed in at ${company}.`,
    labels: { visitor: 'Visitor', company: 'Company', signedIn: 'Signed in', gate: 'Gate' },
    colon: ': ',
  },
  zh: {
    subject: (visitor, from) => `您的访客 ${visitor}${from ? `（${from}）` : ''} 已到达`,
    line: (visitor, from) => `您的访客 ${visitor}${from ? `（${from}）` : ''} 已签到。`,
    hello: (host) => `${host}，您好：`,
    signedInAt: (company) => `您的访客已在 ${company} 签到。`,
    labels: { visitor: '访客', company: '公司', signedIn: '签到时间', gate: '门岗' },
    colon: '：',
  },
  hk: {
    subject: (visitor, from) => `您的訪客 ${visitor}${from ? `（${from}）` : ''} 已到達`,
    line: (visitor, from) => `您的訪客 ${visitor}${from ? `（${from}）` : ''} 已簽到。`,
    hello: (host) => `${host}，您好：`,
    signedInAt: (company) => `您的訪客已在 ${company} 簽到。`,
    labels: { visitor: '訪客', company: '公司', signedIn: '簽到時間', gate: '門崗' },
    colon: '：',
  },
  ja: {
    subject: (visitor, from) => `来訪者 ${visitor} 様${from ? `（${from}）` : ''}が到着しました`,
    line: (visitor, from) => `来訪者 ${visitor} 様${from ? `（${from}）` : ''}が受付を済ませました。`,
    hello: (host) => `${host} 様`,
    signedInAt: (company) => `${company}で来訪者が受付を済ませました。`,
    labels: { visitor: '来訪者', company: '会社', signedIn: '受付時刻', gate: 'ゲート' },
    colon: '：',
  },
};

interface ReplyTexts {
  subject: (visitor: string, accepted: boolean) => string;
  line: (visitor: string, from: string, accepted: boolean) => string;
}

export const replyTexts: Record<CompanyLanguage, ReplyTexts> = {
  en: {
    subject: (visitor, accepted) => `${visitor} ${accepted ? 'accepted' : 'refused'} your invitation`,
    line: (visitor, from, accepted) =>
      `${visitor}${from ? ` from ${from}` : ''} ${accepted ? 'accepted' : 'refused'} your invitation.`,
  },
  zh: {
    subject: (visitor, accepted) => `${visitor} ${accepted ? '接受' : '拒绝'}了您的邀请`,
    line: (visitor, from, accepted) => `${visitor}${from ? `（${from}）` : ''} ${accepted ? '接受' : '拒绝'}了您的邀请。`,
  },
  hk: {
    subject: (visitor, accepted) => `${visitor} ${accepted ? '接受' : '拒絕'}了您的邀請`,
    line: (visitor, from, accepted) => `${visitor}${from ? `（${from}）` : ''} ${accepted ? '接受' : '拒絕'}了您的邀請。`,
  },
  ja: {
    subject: (visitor, accepted) => `${visitor} 様が招待を${accepted ? '承諾' : '辞退'}しました`,
    line: (visitor, from, accepted) => `${visitor} 様${from ? `（${from}）` : ''}が招待を${accepted ? '承諾' : '辞退'}しました。`,
  },
};

interface ReminderTexts {
  subject: (company: string, when: string) => string;
  line: (visit: { visitor: string; host: string; company: string; when: string }) => string;
}

export const reminderTexts: Record<CompanyLanguage, ReminderTexts> = {
  en: {
    subject: (company, when) => `Your visit to ${company} at ${when}`,
    line: ({ visitor, host, company, when }) => `Dear ${visitor}, a reminder of your visit to ${host} of ${company} at ${when}.`,
  },
  zh: {
    subject: (company, when) => `${when} 到访 ${company} 的提醒`,
    line: ({ visitor, host, company, when }) => `尊敬的 ${visitor}：提醒您于 ${when} 到访 ${company}，拜访 ${host}。`,
  },
  hk: {
    subject: (company, when) => `${when} 到訪 ${company} 的提醒`,
    line: ({ visitor, host, company, when }) => `尊敬的 ${visitor}：提醒您於 ${when} 到訪 ${company}，拜訪 ${host}。`,
  },
  ja: {
    subject: (company, when) => `${when} ${company}へのご訪問のお知らせ`,
    line: ({ visitor, host, company, when }) =>
      `${visitor} 様、${when}に${company}の${host}をご訪問の予定です。お待ちしております。`,
  },
};

interface TestTexts {
  channels: Record<TestableChannel, string>;
  subject: (channel: string) => string;
  line: (channel: string) => string;
}

/** A channel's test message, naming the channel tested. */
export const testTexts: Record<CompanyLanguage, TestTexts> = {
  en: {
    channels: {
      email: 'Email',
      sms: 'SMS',
      ivr: 'Voice call',
      wechat: 'WeChat message',
      dingtalk: 'DingTalk work notice',
      rtx: 'RTX notice',
    },
    subject: (channel) => `Vestibule test ${channel.toLowerCase()}`,
    line: (channel) => `This is a test from Vestibule: ${channel} notices of this company reach you.`,
  },
  zh: {
    channels: { email: '邮件', sms: '短信', ivr: '语音电话', wechat: '微信消息', dingtalk: '钉钉工作通知', rtx: 'RTX 通知' },
    subject: (channel) => `Vestibule 测试（${channel}）`,
    line: (channel) => `这是来自 Vestibule 的测试：本公司的${channel}可以送达您。`,
  },
  hk: {
    channels: { email: '郵件', sms: '短訊', ivr: '語音電話', wechat: '微信訊息', dingtalk: '釘釘工作通知', rtx: 'RTX 通知' },
    subject: (channel) => `Vestibule 測試（${channel}）`,
    line: (channel) => `這是來自 Vestibule 的測試：本公司的${channel}可以送達您。`,
  },
  ja: {
    channels: {
      email: 'メール',
      sms: 'SMS',
      ivr: '音声通話',
      wechat: 'WeChat メッセージ',
      dingtalk: 'DingTalk 業務通知',
      rtx: 'RTX 通知',
    },
    subject: (channel) => `Vestibule テスト（${channel}）`,
    line: (channel) => `Vestibule からのテストです：この会社の${channel}はあなたに届きます。`,
  },
};
