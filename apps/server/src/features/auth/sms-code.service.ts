import { AppError, Status } from '@vestibule/contract';
import type { SmsCodeAccountKind } from '@vestibule/contract/endpoints/auth';
import type { AppContext } from '../../platform/context.js';
import { digitCode } from '../../platform/crypto.js';
import { countIssuedSince, issueSecret, latestSecretOf, secretMatches, spendSecret } from '../../platform/secrets.js';
import { companyByPhone } from '../account/account.service.js';
import { isEmployeePhone } from '../employees/employee-lookup.service.js';
import { spendSolvedCaptcha } from './captcha.service.js';
import { type Attempt, failedFromAnywhereSince, failedTooOften, recordFailure } from '../../platform/auth/lockout.js';
import { voidResetSecrets } from '../../platform/auth/reset-secrets.js';

const codeLifetimeMs = 5 * 60_000;
const resendGapMs = 60_000;
const smsLock = 'sms';
// Wrong tries a code survives from all addresses together: twenty in a million keeps guessing hopeless, and one
// address, stopped after five (failedTooOften), cannot end the owner's code alone.
const triesPerCode = 20;

/**
 * Sends a code to a phone of an account of the kind asked (either kind when none is named), after a captcha solved
 * for that phone; one a minute per phone. Any other phone gets the same answer after the same steps, short of the
 * message, so the call tells nobody which phones have accounts. Earlier codes of the phone, and reset links of the
 * Administrator with this phone, stop working.
 */
export async function sendSmsCode(
  ctx: AppContext,
  input: { phone: string; digest: string; accountKind?: SmsCodeAccountKind },
): Promise<void> {
  // Even with CAPTCHA=off: every message costs money and reaches someone's phone.
  await spendSolvedCaptcha(ctx, input.digest, input.phone);
  const db = ctx.database.db;
  const now = ctx.clock.now();
  if ((await countIssuedSince(db, 'sms-code', input.phone, now - resendGapMs)) > 0) {
    throw new AppError(Status.tooManyRequests, 'A code was sent to this phone less than a minute ago');
  }
  const company = await companyByPhone(ctx, input.phone);
  const code = digitCode(6);
  if (await reachesAccount(ctx, input.phone, company !== undefined, input.accountKind)) {
    try {
      await ctx.sms.send(input.phone, `Your Vestibule verification code is ${code}. It is valid for 5 minutes.`);
    } catch (error) {
      ctx.logger.error({ err: error }, 'SMS send failed');
      throw new AppError(Status.smsSendFailed);
    }
  }
  await voidResetSecrets(ctx, { companyId: company?.id, phone: input.phone });
  await issueSecret(db, 'sms-code', code, { subject: input.phone, payload: {}, now, lifetimeMs: codeLifetimeMs });
}

/** Whether the phone is an Administrator's or an employee's, as the kind asks. */
async function reachesAccount(ctx: AppContext, phone: string, isCompanyPhone: boolean, kind?: SmsCodeAccountKind) {
  if (kind !== 'employee' && isCompanyPhone) return true;
  return kind !== 'manager' && (await isEmployeePhone(ctx, phone));
}

/**
 * Spends the code last sent to the phone: 7 when none is waiting, 144 when it
 * expired, 145 when it does not match. Wrong codes never spend it. After five
 * wrong codes from one address in 15 minutes that address may try no more
 * (2001), and after twenty from anywhere the code is refused (2001) until the
 * owner asks for a new one; the owner's account stays open throughout.
 */
export async function spendSmsCodeFor(ctx: AppContext, phone: string, code: string, address: string): Promise<void> {
  const attempt: Attempt = { kind: smsLock, account: phone, address };
  if (await failedTooOften(ctx, attempt)) {
    throw new AppError(Status.tooManyRequests, 'Too many wrong codes from this address, try again later');
  }
  const db = ctx.database.db;
  const sent = await latestSecretOf(db, 'sms-code', phone);
  const now = ctx.clock.now();
  if (!sent || sent.usedAt !== null) throw new AppError(Status.invalidVerificationCode);
  if (sent.expiresAt < now) throw new AppError(Status.smsCodeExpired);
  if (await failedFromAnywhereSince(ctx, smsLock, phone, sent.createdAt - 1, triesPerCode)) {
    throw new AppError(Status.tooManyRequests, 'Too many wrong tries of this code: ask for a new one');
  }
  if (!(await secretMatches(sent, code.trim()))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.smsCodeWrong);
  }
  if (!(await spendSecret(db, sent, now))) throw new AppError(Status.invalidVerificationCode);
}
