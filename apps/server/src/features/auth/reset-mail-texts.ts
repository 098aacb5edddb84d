import type { CompanyLanguage } from '@vestibule/contract';

/* The Administrator's password-reset mail in each company language. */

interface ResetMailTexts {
  subject: string;
  body: (mail: { name: string; company: string; link: string }) => string;
}

export const resetMailTexts: Record<CompanyLanguage, ResetMailTexts> = {
  en: {
    subject: 'Reset your Vestibule password',
    body: ({ name, company, link }) =>
      `Hello ${name},\n\nOpen this link within 30 minutes to set a new password for ${company}:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
  },
  zh: {
    subject: '重置您的 Vestibule 密码',
    body: ({ name, company, link }) =>
      `${name}，您好：\n\n请在 30 分钟内打开此链接，为 ${company} 设置新密码：\n${link}\n\n如果这不是您本人的操作，请忽略此邮件。`,
  },
  hk: {
    subject: '重設您的 Vestibule 密碼',
    body: ({ name, company, link }) =>
      `${name}，您好：\n\n請在 30 分鐘內開啟此連結，為 ${company} 設定新密碼：\n${link}\n\n如果這不是您本人的操作，請忽略此郵件。`,
  },
  ja: {
    subject: 'Vestibule のパスワードの再設定',
    body: ({ name, company, link }) =>
      `${name} 様\n\n30分以内に次のリンクを開き、${company} の新しいパスワードを設定してください：\n${link}\n\nお心当たりがない場合は、このメールを破棄してください。`,
  },
};
