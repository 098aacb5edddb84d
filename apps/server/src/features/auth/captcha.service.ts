import { randomInt } from 'node:crypto';
import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { lowerCase } from '../../platform/text.js';
import { renderCaptchaPng } from './captcha-image.js';
import { findCaptcha, insertCaptcha, updateUnusedCaptcha } from './captcha.repo.js';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const captchaLifetimeMs = 5 * 60_000;
// After a correct answer, the sign-in that follows must come soon (api-facts 2.1).
const passedForEmailMs = 60_000;
const passedForPhoneMs = 5 * 60_000;

export async function issueCaptcha(ctx: AppContext) {
  const code = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const digest = newToken().slice(0, 40).toUpperCase();
  const now = ctx.clock.now();
  await insertCaptcha(ctx.database.db, {
    digest,
    code,
    expiresAt: now + captchaLifetimeMs,
    passedAccount: null,
    passedUntil: null,
    usedAt: null,
  });
  return { base64Str: renderCaptchaPng(code).toString('base64'), digest };
}

/** Checks the typed code and remembers which account passed. Wrong answers burn the captcha. */
export async function checkCaptcha(ctx: AppContext, input: { email: string; phone: string; digest: string; vcode: string }) {
  const account = accountKey(input.email || input.phone);
  if (!account) throw new AppError(Status.invalidField, 'email: give the email or the phone the captcha is for', 'email');
  const row = await findCaptcha(ctx.database.db, input.digest);
  const now = ctx.clock.now();
  if (!row || row.usedAt !== null || row.passedAccount !== null || row.expiresAt < now) throw new AppError(Status.invalidCode);
  if (row.code !== input.vcode.trim().toUpperCase()) {
    await ctx.keepRegardless((db) => updateUnusedCaptcha(db, input.digest, { usedAt: now }));
    throw new AppError(Status.invalidCode);
  }
  const passedUntil = now + (input.email ? passedForEmailMs : passedForPhoneMs);
  await updateUnusedCaptcha(ctx.database.db, input.digest, { passedAccount: account, passedUntil });
}

/**
 * A sign-in or reset spends the captcha its account passed; a replay answers 119.
 * It stays spent when the sign-in is refused, so one captcha buys one attempt.
 */
export async function spendCaptcha(ctx: AppContext, digest: string, account: string): Promise<void> {
  if (!ctx.config.captcha) return;
  const row = digest ? await findCaptcha(ctx.database.db, digest) : undefined;
  const now = ctx.clock.now();
  const valid = row && row.usedAt === null && row.passedAccount === accountKey(account) && (row.passedUntil ?? 0) >= now;
  if (!valid || !(await updateUnusedCaptcha(ctx.database.db, digest, { usedAt: now }))) throw new AppError(Status.invalidCode);
  await ctx.keepRegardless((db) => updateUnusedCaptcha(db, digest, { usedAt: now }));
}

const accountKey = (account: string) => lowerCase(account.trim());
