import { AppError, checkPassword, type PasswordPolicy, passwordProblemMessages, Status } from '@vestibule/contract';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { newToken, sha256 } from '../../platform/crypto.js';
import { hashPassword } from '../../platform/passwords.js';
import { lowerCase } from '../../platform/text.js';
import { findCompanyByEmail, findCompanyByPhone, updateCompany } from '../account/account.repo.js';
import { spendCaptcha } from './captcha.service.js';
import { findPasswordReset, insertPasswordReset, spendPasswordReset } from './password-reset.repo.js';
import { spendSmsCodeFor } from './sms-code.service.js';

const linkLifetimeMs = 30 * 60_000;

/** Mails the Administrator a single-use link to forgot.html?type=3, valid 30 minutes. */
export async function mailManagerResetLink(ctx: AppContext, input: { email: string; digest: string }): Promise<void> {
  const email = lowerCase(input.email);
  await spendCaptcha(ctx, input.digest, email);
  const company = await findCompanyByEmail(ctx.database.db, email);
  if (!company) throw new AppError(Status.invalidUser);
  const token = newToken();
  await insertPasswordReset(ctx.database.db, {
    tokenHash: sha256(token),
    subjectKind: 'manager',
    subjectId: company.id,
    expiresAt: ctx.clock.now() + linkLifetimeMs,
    usedAt: null,
  });
  const link = `${ctx.config.publicUrl}/forgot.html?type=3&email=${encodeURIComponent(email)}&digest=${token}`;
  try {
    await ctx.mailer.send({
      to: email,
      subject: 'Reset your Vestibule password',
      text: `Hello ${company.username},\n\nOpen this link within 30 minutes to set a new password for ${company.company}:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    });
  } catch (error) {
    ctx.logger.error({ err: error }, 'reset mail failed');
    throw new AppError(Status.emailSendFailed);
  }
}

/** Sets the Administrator password from a mailed link (39 when used or expired) or an SMS code. */
export async function resetManagerPassword(
  ctx: AppContext,
  input: { email: string; digest: string; phone: string; verifyCode: string; new_pwd: string },
): Promise<void> {
  const db = ctx.database.db;
  let companyId: number;
  if (input.email && input.digest) {
    const company = await findCompanyByEmail(db, lowerCase(input.email));
    const link = await findPasswordReset(db, sha256(input.digest));
    const now = ctx.clock.now();
    if (
      !company ||
      !link ||
      link.subjectKind !== 'manager' ||
      link.subjectId !== company.id ||
      link.usedAt !== null ||
      link.expiresAt < now
    ) {
      throw new AppError(Status.invalidLink);
    }
    assertPasswordFits(input.new_pwd, company.pwdPolicy, 'new_pwd');
    if (!(await spendPasswordReset(db, link.id, now))) throw new AppError(Status.invalidLink);
    companyId = company.id;
  } else {
    const company = await findCompanyByPhone(db, input.phone);
    if (!company) throw new AppError(Status.invalidUser);
    assertPasswordFits(input.new_pwd, company.pwdPolicy, 'new_pwd');
    await spendSmsCodeFor(ctx, input.phone, input.verifyCode);
    companyId = company.id;
  }
  await updateCompany(db, companyId, { passwordHash: await hashPassword(input.new_pwd), passwordChangedAt: ctx.clock.now() });
  await endSessionsOf(ctx, 'manager', companyId, [companyId]);
}

export function assertPasswordFits(password: string, policy: number, field: string): void {
  const problem = checkPassword(password, policy as PasswordPolicy);
  if (problem) throw new AppError(Status.invalidField, `${field}: ${passwordProblemMessages[problem]}`, field);
}
