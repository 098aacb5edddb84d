import { emailTypes } from '@vestibule/contract';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../platform/context.js';
import type { Mailer } from '../../platform/mail.js';
import { findMailSettings, type MailSettings } from './notice.repo.js';

/*
 * A company that set its own mail server (ConfigureEmail) sends all its mail
 * through it: invitations, the host's arrival mail, notices. The others use
 * the server's SMTP_URL (ctx.mailer).
 */

/** Exchange servers take mail from clients by SMTP submission with STARTTLS. */
const exchangeSubmissionPort = 587;

function transportOptions(settings: MailSettings, timeoutMs: number) {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const auth = settings.emailPwd ? { user: settings.emailAccount, pass: settings.emailPwd } : undefined;
  if (settings.emailType === emailTypes.exchange) {
    // The domain prefixes the login as Windows accounts are named (DOMAIN\user).
    const user = settings.domain ? `${settings.domain}\\${settings.emailAccount}` : settings.emailAccount;
    return {
      host: settings.exchange,
      port: exchangeSubmissionPort,
      secure: false,
      ...(auth ? { auth: { ...auth, user } } : {}),
      ...timeouts,
    };
  }
  return { host: settings.smtp, port: settings.smtpPort, secure: settings.ssl === 1, ...(auth ? { auth } : {}), ...timeouts };
}

/** True when the company sends through a server of its own. */
export const hasOwnMailServer = (settings: Pick<MailSettings, 'emailType'>) => settings.emailType !== emailTypes.server;

/** A mailer for the given settings: the company's own server, or the server's. */
export function mailerFor(ctx: AppContext, settings: MailSettings | undefined): Mailer {
  if (!settings || !hasOwnMailServer(settings)) return ctx.mailer;
  const transport = nodemailer.createTransport(transportOptions(settings, ctx.config.noticeTimeoutMs));
  return {
    send: async (message) => {
      try {
        await transport.sendMail({ from: settings.emailAccount, ...message });
        return 'sent';
      } finally {
        transport.close();
      }
    },
    close: () => transport.close(),
  };
}

/** The mailer every mail of the company goes through. */
export async function mailerOfCompany(ctx: AppContext, companyId: number): Promise<Mailer> {
  return mailerFor(ctx, await findMailSettings(ctx.database.db, companyId));
}
