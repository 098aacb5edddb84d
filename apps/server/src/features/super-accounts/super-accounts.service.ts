import {
  AppError,
  type RelatedCompany,
  Status,
  type SuperAccountLogin,
  superAccountPrefix,
  visitorCountRangeMaxDays,
  type VisitorCounts,
} from '@vestibule/contract';
import { type Attempt, assertNotLocked, forgetFailures, recordFailure, signedIn } from '../../platform/auth/lockout.js';
import { assertPasswordFits } from '../../platform/auth/password-check.js';
import type { Session } from '../../platform/auth/session.js';
import { endSession, endSessionsOf } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import {
  deleteSuperAccount,
  existingCompanyIds,
  findSuperAccount,
  findSuperAccountByKey,
  insertSuperAccount,
  relateCompanies,
  relatedCompanies,
  signInsPerCompany,
  signInsPerDay,
  unrelateCompanies,
  updateSuperAccount,
} from './super-accounts.repo.js';
import { openGroupSession } from './super-account-sign-in.service.js';

/* What a super account reads (its companies and their counts) and what the operator does with super accounts. */

export async function relatedAccounts(ctx: AppContext, session: Session): Promise<RelatedCompany[]> {
  return relatedCompanies(ctx.database.db, session.subjectId);
}

/** Sign-ins per covered company (all time, or within the days given), and per day for a range. */
export async function visitorCounts(
  ctx: AppContext,
  session: Session,
  range?: { startDate: string; endDate: string },
): Promise<VisitorCounts> {
  if (range) assertCountableDays(range);
  const companies = await relatedCompanies(ctx.database.db, session.subjectId);
  if (companies.length === 0) return { total: 0, vData: [], days: [] };
  const ids = companies.map((company) => company.userid);
  const days = range && { startDay: range.startDate, endDay: range.endDate };
  const [perCompany, perDay] = await Promise.all([
    signInsPerCompany(ctx.database.db, ids, days),
    days ? signInsPerDay(ctx.database.db, ids, days) : Promise.resolve([]),
  ]);
  const countOf = new Map(perCompany.map((row) => [row.companyId, Number(row.count)]));
  const vData = companies.map(({ userid, company }) => ({ userid, company, vcount: countOf.get(userid) ?? 0 }));
  return {
    total: vData.reduce((sum, row) => sum + row.vcount, 0),
    vData,
    days: perDay.map((row) => ({ date: row.day, vcount: Number(row.count) })),
  };
}

/** Days in order and within the span one request may count, so it reads a bounded number of rows. */
function assertCountableDays({ startDate, endDate }: { startDate: string; endDate: string }) {
  const refuse = (rule: string) => {
    throw new AppError(Status.invalidField, `endDate: ${rule}`, 'endDate');
  };
  if (endDate < startDate) refuse('must not be before startDate');
  const span = Date.parse(endDate) - Date.parse(startDate);
  if (!(span < visitorCountRangeMaxDays * 86_400_000)) refuse(`must be within ${visitorCountRangeMaxDays} days of startDate`);
}

/** ModifySupAccPassword: the strictest password policy of the covered companies applies; other sessions end. */
export async function changeSuperAccountPassword(
  ctx: AppContext,
  session: Session,
  input: { password: string; oldPwd: string },
): Promise<void> {
  const account = await findSuperAccount(ctx.database.db, session.subjectId);
  if (!account) throw new AppError(Status.invalidUser);
  const attempt: Attempt = { kind: 'updateSuperAccountPassword', account: String(account.id), address: signedIn };
  await assertNotLocked(ctx, attempt);
  if (!(await verifyPassword(account.passwordHash, input.oldPwd))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.invalidPassword, 'The old password is wrong', 'oldPwd');
  }
  const companies = await relatedCompanies(ctx.database.db, account.id);
  assertPasswordFits(input.password, Math.max(0, ...companies.map((company) => company.pwdPolicy)), 'password');
  await forgetFailures(ctx, attempt);
  await updateSuperAccount(ctx.database.db, account.id, {
    passwordHash: await hashPassword(input.password),
    updatedAt: ctx.clock.now(),
  });
  await endSuperAccountSessions(ctx, account.id, session.id);
}

