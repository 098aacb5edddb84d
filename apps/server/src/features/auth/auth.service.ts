import { randomInt } from 'node:crypto';
import {
  AppError,
  checkPassword,
  type LoginResult,
  passwordPolicies,
  passwordProblemMessages,
  Status,
} from '@vestibule/contract';
import { endSession, openSession, type Session } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/passwords.js';
import { lowerCase } from '../../platform/text.js';
import {
  companyIdExists,
  findCompanyByEmail,
  findCompanyById,
  findCompanyByPhone,
  findCompanyIdByKey,
  insertCompany,
  updateCompany,
} from '../account/account.repo.js';
import { companyKeyOf, toUserInfo } from '../account/user-info.js';
import { spendCaptcha } from './captcha.service.js';
import { clientAddress } from './client-address.js';
import { type Attempt, assertNotLocked, forgetFailures, recordFailure, signInKinds } from './lockout.js';
import { passwordMatches } from './password-check.js';

const dayMs = 86_400_000;

export async function signInManager(ctx: AppContext, input: { email: string; password: string; digest: string }, ip: string) {
  const attempt: Attempt = { kind: signInKinds.manager, account: lowerCase(input.email), address: clientAddress(ip) };
  await spendCaptcha(ctx, input.digest, attempt.account);
  await assertNotLocked(ctx, attempt);
  const company = await findCompanyByEmail(ctx.database.db, attempt.account);
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
  await updateCompany(ctx.database.db, company.id, { loginDate: now });
  return loginResult(ctx, company.id, ip);
}

export async function registerCompany(
  ctx: AppContext,
  input: { name: string; company: string; email: string; phone: string; password: string },
  ip: string,
) {
  const problem = checkPassword(input.password, passwordPolicies.basic);
  if (problem) throw new AppError(Status.invalidField, `password: ${passwordProblemMessages[problem]}`, 'password');
  const db = ctx.database.db;
  const email = lowerCase(input.email);
  const companyKey = companyKeyOf(input.company);
  if (await findCompanyIdByKey(db, companyKey)) throw new AppError(Status.companyNameExists);
  if (await findCompanyByEmail(db, email)) throw new AppError(Status.emailTaken);
  if (await findCompanyByPhone(db, input.phone)) throw new AppError(Status.userExists);
  const id = await newCompanyId(ctx);
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  // Two registrations racing for the same name or email: the unique index decides, and the unit of work answers 46 or 4.
  await insertCompany(db, {
    id,
    company: input.company,
    companyKey,
    username: input.name,
    email,
    phone: input.phone,
    passwordHash,
    passwordChangedAt: now,
    regDate: now,
    loginDate: now,
  });
  return loginResult(ctx, id, ip);
}

export async function signOut(ctx: AppContext, session: Session): Promise<void> {
  await endSession(ctx, session);
}

async function loginResult(ctx: AppContext, companyId: number, ip: string): Promise<LoginResult> {
  const company = await findCompanyById(ctx.database.db, companyId);
  if (!company) throw new AppError(Status.invalidUser);
  const { token } = await openSession(ctx, { kind: 'manager', subjectId: companyId, companyId }, ip);
  return {
    ...toUserInfo(company),
    token,
    tokenExpire: Math.floor(ctx.config.sessionIdleMs / 1000),
    password: '',
    securityKey: '',
    sType: -1,
  };
}

/** Company ids are random 8-digit numbers, as in the original product, so they reveal no count. */
async function newCompanyId(ctx: AppContext): Promise<number> {
  for (;;) {
    const id = randomInt(10_000_000, 100_000_000);
    if (!(await companyIdExists(ctx.database.db, id))) return id;
  }
}
