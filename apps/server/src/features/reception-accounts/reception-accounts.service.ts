import {
  AppError,
  deputyModulesOf,
  isDeputyType,
  type ReceptionAccount,
  receptionAccountTypes,
  Status,
} from '@vestibule/contract';
import type { Updateable } from 'kysely';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import { isRealYmd } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { ReceptionAccountTable } from '../../platform/db/schema.js';
import { hashPassword } from '../../platform/passwords.js';
import { companyPasswordPolicy } from '../account/account.service.js';
import { assertPasswordFits } from '../../platform/auth/password-check.js';
import {
  deleteAccount,
  findAccountById,
  findAccountByKey,
  insertAccount,
  listAccounts,
  type ReceptionAccountRow,
  updateAccount,
} from './reception-accounts.repo.js';

/*
 * The Administrator's reception, verification and manager accounts (/account/stage). Sign-in is in
 * reception-sign-in.service.ts, and what a manager may call in deputy-guard.service.ts.
 */

interface AccountFields {
  sname: string;
  sType: number;
  startDate: string;
  endDate: string;
  gid: string;
  moblie: string;
  remark: string;
  disabled: number;
  module: string[];
}

/** Which account a change names: its id, or else its account name. */
interface AccountRef {
  userId?: number;
  id?: number;
  account: string;
}

export const accountKeyOf = (account: string) => searchKey(account);

export const toReceptionAccount = (row: ReceptionAccountRow): ReceptionAccount => ({
  id: row.id,
  userid: row.companyId,
  account: row.account,
  sname: row.sname,
  sType: row.sType,
  company: row.companyName,
  moblie: row.mobile,
  startDate: row.startDate,
  endDate: row.endDate,
  gid: row.gid,
  remark: row.remark,
  disabled: row.disabled,
  module: deputyModulesOf(row.sType, row.modules),
  createTime: Number(row.createdAt),
});

/** What is stored of the modules: a sub-administrator's own choice; the other types hold none of their own. */
const storedModules = (sType: number, module: readonly string[]) =>
  sType === receptionAccountTypes.subAdministrator ? module.join(',') : '';

/** A desk account's sessions, or a manager's: either may be open under the account's id when its type changed. */
const endAccountSessions = async (ctx: AppContext, companyId: number, id: number) => {
  await endSessionsOf(ctx, 'reception', companyId, [id]);
  await endSessionsOf(ctx, 'deputy', companyId, [id]);
};

/** The original console's `userId` must name the caller's company, as `userid` must (610). */
function assertOwnCompany(companyId: number, userId: number | undefined): void {
  if (userId !== undefined && userId !== 0 && userId !== companyId) {
    throw new AppError(Status.noPermission, 'userId does not match the signed-in company', 'userId');
  }
}

/** The console's sign-in page tells a manager's name from a company's email by its @ (decision 0029). */
function assertManagerName(sType: number, account: string): void {
  if (isDeputyType(sType) && account.includes('@')) {
    throw new AppError(Status.invalidField, "account: a manager's account name must not contain @", 'account');
  }
}

/** Real days, the first not after the last. */
function assertValidity(startDate: string, endDate: string): void {
  for (const [field, day] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (day !== '' && !isRealYmd(day)) throw new AppError(Status.invalidField, `${field}: must be a real day`, field);
  }
  if (startDate !== '' && endDate !== '' && endDate < startDate) {
    throw new AppError(Status.invalidField, 'endDate: must not be before startDate', 'endDate');
  }
}

async function assertPasswordAllowed(ctx: AppContext, companyId: number, password: string): Promise<void> {
  const policy = await companyPasswordPolicy(ctx, companyId);
  if (policy === undefined) throw new AppError(Status.invalidUser);
  assertPasswordFits(password, policy, 'password');
}

async function assertNameFree(ctx: AppContext, companyId: number, accountKey: string, except = 0): Promise<void> {
  const holder = await findAccountByKey(ctx.database.db, companyId, accountKey);
  if (holder && holder.id !== except) {
    throw new AppError(Status.userExists, 'account: the company already has this account name', 'account');
  }
}

async function accountNamed(ctx: AppContext, companyId: number, ref: AccountRef): Promise<ReceptionAccountRow> {
  const db = ctx.database.db;
  if (ref.id === undefined && !ref.account)
    throw new AppError(Status.invalidField, 'account: give the id or the account', 'account');
  const row =
    ref.id === undefined
      ? await findAccountByKey(db, companyId, accountKeyOf(ref.account))
      : await findAccountById(db, companyId, ref.id);
  if (!row)
    throw new AppError(
      Status.noRecord,
      `${ref.id === undefined ? 'account' : 'id'}: no such account`,
      ref.id === undefined ? 'account' : 'id',
    );
  return row;
}

