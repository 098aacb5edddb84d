import { AppError, type EquipmentGroup, Status } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { EquipmentGroupTable } from '../../platform/db/schema.js';
import { assertPlanIncludes } from '../plans/plans.service.js';
import {
  deleteGroupRow,
  findGroup,
  findGroupIdByName,
  groupsOfDevice,
  insertGroup,
  listGroups,
  updateGroupRow,
} from './equipment-groups.repo.js';
import { findDevice } from './devices.repo.js';

/* Door groups: which doors a visitor type, a visit or an employee opens. */

export interface GroupInput {
  egname: string;
  egno: string;
  etype: number;
  status: number;
  openAfterAuth: number;
  rules: string;
  gids: string;
}

export const noSuchGroup = () => new AppError(Status.noRecord, 'egid: no such door group', 'egid');
export const noSuchDevice = () => new AppError(Status.noRecord, 'eid: no such device', 'eid');
const nameTaken = () =>
  new AppError(Status.deviceGroupExists, 'egname: the company already has a door group of that name', 'egname');

export const groupView = (row: Selectable<EquipmentGroupTable>): EquipmentGroup => ({
  egid: row.id,
  userid: row.companyId,
  egname: row.egname,
  egno: row.egno,
  etype: row.etype,
  status: row.status,
  openAfterAuth: row.openAfterAuth,
  rules: row.rules,
  gids: row.gids,
});

export async function equipmentGroups(ctx: AppContext, companyId: number): Promise<EquipmentGroup[]> {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  return (await listGroups(ctx.database.db, companyId)).map(groupView);
}

export async function addEquipmentGroup(ctx: AppContext, companyId: number, input: GroupInput): Promise<EquipmentGroup> {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  const db = ctx.database.db;
  if ((await findGroupIdByName(db, companyId, input.egname)) !== undefined) throw nameTaken();
  return groupView(await insertGroup(db, { companyId, ...input, createdAt: ctx.clock.now() }));
}

export async function updateEquipmentGroup(ctx: AppContext, companyId: number, egid: number, input: GroupInput): Promise<void> {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  const db = ctx.database.db;
  if (!(await findGroup(db, companyId, egid))) throw noSuchGroup();
  const holder = await findGroupIdByName(db, companyId, input.egname);
  if (holder !== undefined && holder !== egid) throw nameTaken();
  await updateGroupRow(db, companyId, egid, input);
}

export async function deleteEquipmentGroup(ctx: AppContext, companyId: number, egid: number): Promise<void> {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  const db = ctx.database.db;
  if (!(await findGroup(db, companyId, egid))) throw noSuchGroup();
  await deleteGroupRow(db, companyId, egid);
}

export async function groupsOfEquipment(ctx: AppContext, companyId: number, eid: number): Promise<EquipmentGroup[]> {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  const db = ctx.database.db;
  if (!(await findDevice(db, companyId, eid))) throw noSuchDevice();
  return (await groupsOfDevice(db, companyId, eid)).map(groupView);
}
