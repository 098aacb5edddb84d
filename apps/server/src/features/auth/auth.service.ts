import {
  AppError,
  checkPassword,
  type CompanyLanguage,
  type LoginResult,
  passwordPolicies,
  passwordProblemMessages,
  Status,
} from '@vestibule/contract';
import { endSession, openSession } from '../../platform/auth/sessions.js';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { lowerCase } from '../../platform/text.js';
import { companyByEmail, companyView, createCompany, markCompanySignedIn } from '../account/account.service.js';
import { spendCaptcha } from './captcha.service.js';
import {
  type Attempt,
  assertNotLocked,
  forgetFailures,
  lockoutRuleOf,
  recordFailure,
  signInKinds,
} from '../../platform/auth/lockout.js';
import { passwordMatches } from '../../platform/auth/password-check.js';

const dayMs = 86_400_000;

/** Where a sign-in comes from: the client address, and the browser its session will show. */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

export async function signInManager(
  ctx: AppContext,
  input: { email: string; password: string; digest: string },
  client: SignInClient,
) {
  const attempt: Attempt = { kind: signInKinds.manager, account: lowerCase(input.email), address: clientAddress(client.ip) };
  await spendCaptcha(ctx, input.digest, attempt.account);
  const company = await companyByEmail(ctx, attempt.account);
  await assertNotLocked(ctx, attempt, lockoutRuleOf(company ? [company] : []));
  if (!(await passwordMatches(company?.passwordHash, input.password))) {
    await recordFailure(ctx, attempt);
    throw new AppError(company ? Status.invalidPassword : Status.invalidUser);
  }
  if (!company) throw new AppError(Status.invalidUser);
  await forgetFailures(ctx, attempt);
  const now = ctx.clock.now();
  if (company.pwdExpireDays > 0 && now - company.passwordChangedAt > company.pwdExpireDays * dayMs) {
    throw new AppError(Status.passwordExpired);
  }
  await markCompanySignedIn(ctx, company.id, now);
  return loginResult(ctx, company.id, client);
}

export async function registerCompany(
  ctx: AppContext,
  input: {
    name: string;
    company: string;
    email: string;
    phone: string;
    password: string;
    language?: CompanyLanguage | undefined;
  },
  client: SignInClient,
) {
  const problem = checkPassword(input.password, passwordPolicies.basic);
  if (problem) throw new AppError(Status.invalidField, `password: ${passwordProblemMessages[problem]}`, 'password');
  return loginResult(ctx, await createCompany(ctx, input), client);
}

export async function signOut(ctx: AppContext, session: Session): Promise<void> {
  await endSession(ctx, session);
}

/** Login's answer for a company's Administrator whom another proof (single sign-on) identified: a new session. */
export async function signInManagerVouchedFor(
  ctx: AppContext,
  companyId: number,
  ip: string,
  userAgent = '',
): Promise<LoginResult> {
  await markCompanySignedIn(ctx, companyId, ctx.clock.now());
  return loginResult(ctx, companyId, { ip, userAgent });
}

async function loginResult(ctx: AppContext, companyId: number, client: SignInClient): Promise<LoginResult> {
  const company = await companyView(ctx, companyId);
  const { token } = await openSession(ctx, { kind: 'manager', subjectId: companyId, companyId }, client.ip, client.userAgent);
  return {
    ...company,
    token,
    tokenExpire: Math.floor(ctx.config.sessionIdleMs / 1000),
    password: '',
    securityKey: '',
    sType: -1,
  };
}
