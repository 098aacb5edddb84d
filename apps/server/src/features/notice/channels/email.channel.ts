import { emailTypes } from '@vestibule/contract';
import type { MailOutcome } from '../../../platform/mail.js';
import { mailerFor } from '../company-mailer.service.js';
import { loggedMailAnswer } from '../delivery-log.service.js';
import { type NoticeChannel, ProviderError } from '../notice-channel.js';

/** Mail through the company's own server when it set one, the server's SMTP_URL otherwise. */
export const emailChannel: NoticeChannel = {
  name: 'email',
  reaches: (settings, to) => settings.emailNotify === 1 && to.email.trim() !== '',
  async send(ctx, _companyId, settings, to, message) {
    const mailer = mailerFor(ctx, settings);
    const text = message.link ? `${message.text}\n\n${message.link}` : message.text;
    const server =
      settings.emailType === emailTypes.smtp
        ? settings.smtp
        : settings.emailType === emailTypes.exchange
          ? settings.exchange
          : 'the server';
    const address = to.email.trim();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new ProviderError(`mail: no answer within ${ctx.config.noticeTimeoutMs} ms`, 'time-out')),
        ctx.config.noticeTimeoutMs,
      );
    });
    let outcome: MailOutcome;
    try {
      outcome = await Promise.race([mailer.send({ to: address, subject: message.subject, text }), timeout]);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      const answer = error instanceof Error ? error.message : String(error);
      throw new ProviderError(`mail refused: ${answer}`, answer);
    } finally {
      clearTimeout(timer);
    }
    // Without SMTP_URL the server's mailer only writes the mail to its log: say so rather than claim a delivery.
    if (outcome === 'logged') return { delivery: 'logged', answer: loggedMailAnswer(address) };
    return `Mail accepted by ${server} for ${address}`;
  },
};
