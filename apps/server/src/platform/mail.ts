import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID (with angle brackets), so a receiver recognises a mail sent again. */
  messageId?: string;
  /** Pictures the HTML shows by `cid:`. */
  inlineImages?: Array<{ cid: string; filename: string; contentType: string; content: Buffer }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise mail is written to the log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    options.logger.warn('SMTP_URL is not set: mail is written to the log instead of being sent');
    return {
      send: async (message) => {
        options.logger.warn({ mail: { ...message, inlineImages: message.inlineImages?.length } }, 'mail not sent (no SMTP_URL)');
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async ({ inlineImages, ...message }) => {
      await transport.sendMail({ from: options.from, ...message, ...(inlineImages ? { attachments: inlineImages } : {}) });
    },
    close: () => transport.close(),
  };
}
