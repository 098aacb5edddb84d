import { type CompanyLanguage, defaultVisitReasons, visitReasonOf } from '@vestibule/contract';

/*
 * The invitation's fixed texts in each company language: the mail around the
 * template's message, and the SMS. What the company or employee wrote (the
 * template's texts) goes out as written.
 */

export interface InvitationLabels {
  host: string;
  company: string;
  time: string;
  visitType: string;
  entryCode: string;
  codeValidUntil: string;
  address: string;
  location: string;
  traffic: string;
  about: string;
}

export interface InvitationTexts {
  subject: (host: string, company: string) => string;
  /** Opens a mail whose template has no message of its own. */
  greeting: (visitor: string) => string;
  labels: InvitationLabels;
  /** Between a label and its value in the plain-text mail. */
  colon: string;
  answerLink: string;
  showCodeOrType: (code: string) => string;
  showCode: string;
  /** Above the QR picture of the HTML mail. */
  pictureCaption: string;
  pictureAlt: string;
  sms: (parts: { message: string; host: string; company: string; when: string; code: string; link: string }) => string;
}

export const invitationTexts: Record<CompanyLanguage, InvitationTexts> = {
  en: {
    subject: (host, company) => `Invitation from ${host} of ${company}`,
    greeting: (visitor) => `Dear ${visitor},`,
    labels: {
      host: 'Host',
      company: 'Company',
      time: 'Time',
      visitType: 'Visit type',
      entryCode: 'Entry code (type it at the tablet)',
      codeValidUntil: 'Code valid until',
      address: 'Address',
      location: 'Location (latitude, longitude)',
      traffic: 'How to get there',
      about: 'About us',
    },
    colon: ': ',
    answerLink: 'See the invitation, accept or refuse it',
    showCodeOrType: (code) =>
      `At the entrance, show the QR code in this mail to the tablet, or tap "I have an invitation" and type ${code}.`,
    showCode: 'Show the QR code in this mail at the entrance.',
    pictureCaption: 'Show this QR code at the entrance:',
    pictureAlt: 'Entry QR code',
    sms: ({ message, host, company, when, code, link }) =>
      `${message || `${host} of ${company} invites you on ${when}.`}${code ? ` Your entry code: ${code}.` : ''} Details and your QR code: ${link}`,
  },
  zh: {
    subject: (host, company) => `${company} 的 ${host} 邀请您来访`,
    greeting: (visitor) => `尊敬的 ${visitor}：`,
    labels: {
      host: '被访人',
      company: '公司',
      time: '时间',
      visitType: '来访事由',
      entryCode: '入场码（在平板上输入）',
      codeValidUntil: '入场码有效期至',
      address: '地址',
      location: '位置（纬度，经度）',
      traffic: '交通指引',
      about: '关于我们',
    },
    colon: '：',
    answerLink: '查看邀请，接受或拒绝',
    showCodeOrType: (code) => `到达时，请向平板出示本邮件中的二维码，或点击“我有邀请”并输入 ${code}。`,
    showCode: '到达时请出示本邮件中的二维码。',
    pictureCaption: '到达时请出示此二维码：',
    pictureAlt: '入场二维码',
    sms: ({ message, host, company, when, code, link }) =>
      `${message || `${company} 的 ${host} 邀请您于 ${when} 来访。`}${code ? `您的入场码：${code}。` : ''}详情及二维码：${link}`,
  },
  hk: {
    subject: (host, company) => `${company} 的 ${host} 邀請您來訪`,
    greeting: (visitor) => `尊敬的 ${visitor}：`,
    labels: {
      host: '被訪人',
      company: '公司',
      time: '時間',
      visitType: '來訪事由',
      entryCode: '入場碼（在平板上輸入）',
      codeValidUntil: '入場碼有效期至',
      address: '地址',
      location: '位置（緯度，經度）',
      traffic: '交通指引',
      about: '關於我們',
    },
    colon: '：',
    answerLink: '查看邀請，接受或拒絕',
    showCodeOrType: (code) => `到達時，請向平板出示本郵件中的二維碼，或點擊「我有邀請」並輸入 ${code}。`,
    showCode: '到達時請出示本郵件中的二維碼。',
    pictureCaption: '到達時請出示此二維碼：',
    pictureAlt: '入場二維碼',
    sms: ({ message, host, company, when, code, link }) =>
      `${message || `${company} 的 ${host} 邀請您於 ${when} 來訪。`}${code ? `您的入場碼：${code}。` : ''}詳情及二維碼：${link}`,
  },
  ja: {
    subject: (host, company) => `${company} ${host}よりご招待`,
    greeting: (visitor) => `${visitor} 様`,
    labels: {
      host: '担当者',
      company: '会社',
      time: '日時',
      visitType: '訪問目的',
      entryCode: '入場コード（タブレットで入力）',
      codeValidUntil: 'コードの有効期限',
      address: '住所',
      location: '位置（緯度、経度）',
      traffic: 'アクセス',
      about: '会社案内',
    },
    colon: '：',
    answerLink: '招待を確認し、承諾または辞退する',
    showCodeOrType: (code) =>
      `ご来訪時に、このメールのQRコードをタブレットにかざすか、「招待があります」をタップして ${code} を入力してください。`,
    showCode: 'ご来訪時に、このメールのQRコードをご提示ください。',
    pictureCaption: 'ご来訪時にこのQRコードをご提示ください：',
    pictureAlt: '入場用QRコード',
    sms: ({ message, host, company, when, code, link }) =>
      `${message || `${company} ${host}より、${when}のご来訪のご招待です。`}${code ? `入場コード：${code}。` : ''}詳細とQRコード：${link}`,
  },
};

type SeededReason = (typeof defaultVisitReasons)[number];

// The seeded visit reasons in each language, as the console shows them.
const reasonWords: Record<CompanyLanguage, Record<SeededReason, string>> = {
  en: { Business: 'Business', Interview: 'Interview', Delivery: 'Delivery', Other: 'Other' },
  zh: { Business: '商务', Interview: '面试', Delivery: '送货', Other: '其他' },
  hk: { Business: '商務', Interview: '面試', Delivery: '送貨', Other: '其他' },
  ja: { Business: '商談', Interview: '面接', Delivery: '配達', Other: 'その他' },
};

const isSeededReason = (value: string): value is SeededReason => (defaultVisitReasons as readonly string[]).includes(value);

/**
 * A visit's reason as the mail shows it: the seeded ones in the language (a built-in template type, as an older
 * visit may still hold it, counts as the reason it stands for), the company's own as written.
 */
export function visitReasonWord(reason: string, language: CompanyLanguage): string {
  const seeded = visitReasonOf(reason);
  return isSeededReason(seeded) ? reasonWords[language][seeded] : reason;
}
