import { randomInt } from 'node:crypto';
import { AppError, type CompanyLanguage, newCompanyBadgeSettings, Status } from '@vestibule/contract';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { lowerCase } from '../../platform/text.js';
import { type Attempt, assertNotLocked, forgetFailures, recordFailure, signedIn } from '../../platform/auth/lockout.js';
import { assertPasswordFits } from '../../platform/auth/password-check.js';
import { voidResetSecrets } from '../../platform/auth/reset-secrets.js';
import { ownPictureType } from '../files/files.service.js';
import {
  companyIdExists,
  deleteVisitorManagers,
  findBlacklistSwitch,
  findCompanyByEmail,
  findCompanyById,
  findCompanyByPhone,
  findCompanyIdByKey,
  findCompanySettings,
  findCompanyWithEmployeeTotal,
  insertCompany,
  insertVisitorManagers,
  updateCompany,
} from './account.repo.js';
import { companyKeyOf, toUserInfo } from './user-info.js';
import { assertPlanIncludes } from '../plans/plans.service.js';

/** The company as the API shows it, without counts (the sign-in answer); 1 when there is none. */
/** The company's row as stored, for what reads its settings (notices); undefined when there is none. */
export const companyRow = (ctx: AppContext, companyId: number) => findCompanySettings(ctx.database.db, companyId);

/** The company's row as stored, for rules that read its settings (an arrival's); 1 when there is none. */
export async function companySettings(ctx: AppContext, companyId: number) {
  const company = await companyRow(ctx, companyId);
  if (!company) throw new AppError(Status.invalidUser);
  return company;
}

export async function companyView(ctx: AppContext, companyId: number) {
  const company = await findCompanyById(ctx.database.db, companyId);
  if (!company) throw new AppError(Status.invalidUser);
  return toUserInfo(company);
}

export async function companyInfo(ctx: AppContext, companyId: number) {
  const company = await findCompanyWithEmployeeTotal(ctx.database.db, companyId);
  if (!company) throw new AppError(Status.invalidUser);
  return toUserInfo(company, { empTotal: Number(company.employeeTotal ?? 0) });
}

export async function editCompanyInfo(
  ctx: AppContext,
  companyId: number,
  input: {
    company: string;
    name: string;
    phone: string;
    abbreviation?: string;
    office?: string;
    affiliatedCompany?: string;
    logo?: string;
    language?: CompanyLanguage;
  },
) {
  const db = ctx.database.db;
  const companyKey = companyKeyOf(input.company);
  const holder = await findCompanyIdByKey(db, companyKey);
  if (holder && holder.id !== companyId) throw new AppError(Status.companyNameExists);
  if (input.logo) await assertOwnLogo(ctx, companyId, input.logo);
  await updateCompany(db, companyId, {
    company: input.company,
    companyKey,
    username: input.name,
    phone: input.phone,
    ...definedOnly({
      abbreviation: input.abbreviation,
      office: input.office,
      affiliatedCompany: input.affiliatedCompany,
      logo: input.logo,
      language: input.language,
    }),
    refreshDate: ctx.clock.now(),
  });
  return companyInfo(ctx, companyId);
}

const definedOnly = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

const isLogoType = (mime: string | null) => mime === 'image/jpeg' || mime === 'image/png';

async function assertOwnLogo(ctx: AppContext, companyId: number, url: string): Promise<void> {
  if (!isLogoType(await ownPictureType(ctx, companyId, url))) {
    throw new AppError(Status.invalidField, 'logo: must be a JPEG or PNG picture uploaded with Upload', 'logo');
  }
}

/** Wrong old passwords count towards a lockout of their own (67). Reset links and SMS codes sent earlier stop working. */
export async function changeManagerPassword(ctx: AppContext, session: Session, input: { oldpwd: string; newpwd: string }) {
  const db = ctx.database.db;
  const company = await findCompanyById(db, session.companyId);
  if (!company) throw new AppError(Status.invalidUser);
  const attempt: Attempt = { kind: 'updatePassword', account: String(company.id), address: signedIn };
  await assertNotLocked(ctx, attempt);
  if (!(await verifyPassword(company.passwordHash, input.oldpwd))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.invalidPassword, 'The old password is wrong', 'oldpwd');
  }
  assertPasswordFits(input.newpwd, company.pwdPolicy, 'newpwd');
  await forgetFailures(ctx, attempt);
  await setCompanyPassword(ctx, company.id, await hashPassword(input.newpwd));
  await voidResetSecrets(ctx, { companyId: company.id, phone: company.phone });
  // Other devices signed in with the old password are signed out.
  await endSessionsOf(ctx, 'manager', company.id, [company.id], session.id);
}

