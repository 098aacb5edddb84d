import {
  AppError,
  Status,
  type SubAccount,
  type SubAccountModule,
  subAccountModuleNames,
  type SubAccountTemplate,
} from '@vestibule/contract';
import type { Updateable } from 'kysely';
import { assertResidentCompanyRoom } from '../plans/plans.service.js';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import { assertPasswordFits } from '../../platform/auth/password-check.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { SubAccountDefaults, SubAccountTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { hashPassword } from '../../platform/passwords.js';
import { lowerCase } from '../../platform/text.js';
import { companyPasswordPolicy, setSubAccountSwitch } from '../account/account.service.js';
import { ownPictureType } from '../files/files.service.js';
import { modulesOf } from '../resident-scope/resident-scope.service.js';
import {
  deleteSubAccountRow,
  findSubAccountById,
  findSubAccountIdByEmail,
  findSubAccountIdByName,
  findTemplate,
  insertSubAccount,
  insertTemplate,
  listSubAccounts,
  releaseEmployees,
  subAccountIdsOf,
  type SubAccountRow,
  updateSubAccountRow,
  updateTemplate,
} from './sub-accounts.repo.js';

/* The Administrator's resident companies (/account/coms) and their template. Sign-in and scope are beside this file. */

/** The resident company's role code (api-facts 2.4). */
const residentRole = 10;

/** The fields a template fixes, as the calls take them. */
export interface DefaultableInput {
  module?: SubAccountModule[] | undefined;
  vaPerm?: number | undefined;
  floor?: string | undefined;
  roomNumber?: string | undefined;
  gids?: string | undefined;
  egids?: number[] | undefined;
  vegids?: number[] | undefined;
  balance?: number | undefined;
  companyProfile?: string | undefined;
  meetingPoint?: string | undefined;
}

interface SubAccountInput extends DefaultableInput {
  companyName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  logo?: string | undefined;
  isUse?: number | undefined;
}

export const emailKeyOf = (email: string) => lowerCase(email.trim());

const permissionsOf = (stored: string) => modulesOf(stored).map((key) => ({ key, name: subAccountModuleNames[key] }));

export const toSubAccount = (row: SubAccountRow): SubAccount => ({
  id: row.id,
  userid: row.companyId,
  pemail: row.companyEmail,
  email: row.email,
  password: '',
  phone: row.phone,
  logo: row.logo,
  companyName: row.companyName,
  floor: row.floor,
  roomNumber: row.roomNumber,
  refreshDate: Number(row.updatedAt),
  token: '',
  balance: Number(row.balance),
  egids: row.egids,
  gids: row.gids,
  vegids: row.vegids,
  digest: '',
  sType: residentRole,
  account: row.email,
  vaPerm: row.vaPerm,
  adminType: 0,
  module: permissionsOf(row.modules),
  subAccountiId: row.id,
  isUse: row.isUse,
  companyProfile: row.companyProfile,
  meetingPoint: row.meetingPoint,
  createTime: Number(row.createdAt),
  empCount: Number(row.empCount ?? 0),
});

