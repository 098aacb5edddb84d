import { AppError, Status } from '@vestibule/contract';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { mailLanguageOf } from '../../platform/mail-language.js';
import { hashPassword } from '../../platform/passwords.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { findSecret, isLive, issueSecret, spendSecret } from '../../platform/secrets.js';
import { lowerCase } from '../../platform/text.js';
import { companyByEmail, companyByPhone, setCompanyPassword } from '../account/account.service.js';
import { spendCaptcha } from './captcha.service.js';
import { assertPasswordFits } from '../../platform/auth/password-check.js';
import { managerSubject, voidResetSecrets } from '../../platform/auth/reset-secrets.js';
import { resetMailTexts } from './reset-mail-texts.js';
import { spendSmsCodeFor } from './sms-code.service.js';

const linkLifetimeMs = 30 * 60_000;

/** Mails the Administrator a single-use link to forgot.html?type=3, valid 30 minutes; earlier links and codes stop working. */
export async function mailManagerResetLink(ctx: AppContext, input: { email: string; digest: string }): Promise<void> {
  const email = lowerCase(input.email);
  await spendCaptcha(ctx, input.digest, email);
  const company = await companyByEmail(ctx, email);
  if (!company) throw new AppError(Status.invalidUser);
  const token = newToken();
  await voidResetSecrets(ctx, { companyId: company.id, phone: company.phone });
  await issueSecret(ctx.database.db, 'password-reset', token, {
    subject: managerSubject(company.id),
    payload: {},
    now: ctx.clock.now(),
    lifetimeMs: linkLifetimeMs,
  });
  const link = `${ctx.config.publicUrl}/forgot.html?type=3&email=${encodeURIComponent(email)}&digest=${token}`;
  try {
    const texts = resetMailTexts[mailLanguageOf(company.language)];
    await ctx.mailer.send({
      to: email,
      subject: texts.subject,
      text: texts.body({ name: company.username, company: company.company, link }),
    });
  } catch (error) {
    ctx.logger.error({ err: error }, 'reset mail failed');
    throw new AppError(Status.emailSendFailed);
  }
}

/**
 * Sets the Administrator password from a mailed link (39 when used or expired)
 * or an SMS code. Every other link and code of the account stops working.
 */
export async function resetManagerPassword(
  ctx: AppContext,
  input: { email: string; digest: string; phone: string; verifyCode: string; new_pwd: string },
  ip: string,
): Promise<void> {
  const db = ctx.database.db;
  const { company, link } =
    input.email && input.digest
      ? await liveLink(ctx, input.email, input.digest)
      : { company: await companyByPhone(ctx, input.phone), link: undefined };
  if (!company) throw new AppError(Status.invalidUser);
  assertPasswordFits(input.new_pwd, company.pwdPolicy, 'new_pwd');
  if (link) {
    if (!(await spendSecret(db, link, ctx.clock.now()))) throw new AppError(Status.invalidLink);
  } else {
    await spendSmsCodeFor(ctx, input.phone, input.verifyCode, clientAddress(ip));
  }
  await setCompanyPassword(ctx, company.id, await hashPassword(input.new_pwd));
  await voidResetSecrets(ctx, { companyId: company.id, phone: company.phone });
  await endSessionsOf(ctx, 'manager', company.id, [company.id]);
}

/** A live link and the company it was mailed for, when it was mailed to this address; 39 otherwise. */
async function liveLink(ctx: AppContext, email: string, token: string) {
  const company = await companyByEmail(ctx, lowerCase(email));
  const link = await findSecret(ctx.database.db, 'password-reset', token);
  if (!company || !link || link.subject !== managerSubject(company.id) || !isLive(link, ctx.clock.now())) {
    throw new AppError(Status.invalidLink);
  }
  return { company, link };
}