export async function setPasswordPolicy(ctx: AppContext, companyId: number, input: { pwdPolicy: number; pwdExpireDays: number }) {
  await updateCompany(ctx.database.db, companyId, { pwdPolicy: input.pwdPolicy, pwdExpireDays: input.pwdExpireDays });
}

export async function setCardText(ctx: AppContext, companyId: number, input: { cardText: string; cardPic: string }) {
  if (input.cardPic && !(await ownPictureType(ctx, companyId, input.cardPic))) {
    throw new AppError(Status.invalidField, 'cardPic: must be a picture uploaded with Upload', 'cardPic');
  }
  await updateCompany(ctx.database.db, companyId, { cardText: input.cardText, cardPic: input.cardPic });
}

export async function setUnsubscribe(ctx: AppContext, companyId: number, unsubscribe: number) {
  await updateCompany(ctx.database.db, companyId, { unsubscribe });
}

/** Turns the blacklist check at appointment and sign-in on (1) or off (0). */
export async function setBlacklistSwitch(ctx: AppContext, companyId: number, blackListSwitch: number) {
  await updateCompany(ctx.database.db, companyId, { blackListSwitch });
}

/** Turns resident-company mode (sub-accounts) on (1) or off (0). */
export async function setSubAccountSwitch(ctx: AppContext, companyId: number, subAccount: number) {
  await updateCompany(ctx.database.db, companyId, { subAccount });
}

/* What other features read and change of the company: sign-in, registration, resets, imports, visitor managers. */

/** Whether the company refuses blacklisted people (its blackListSwitch is 1). */
export const blacklistSwitchOn = async (ctx: AppContext, companyId: number) =>
  (await findBlacklistSwitch(ctx.database.db, companyId)) === 1;

export const companyByEmail = (ctx: AppContext, email: string) => findCompanyByEmail(ctx.database.db, email);

export const companyByPhone = (ctx: AppContext, phone: string) => findCompanyByPhone(ctx.database.db, phone);

/** The password policy employees of the company must meet; undefined when there is no such company. */
export const companyPasswordPolicy = async (ctx: AppContext, companyId: number) =>
  (await findCompanyById(ctx.database.db, companyId))?.pwdPolicy;

/** A new Administrator password (already hashed); its age counts from now. */
export async function setCompanyPassword(ctx: AppContext, companyId: number, passwordHash: string): Promise<void> {
  await updateCompany(ctx.database.db, companyId, { passwordHash, passwordChangedAt: ctx.clock.now() });
}

export async function markCompanySignedIn(ctx: AppContext, companyId: number, at: number): Promise<void> {
  await updateCompany(ctx.database.db, companyId, { loginDate: at });
}

/** Kiosks reload the employee list when the company's refresh date moves. */
export async function markEmployeesRefreshed(ctx: AppContext, companyId: number, at: number): Promise<void> {
  await updateCompany(ctx.database.db, companyId, { refreshDate: at });
}

/** The company's visitor managers become exactly these employees (the caller has checked they are the company's). */
export async function replaceVisitorManagers(ctx: AppContext, companyId: number, empids: readonly number[]): Promise<void> {
  await deleteVisitorManagers(ctx.database.db, companyId);
  await insertVisitorManagers(ctx.database.db, companyId, empids);
}

/**
 * A new company with its Administrator; returns its id. 46 when the name is
 * taken (regardless of case and spaces), 4 for the email, 3 for the phone.
 */
export async function createCompany(
  ctx: AppContext,
  input: {
    name: string;
    company: string;
    email: string;
    phone: string;
    password: string;
    language?: CompanyLanguage | undefined;
  },
): Promise<number> {
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
    plan: ctx.config.defaultPlan,
    ...newCompanyBadgeSettings,
    ...(input.language ? { language: input.language } : {}),
  });
  return id;
}

/** Company ids are random 8-digit numbers, as in the original product, so they reveal no count. */
async function newCompanyId(ctx: AppContext): Promise<number> {
  for (;;) {
    const id = randomInt(10_000_000, 100_000_000);
    if (!(await companyIdExists(ctx.database.db, id))) return id;
  }
}

/** Turns the approval process on (1) or off (0); visits the host accepts then wait for approval (permission 4). */
export async function setProcessSwitch(ctx: AppContext, companyId: number, processSwitch: number) {
  if (processSwitch === 1) await assertPlanIncludes(ctx, companyId, 'approvals');
  await updateCompany(ctx.database.db, companyId, { processSwitch });
}