/** Table columns of the given defaultable fields; those left out are left out. */
function defaultColumns(input: DefaultableInput): Updateable<SubAccountDefaults> {
  const columns: Updateable<SubAccountDefaults> = {
    vaPerm: input.vaPerm,
    floor: input.floor,
    roomNumber: input.roomNumber,
    gids: input.gids,
    egids: input.egids?.join(','),
    vegids: input.vegids?.join(','),
    balance: input.balance,
    companyProfile: input.companyProfile,
    meetingPoint: input.meetingPoint,
    modules: input.module?.join(','),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

const notFound = () => new AppError(Status.invalidUser, 'id: no such resident company', 'id');

async function subAccountRow(ctx: AppContext, companyId: number, id: number): Promise<SubAccountRow> {
  const row = await findSubAccountById(ctx.database.db, companyId, id);
  if (!row) throw notFound();
  return row;
}

export const subAccountView = async (ctx: AppContext, companyId: number, id: number) =>
  toSubAccount(await subAccountRow(ctx, companyId, id));

async function assertPasswordAllowed(ctx: AppContext, companyId: number, password: string, field: string): Promise<void> {
  const policy = await companyPasswordPolicy(ctx, companyId);
  if (policy === undefined) throw new AppError(Status.invalidUser);
  assertPasswordFits(password, policy, field);
}

/** 3 when the company has a resident company of this name, 4 when any resident company signs in with the email. */
async function assertFree(ctx: AppContext, companyId: number, input: { companyName?: string; email?: string }, except = 0) {
  const db = ctx.database.db;
  if (input.companyName !== undefined) {
    const holder = await findSubAccountIdByName(db, companyId, searchKey(input.companyName));
    if (holder !== undefined && holder !== except) {
      throw new AppError(Status.userExists, 'companyName: the company already has this resident company', 'companyName');
    }
  }
  if (input.email !== undefined) {
    const holder = await findSubAccountIdByEmail(db, emailKeyOf(input.email));
    if (holder !== undefined && holder !== except) {
      throw new AppError(Status.emailTaken, 'email: a resident company already signs in with this email', 'email');
    }
  }
}

async function assertOwnLogo(ctx: AppContext, companyId: number, logo: string | undefined, current = '') {
  if (logo && logo !== current && !(await ownPictureType(ctx, companyId, logo))) {
    throw new AppError(Status.invalidField, 'logo: must be a picture uploaded with Upload', 'logo');
  }
}

function identityColumns(input: SubAccountInput): Updateable<SubAccountTable> {
  const columns: Updateable<SubAccountTable> = { ...defaultColumns(input) };
  if (input.companyName !== undefined)
    Object.assign(columns, { companyName: input.companyName, companyNameKey: searchKey(input.companyName) });
  if (input.email !== undefined) Object.assign(columns, { email: input.email, emailKey: emailKeyOf(input.email) });
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.logo !== undefined) columns.logo = input.logo;
  if (input.isUse !== undefined) columns.isUse = input.isUse;
  return columns;
}

export async function subAccountList(
  ctx: AppContext,
  companyId: number,
  input: { ids?: number[] | undefined; startIndex: number; requestedCount: number },
): Promise<SubAccount[]> {
  const { offset, limit } = pageWindow(input);
  return (await listSubAccounts(ctx.database.db, companyId, input.ids, offset, limit)).map(toSubAccount);
}

/** Fields left out take the template's values. */
export async function addSubAccount(
  ctx: AppContext,
  companyId: number,
  input: SubAccountInput & { companyName: string; email: string; password?: string | undefined },
): Promise<SubAccount> {
  await assertFree(ctx, companyId, input);
  await assertResidentCompanyRoom(ctx, companyId);
  await assertOwnLogo(ctx, companyId, input.logo);
  if (input.password !== undefined) await assertPasswordAllowed(ctx, companyId, input.password, 'password');
  const template = await findTemplate(ctx.database.db, companyId);
  const now = ctx.clock.now();
  const { companyId: _templateCompany, updatedAt: _templateTime, ...defaults } = template ?? { companyId, updatedAt: now };
  const id = await insertSubAccount(ctx.database.db, {
    ...defaults,
    ...identityColumns(input),
    companyId,
    companyName: input.companyName,
    companyNameKey: searchKey(input.companyName),
    email: input.email,
    emailKey: emailKeyOf(input.email),
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    passwordChangedAt: input.password === undefined ? null : now,
    createdAt: now,
    updatedAt: now,
  });
  return subAccountView(ctx, companyId, id);
}

/** Only the fields given change; disabling ends the resident company's sessions. */
export async function updateSubAccount(ctx: AppContext, companyId: number, input: SubAccountInput & { id: number }) {
  const row = await subAccountRow(ctx, companyId, input.id);
  await assertFree(ctx, companyId, input, row.id);
  await assertOwnLogo(ctx, companyId, input.logo, row.logo);
  await updateSubAccountRow(ctx.database.db, companyId, row.id, { ...identityColumns(input), updatedAt: ctx.clock.now() });
  if (input.isUse === 0) await endSessionsOf(ctx, 'subaccount', companyId, [row.id]);
  return subAccountView(ctx, companyId, row.id);
}

/** Its sessions end; its employees return to the main company. Its visits and blacklist entries stay the main company's. */
export async function deleteSubAccount(ctx: AppContext, companyId: number, id: number): Promise<void> {
  const row = await subAccountRow(ctx, companyId, id);
  await releaseEmployees(ctx.database.db, companyId, row.id, ctx.clock.now());
  await deleteSubAccountRow(ctx.database.db, companyId, row.id);
  await endSessionsOf(ctx, 'subaccount', companyId, [row.id]);
}

export async function resetSubAccountPassword(ctx: AppContext, companyId: number, input: { id: number; password: string }) {
  const row = await subAccountRow(ctx, companyId, input.id);
  await assertPasswordAllowed(ctx, companyId, input.password, 'password');
  await setPassword(ctx, companyId, row.id, input.password);
  await endSessionsOf(ctx, 'subaccount', companyId, [row.id]);
}

/** A new password; its age counts from now. */
export async function setPassword(ctx: AppContext, companyId: number, id: number, password: string) {
  const now = ctx.clock.now();
  await updateSubAccountRow(ctx.database.db, companyId, id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: now,
    updatedAt: now,
  });
}

const emptyTemplate = (companyId: number): SubAccountTemplate => ({
  userid: companyId,
  module: [],
  vaPerm: 0,
  floor: '',
  roomNumber: '',
  gids: '',
  egids: '',
  vegids: '',
  balance: 0,
  companyProfile: '',
  meetingPoint: '',
});

export async function subAccountTemplate(ctx: AppContext, companyId: number): Promise<SubAccountTemplate> {
  const row = await findTemplate(ctx.database.db, companyId);
  if (!row) return emptyTemplate(companyId);
  return {
    userid: companyId,
    module: permissionsOf(row.modules),
    vaPerm: row.vaPerm,
    floor: row.floor,
    roomNumber: row.roomNumber,
    gids: row.gids,
    egids: row.egids,
    vegids: row.vegids,
    balance: Number(row.balance),
    companyProfile: row.companyProfile,
    meetingPoint: row.meetingPoint,
  };
}

/** Only the fields given change; resident companies added before keep what they have. */
export async function setSubAccountTemplate(ctx: AppContext, companyId: number, input: DefaultableInput) {
  const db = ctx.database.db;
  const columns = { ...defaultColumns(input), updatedAt: ctx.clock.now() };
  if (await findTemplate(db, companyId)) await updateTemplate(db, companyId, columns);
  else await insertTemplate(db, { ...columns, companyId });
  return subAccountTemplate(ctx, companyId);
}

/** Turning resident-company mode off signs every resident company out; they cannot sign in until it is on again. */
export async function setSubAccountMode(ctx: AppContext, companyId: number, subAccount: number): Promise<void> {
  await setSubAccountSwitch(ctx, companyId, subAccount);
  if (subAccount === 0) await endSessionsOf(ctx, 'subaccount', companyId, await subAccountIdsOf(ctx.database.db, companyId));
}
