import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { digitCode } from '../../platform/crypto.js';
import { countIssuedSince, issueSecret, latestSecretOf, secretMatches, spendSecret } from '../../platform/secrets.js';
import { companyByPhone } from '../account/account.service.js';
import { spendCaptcha } from './captcha.service.js';
import { type Attempt, assertNotLocked, failedFromAnywhereSince, recordFailure } from '../../platform/auth/lockout.js';
import { voidResetSecrets } from '../../platform/auth/reset-secrets.js';

const codeLifetimeMs = 5 * 60_000;
const resendGapMs = 60_000;
const smsLock = 'sms';
// Wrong tries a code survives in all, from any address: with one code a minute, guessing six digits stays hopeless.
const triesPerCode = 5;

/**
 * Sends a code to a phone (after the captcha for that phone); one a minute per
 * phone. Earlier codes, and reset links of the Administrator with this phone, stop working.
 */
export async function sendSmsCode(ctx: AppContext, input: { phone: string; digest: string }): Promise<void> {
  await spendCaptcha(ctx, input.digest, input.phone);
  const db = ctx.database.db;
  const now = ctx.clock.now();
  if ((await countIssuedSince(db, 'sms-code', input.phone, now - resendGapMs)) > 0) {
    throw new AppError(Status.tooManyRequests, 'A code was sent to this phone less than a minute ago');
  }
  const code = digitCode(6);
  try {
    await ctx.sms.send(input.phone, `Your Vestibule verification code is ${code}. It is valid for 5 minutes.`);
  } catch (error) {
    ctx.logger.error({ err: error }, 'SMS send failed');
    throw new AppError(Status.smsSendFailed);
  }
  const company = await companyByPhone(ctx, input.phone);
  await voidResetSecrets(ctx, { companyId: company?.id, phone: input.phone });
  await issueSecret(db, 'sms-code', code, { subject: input.phone, payload: {}, now, lifetimeMs: codeLifetimeMs });
}

/**
 * Spends the code last sent to the phone: 7 when none is waiting, 144 when it
 * expired, 145 when it does not match. Five wrong codes from one address in 15
 * minutes lock that address (67); five wrong tries from anywhere end the code.
 */
export async function spendSmsCodeFor(ctx: AppContext, phone: string, code: string, address: string): Promise<void> {
  const attempt: Attempt = { kind: smsLock, account: phone, address };
  await assertNotLocked(ctx, attempt);
  const db = ctx.database.db;
  const sent = await latestSecretOf(db, 'sms-code', phone);
  const now = ctx.clock.now();
  if (!sent || sent.usedAt !== null) throw new AppError(Status.invalidVerificationCode);
  if (sent.expiresAt < now) throw new AppError(Status.smsCodeExpired);
  if (await failedFromAnywhereSince(ctx, smsLock, phone, sent.createdAt - 1, triesPerCode)) {
    throw new AppError(Status.invalidVerificationCode);
  }
  if (!(await secretMatches(sent, code.trim()))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.smsCodeWrong);
  }
  if (!(await spendSecret(db, sent, now))) throw new AppError(Status.invalidVerificationCode);
}
