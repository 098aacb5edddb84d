import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { digitCode } from '../../platform/crypto.js';
import { spendCaptcha } from './captcha.service.js';
import { countSmsCodesSince, insertSmsCode, latestSmsCode, spendSmsCode } from './sms-code.repo.js';
import { assertNotLocked, recordFailure } from './lockout.js';

const codeLifetimeMs = 5 * 60_000;
const resendGapMs = 60_000;

/** Sends a code to a phone (after the captcha for that phone); one a minute per phone. */
export async function sendSmsCode(ctx: AppContext, input: { phone: string; digest: string }): Promise<void> {
  await spendCaptcha(ctx, input.digest, input.phone);
  const now = ctx.clock.now();
  if ((await countSmsCodesSince(ctx.database.db, input.phone, now - resendGapMs)) > 0) {
    throw new AppError(Status.tooManyRequests, 'A code was sent to this phone less than a minute ago');
  }
  const code = digitCode(6);
  try {
    await ctx.sms.send(input.phone, `Your Vestibule verification code is ${code}. It is valid for 5 minutes.`);
  } catch (error) {
    ctx.logger.error({ err: error }, 'SMS send failed');
    throw new AppError(Status.smsSendFailed);
  }
  await insertSmsCode(ctx.database.db, { phone: input.phone, code, createdAt: now, expiresAt: now + codeLifetimeMs });
}

/**
 * Spends the code last sent to the phone: 7 when none is waiting, 144 when it
 * expired, 145 when it does not match. Five wrong codes in 15 minutes lock (67).
 */
export async function spendSmsCodeFor(ctx: AppContext, phone: string, code: string): Promise<void> {
  await assertNotLocked(ctx, 'sms', phone);
  const row = await latestSmsCode(ctx.database.db, phone);
  const now = ctx.clock.now();
  if (!row || row.usedAt !== null) throw new AppError(Status.invalidVerificationCode);
  if (row.expiresAt < now) throw new AppError(Status.smsCodeExpired);
  if (row.code !== code.trim()) {
    await recordFailure(ctx, 'sms', phone);
    throw new AppError(Status.smsCodeWrong);
  }
  if (!(await spendSmsCode(ctx.database.db, row.id, now))) throw new AppError(Status.invalidVerificationCode);
}