async function accountView(ctx: AppContext, companyId: number, id: number): Promise<ReceptionAccount> {
  const row = await findAccountById(ctx.database.db, companyId, id);
  if (!row) throw new AppError(Status.noRecord, 'id: no such account', 'id');
  return toReceptionAccount(row);
}

/** A manager's name, which visits record as who acted; '' when the account is gone. */
export const managerName = async (ctx: AppContext, companyId: number, id: number): Promise<string> =>
  (await findAccountById(ctx.database.db, companyId, id))?.sname ?? '';

export async function receptionAccounts(
  ctx: AppContext,
  companyId: number,
  input: { userId?: number; stList?: number[] },
): Promise<ReceptionAccount[]> {
  assertOwnCompany(companyId, input.userId);
  return (await listAccounts(ctx.database.db, companyId, input.stList ?? [])).map(toReceptionAccount);
}

/** 3 naming account when the company has the name already (two racing additions: the unique index answers 3 too). */
export async function addReceptionAccount(
  ctx: AppContext,
  companyId: number,
  input: AccountFields & { userId?: number; account: string; password: string },
): Promise<ReceptionAccount> {
  assertOwnCompany(companyId, input.userId);
  assertValidity(input.startDate, input.endDate);
  assertManagerName(input.sType, input.account);
  await assertPasswordAllowed(ctx, companyId, input.password);
  const accountKey = accountKeyOf(input.account);
  await assertNameFree(ctx, companyId, accountKey);
  const id = await insertAccount(ctx.database.db, {
    companyId,
    account: input.account,
    accountKey,
    passwordHash: await hashPassword(input.password),
    sname: input.sname,
    sType: input.sType,
    startDate: input.startDate,
    endDate: input.endDate,
    gid: input.gid,
    mobile: input.moblie,
    remark: input.remark,
    disabled: input.disabled,
    modules: storedModules(input.sType, input.module),
    createdAt: ctx.clock.now(),
  });
  return accountView(ctx, companyId, id);
}

/**
 * Only the fields given change; with an id, `account` may rename the account.
 * A new password or disabling ends the account's sessions.
 */
export async function updateReceptionAccount(
  ctx: AppContext,
  companyId: number,
  input: AccountRef & Partial<AccountFields> & { password?: string },
): Promise<ReceptionAccount> {
  assertOwnCompany(companyId, input.userId);
  const row = await accountNamed(ctx, companyId, input);
  const changes: Updateable<ReceptionAccountTable> = {};
  const accountKey = accountKeyOf(input.account);
  if (input.id !== undefined && input.account !== row.account) {
    await assertNameFree(ctx, companyId, accountKey, row.id);
    Object.assign(changes, { account: input.account, accountKey });
  }
  assertValidity(input.startDate ?? row.startDate, input.endDate ?? row.endDate);
  if (input.password !== undefined) {
    await assertPasswordAllowed(ctx, companyId, input.password);
    changes.passwordHash = await hashPassword(input.password);
  }
  const given = {
    sname: input.sname,
    sType: input.sType,
    startDate: input.startDate,
    endDate: input.endDate,
    gid: input.gid,
    mobile: input.moblie,
    remark: input.remark,
    disabled: input.disabled,
  };
  for (const [key, value] of Object.entries(given)) if (value !== undefined) Object.assign(changes, { [key]: value });
  const sType = input.sType ?? row.sType;
  assertManagerName(sType, (changes.account as string | undefined) ?? row.account);
  if (input.module !== undefined || sType !== row.sType) {
    changes.modules = storedModules(sType, input.module ?? deputyModulesOf(row.sType, row.modules));
  }
  if (Object.keys(changes).length > 0) await updateAccount(ctx.database.db, companyId, row.id, changes);
  // A manager's next call reads its modules afresh; a new type, password or disabling ends its sessions.
  if (input.password !== undefined || input.disabled === 1 || sType !== row.sType) {
    await endAccountSessions(ctx, companyId, row.id);
  }
  return accountView(ctx, companyId, row.id);
}

/** 57 when the company has no such account; its sessions end with it. */
export async function deleteReceptionAccount(ctx: AppContext, companyId: number, input: AccountRef): Promise<void> {
  assertOwnCompany(companyId, input.userId);
  const row = await accountNamed(ctx, companyId, input);
  await deleteAccount(ctx.database.db, companyId, row.id);
  await endAccountSessions(ctx, companyId, row.id);
}
