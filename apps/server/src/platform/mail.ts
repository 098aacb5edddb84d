import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID (with angle brackets), so a receiver recognises a mail sent again. */
  messageId?: string;
  /** Pictures the HTML shows by `cid:` (a visitor's photo, an invitation's QR code). */
  attachments?: Array<{ filename: string; content: Buffer; cid: string; contentType?: string }>;
}

/** How a mail left: handed to a mail server, or only written to the log because none is set. */
export type MailOutcome = 'sent' | 'logged';

export interface Mailer {
  send(message: MailMessage): Promise<MailOutcome>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise mail is written to the log. */
export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (!options.smtpUrl) {
    options.logger.warn('SMTP_URL is not set: mail is written to the log instead of being sent');
    return {
      send: async (message) => {
        const { attachments, ...shown } = message;
        options.logger.warn(
          { mail: { ...shown, attachments: attachments?.map((file) => file.filename) } },
          'mail not sent (no SMTP_URL)',
        );
        return 'logged';
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
      return 'sent';
    },
    close: () => transport.close(),
  };
}