/** switchBranch: a new session in another covered company; the calling one ends. */
export async function switchBranch(
  ctx: AppContext,
  session: Session,
  branch: number,
  client: { ip: string; userAgent: string },
): Promise<SuperAccountLogin> {
  const account = await findSuperAccount(ctx.database.db, session.subjectId);
  const companies = await relatedCompanies(ctx.database.db, session.subjectId);
  if (!account || !companies.some((company) => company.userid === branch)) throw new AppError(Status.noPermission);
  await endSession(ctx, session);
  return openGroupSession(ctx, account, branch, client.ip, client.userAgent);
}

/** A session stands in one covered company (the first, or an HQ Administrator's branch): end them under every one. */
async function endSuperAccountSessions(ctx: AppContext, id: number, except = 0) {
  const companies = await relatedCompanies(ctx.database.db, id);
  for (const company of companies) {
    for (const kind of ['super', 'hq'] as const) await endSessionsOf(ctx, kind, company.userid, [id], except);
  }
}

/* The operator's side (npm run super-account): no endpoint creates a super account. */

export async function createSuperAccount(
  ctx: AppContext,
  input: { username: string; password: string; displayName: string; companyIds: number[]; hq?: boolean },
): Promise<number> {
  // The prefix marks the counts-only accounts (spec section 9); an HQ Administrator's name is free.
  if (!input.hq && !input.username.startsWith(superAccountPrefix)) {
    throw new AppError(Status.invalidField, `username: must begin with ${superAccountPrefix}`, 'username');
  }
  const usernameKey = searchKey(input.username);
  if (await findSuperAccountByKey(ctx.database.db, usernameKey)) throw new AppError(Status.userExists);
  assertPasswordFits(input.password, 1, 'password');
  const { id } = await insertSuperAccount(ctx.database.db, {
    username: input.username,
    usernameKey,
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName,
    hq: input.hq ? 1 : 0,
    now: ctx.clock.now(),
  });
  await relateSuperAccount(ctx, input.username, input.companyIds);
  return id;
}

async function accountNamed(ctx: AppContext, username: string) {
  const account = await findSuperAccountByKey(ctx.database.db, searchKey(username));
  if (!account) throw new AppError(Status.invalidUser, `No super account is named ${username}`);
  return account;
}

export async function relateSuperAccount(ctx: AppContext, username: string, companyIds: number[]): Promise<void> {
  const account = await accountNamed(ctx, username);
  if (companyIds.length === 0) return;
  const known = await existingCompanyIds(ctx.database.db, companyIds);
  const unknown = companyIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new AppError(Status.invalidField, `company: no company has the id ${unknown.join(', ')}`);
  await relateCompanies(ctx.database.db, account.id, companyIds);
}

export async function unrelateSuperAccount(ctx: AppContext, username: string, companyIds: number[]): Promise<void> {
  const account = await accountNamed(ctx, username);
  if (companyIds.length === 0) return;
  await endSuperAccountSessions(ctx, account.id);
  await unrelateCompanies(ctx.database.db, account.id, companyIds);
}

export async function setSuperAccountDisabled(ctx: AppContext, username: string, disabled: boolean): Promise<void> {
  const account = await accountNamed(ctx, username);
  await updateSuperAccount(ctx.database.db, account.id, { disabled: disabled ? 1 : 0, updatedAt: ctx.clock.now() });
  if (disabled) await endSuperAccountSessions(ctx, account.id);
}

export async function removeSuperAccount(ctx: AppContext, username: string): Promise<void> {
  const account = await accountNamed(ctx, username);
  await endSuperAccountSessions(ctx, account.id);
  await deleteSuperAccount(ctx.database.db, account.id);
}
