import { AppError, Status } from '@vestibule/contract';
import { endSessionsOf, type Session } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { type Attempt, assertNotLocked, forgetFailures, recordFailure, signedIn } from '../auth/lockout.js';
import { assertPasswordFits } from '../auth/password-reset.service.js';
import { voidResetSecrets } from '../auth/reset-secrets.js';
import { ownPictureType } from '../files/files.service.js';
import { isLogoType } from '../files/picture-type.js';
import { findCompanyById, findCompanyIdByKey, findCompanyWithEmployeeTotal, updateCompany } from './account.repo.js';
import { companyKeyOf, toUserInfo } from './user-info.js';

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
    }),
    refreshDate: ctx.clock.now(),
  });
  return companyInfo(ctx, companyId);
}

const definedOnly = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

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
  await updateCompany(db, company.id, { passwordHash: await hashPassword(input.newpwd), passwordChangedAt: ctx.clock.now() });
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
