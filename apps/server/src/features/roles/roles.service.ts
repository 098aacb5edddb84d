import { AppError, type Employee, type Page, Status } from '@vestibule/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { assertOwnEmployees, employeeViews } from '../employees/employee-lookup.service.js';
import {
  anyHolderOf,
  countHolders,
  countHoldersByGroup,
  countHoldersByRole,
  deleteRoleLinks,
  deleteRoles,
  findRoleById,
  findRoleIdsInGroup,
  holdersAmong,
  insertHolders,
  insertRole,
  listHoldersPage,
  listRoles,
  updateRole,
} from './roles.repo.js';

type Db = Kysely<Database>;

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

const isGroup = (role: { parentId: number }) => role.parentId === 0;

/** 604 unless the role (or group) is the company's. */
async function ownRole(db: Db, companyId: number, rid: number) {
  const role = await findRoleById(db, companyId, rid);
  if (!role) throw invalid('rid', 'no such role');
  return role;
}

/** 604 unless it is one of the company's roles, not a group: only roles are held by people. */
async function ownHeldRole(db: Db, companyId: number, rid: number) {
  const role = await ownRole(db, companyId, rid);
  if (isGroup(role)) throw invalid('rid', 'must be a role, not a role group');
  return role;
}

async function assertGroupOrTop(db: Db, companyId: number, parentId: number) {
  if (parentId === 0) return;
  const parent = await findRoleById(db, companyId, parentId);
  if (!parent || !isGroup(parent)) throw invalid('parentId', 'must be 0 or a role group');
}

export async function roleGroups(ctx: AppContext, companyId: number) {
  const db = ctx.database.db;
  const [roles, byRole, byGroup] = await Promise.all([
    listRoles(db, companyId),
    countHoldersByRole(db, companyId),
    countHoldersByGroup(db, companyId),
  ]);
  const roleCounts = new Map(byRole.map((row) => [row.rid, row.count]));
  const groupCounts = new Map(byGroup.map((row) => [row.groupId, row.count]));
  const view = (role: (typeof roles)[number], empCount: number) => ({
    rid: role.id,
    rgName: role.rgName,
    parentId: role.parentId,
    userid: role.companyId,
    empCount,
  });
  return roles.filter(isGroup).map((group) => ({
    ...view(group, groupCounts.get(group.id) ?? 0),
    childRoleList: roles.filter((role) => role.parentId === group.id).map((role) => view(role, roleCounts.get(role.id) ?? 0)),
  }));
}

export async function addRole(ctx: AppContext, companyId: number, input: { rgName: string; parentId?: number }) {
  const db = ctx.database.db;
  const parentId = input.parentId ?? 0;
  await assertGroupOrTop(db, companyId, parentId);
  return { rid: await insertRole(db, { companyId, rgName: input.rgName, parentId, createdAt: ctx.clock.now() }) };
}

/** A group stays a group; a role may move to another group. */
export async function editRole(ctx: AppContext, companyId: number, input: { rid: number; rgName: string; parentId?: number }) {
  const db = ctx.database.db;
  const role = await ownRole(db, companyId, input.rid);
  const parentId = input.parentId ?? role.parentId;
  if (isGroup(role) && parentId !== 0) throw invalid('parentId', 'a role group cannot move into another group');
  if (!isGroup(role)) {
    if (parentId === 0) throw invalid('parentId', 'a role must stay inside a role group');
    await assertGroupOrTop(db, companyId, parentId);
  }
  await updateRole(db, companyId, role.id, { rgName: input.rgName, parentId });
}

/** 257 while anyone holds the role, or any role of the group. */
export async function removeRole(ctx: AppContext, companyId: number, rid: number) {
  const db = ctx.database.db;
  const role = await ownRole(db, companyId, rid);
  const rids = isGroup(role) ? [role.id, ...(await findRoleIdsInGroup(db, companyId, role.id))] : [role.id];
  if (await anyHolderOf(db, rids)) throw new AppError(Status.roleInUse);
  await deleteRoles(db, companyId, rids);
}

export async function giveRole(ctx: AppContext, companyId: number, rid: number, empids: number[]) {
  const db = ctx.database.db;
  await ownHeldRole(db, companyId, rid);
  const people = await assertOwnEmployees(ctx, companyId, empids, 'empids');
  const holding = new Set(await holdersAmong(db, rid, people));
  await insertHolders(
    db,
    rid,
    people.filter((empid) => !holding.has(empid)),
  );
}

export async function takeRole(ctx: AppContext, companyId: number, rid: number, empids: number[]) {
  const db = ctx.database.db;
  await ownHeldRole(db, companyId, rid);
  await deleteRoleLinks(db, rid, [...new Set(empids)]);
}

/**
 * A page of the people holding a role, ordered by name. Asked for a role
 * group (as the original console does), the people holding any of its roles,
 * each once.
 */
export async function rolePeople(
  ctx: AppContext,
  companyId: number,
  rid: number,
  request: { startIndex: number; requestedCount: number },
): Promise<Page<Employee>> {
  const db = ctx.database.db;
  const role = await ownRole(db, companyId, rid);
  const rids = isGroup(role) ? await findRoleIdsInGroup(db, companyId, role.id) : [role.id];
  const { offset, limit, pageNo, pageSize } = pageWindow(request);
  if (rids.length === 0) return { list: [], count: 0, pageNo, pageSize };
  const [rows, count] = await Promise.all([
    listHoldersPage(db, companyId, rids, offset, limit),
    countHolders(db, companyId, rids),
  ]);
  return { list: await employeeViews(ctx, companyId, rows), count, pageNo, pageSize };
}
