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
import { type Attempt, assertNotLocked, forgetFailures, recordFailure, signInKinds } from '../../platform/auth/lockout.js';
import { passwordMatches } from '../../platform/auth/password-check.js';

const dayMs = 86_400_000;

export async function signInManager(ctx: AppContext, input: { email: string; password: string; digest: string }, ip: string) {
  const attempt: Attempt = { kind: signInKinds.manager, account: lowerCase(input.email), address: clientAddress(ip) };
  await spendCaptcha(ctx, input.digest, attempt.account);
  await assertNotLocked(ctx, attempt);
  const company = await companyByEmail(ctx, attempt.account);
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
  return loginResult(ctx, company.id, ip);
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
  ip: string,
) {
  const problem = checkPassword(input.password, passwordPolicies.basic);
  if (problem) throw new AppError(Status.invalidField, `password: ${passwordProblemMessages[problem]}`, 'password');
  return loginResult(ctx, await createCompany(ctx, input), ip);
}

export async function signOut(ctx: AppContext, session: Session): Promise<void> {
  await endSession(ctx, session);
}

async function loginResult(ctx: AppContext, companyId: number, ip: string): Promise<LoginResult> {
  const company = await companyView(ctx, companyId);
  const { token } = await openSession(ctx, { kind: 'manager', subjectId: companyId, companyId }, ip);
  return {
    ...company,
    token,
    tokenExpire: Math.floor(ctx.config.sessionIdleMs / 1000),
    password: '',
    securityKey: '',
    sType: -1,
  };
}
