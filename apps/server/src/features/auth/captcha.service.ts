import { randomInt } from 'node:crypto';
import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { bindSecret, findSecret, isLive, issueSecret, spendSecret } from '../../platform/secrets.js';
import { lowerCase } from '../../platform/text.js';
import { renderCaptchaPng } from './captcha-image.js';
import { captchaDemanded } from '../../platform/auth/lockout.js';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const captchaLifetimeMs = 5 * 60_000;
// After a correct answer, the sign-in that follows must come soon (api-facts 2.1).
const passedForEmailMs = 60_000;
const passedForPhoneMs = 5 * 60_000;

/* The digest is the secret (kept hashed); the captcha is for nobody until answered, then for the account that answered it. */

export async function issueCaptcha(ctx: AppContext) {
  const code = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const digest = newToken().slice(0, 40).toUpperCase();
  const now = ctx.clock.now();
  await issueSecret(ctx.database.db, 'captcha', digest, { subject: '', payload: { code }, now, lifetimeMs: captchaLifetimeMs });
  return { base64Str: renderCaptchaPng(code).toString('base64'), digest };
}

/**
 * Checks the typed code and remembers which account passed. Wrong answers burn
 * the captcha. Where no captcha is demanded (CAPTCHA=off) any code passes, so
 * scripted clients that always ask for one keep working; only a right one is
 * remembered, since an SMS code needs it regardless (spendSolvedCaptcha).
 */
export async function checkCaptcha(ctx: AppContext, input: { email: string; phone: string; digest: string; vcode: string }) {
  const account = accountKey(input.email || input.phone);
  if (!account) throw new AppError(Status.invalidField, 'email: give the email or the phone the captcha is for', 'email');
  const demanded = await captchaDemanded(ctx, account);
  const captcha = await findSecret(ctx.database.db, 'captcha', input.digest);
  const now = ctx.clock.now();
  const open = captcha !== undefined && isLive(captcha, now) && captcha.subject === '';
  if (open && captcha.payload.code === input.vcode.trim().toUpperCase()) {
    const expiresAt = now + (input.email ? passedForEmailMs : passedForPhoneMs);
    if (await bindSecret(ctx.database.db, captcha, now, { subject: account, expiresAt })) return;
  } else if (open) {
    await ctx.keepRegardless((db) => spendSecret(db, captcha, now));
  }
  if (demanded) throw new AppError(Status.invalidCode);
}

/**
 * A sign-in or reset spends the captcha its account passed; a replay answers 119.
 * It stays spent when the sign-in is refused, so one captcha buys one attempt.
 */
export async function spendCaptcha(ctx: AppContext, digest: string, account: string): Promise<void> {
  const key = accountKey(account);
  if (await captchaDemanded(ctx, key)) await spendPassedCaptcha(ctx, digest, key);
}

/** spendCaptcha even with CAPTCHA=off: for a call whose every success costs money and reaches a stranger (an SMS). */
export const spendSolvedCaptcha = (ctx: AppContext, digest: string, account: string) =>
  spendPassedCaptcha(ctx, digest, accountKey(account));

async function spendPassedCaptcha(ctx: AppContext, digest: string, key: string): Promise<void> {
  const captcha = await passedCaptcha(ctx, digest, key);
  const now = ctx.clock.now();
  if (!(await spendSecret(ctx.database.db, captcha, now, key))) throw new AppError(Status.invalidCode);
  await ctx.keepRegardless((db) => spendSecret(db, captcha, now, key));
}

/** Same checks as spendCaptcha, but the captcha stays usable (for a retry that picks a company). */
export async function assertCaptchaPassed(ctx: AppContext, digest: string, account: string): Promise<void> {
  const key = accountKey(account);
  if (await captchaDemanded(ctx, key)) await passedCaptcha(ctx, digest, key);
}

async function passedCaptcha(ctx: AppContext, digest: string, account: string) {
  const captcha = digest ? await findSecret(ctx.database.db, 'captcha', digest) : undefined;
  if (!captcha || !isLive(captcha, ctx.clock.now()) || captcha.subject !== account) throw new AppError(Status.invalidCode);
  return captcha;
}

const accountKey = (account: string) => lowerCase(account.trim());
