import { AppError, type Equipment, Status, type StatusCode } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { EquipmentTable } from '../../platform/db/schema.js';
import { assertPlanIncludes } from '../plans/plans.service.js';
import { newDeviceSecret } from './device-secret.js';
import {
  deleteDeviceRow,
  deleteGroupLinksOfDevice,
  deviceHolding,
  findDevice,
  groupLinksOf,
  insertDevice,
  insertGroupLinks,
  listDevices,
  updateDeviceRow,
} from './devices.repo.js';
import { groupsAmong } from './equipment-groups.repo.js';
import { noSuchDevice, noSuchGroup } from './equipment-groups.service.js';

/* Devices: the door readers, their groups, and the secret each calls in with. */

/** A device is online when it called in within this long. */
export const onlineWindowMs = 5 * 60_000;

export interface DeviceInput {
  deviceName: string;
  deviceCode: string;
  extendCode: string;
  roomNum: string;
  deviceIp: string;
  devicePort: number;
  deviceQrcode: string;
  egids: number[];
}

export const deviceView = (row: Selectable<EquipmentTable>, egids: number[], now: number): Equipment => ({
  eid: row.id,
  userid: row.companyId,
  deviceName: row.deviceName,
  deviceCode: row.deviceCode,
  extendCode: row.extendCode,
  roomNum: row.roomNum,
  deviceIp: row.deviceIp,
  devicePort: row.devicePort,
  deviceQrcode: row.deviceQrcode,
  status: row.status,
  egids,
  eType: '',
  enterStatus: 0,
  onlineStatus: row.lastSeenAt !== null && now - row.lastSeenAt <= onlineWindowMs ? 1 : 0,
  lastSeen: row.lastSeenAt,
});

export async function equipmentList(ctx: AppContext, companyId: number, egid: number | undefined): Promise<Equipment[]> {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  const db = ctx.database.db;
  const rows = await listDevices(db, companyId, egid);
  const links = await groupLinksOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  const now = ctx.clock.now();
  return rows.map((row) =>
    deviceView(
      row,
      links.filter((link) => link.eid === row.id).map((link) => link.egid),
      now,
    ),
  );
}

/** The unique fields in the order they are checked, with the code each answers. */
const uniqueFields: Array<
  [keyof DeviceInput & ('deviceName' | 'deviceCode' | 'extendCode' | 'deviceQrcode'), StatusCode, string]
> = [
  ['deviceName', Status.deviceNameExists, 'another device has this name'],
  ['deviceCode', Status.deviceIdentifierExists, 'another device has this identifier'],
  ['extendCode', Status.deviceExtensionExists, 'another device has this extension identifier'],
  ['deviceQrcode', Status.readerNumberExists, 'another device has this reader number'],
];

async function assertUniqueFields(ctx: AppContext, companyId: number, input: DeviceInput, eid: number) {
  for (const [field, status, reason] of uniqueFields) {
    const value = input[field];
    if (value !== '' && (await deviceHolding(ctx.database.db, companyId, field, value, eid)) !== undefined) {
      throw new AppError(status, `${field}: ${reason}`, field);
    }
  }
}

/** The groups named, all of them the company's (57 otherwise). */
async function ownGroups(ctx: AppContext, companyId: number, egids: readonly number[]) {
  const unique = [...new Set(egids)];
  const found = await groupsAmong(ctx.database.db, companyId, unique);
  if (found.length !== unique.length) throw noSuchGroup();
  return unique;
}

const deviceColumns = ({ egids: _egids, ...columns }: DeviceInput) => columns;

export async function addEquipment(ctx: AppContext, companyId: number, input: DeviceInput) {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  await assertUniqueFields(ctx, companyId, input, 0);
  const egids = await ownGroups(ctx, companyId, input.egids);
  const db = ctx.database.db;
  const { secret, secretHash } = newDeviceSecret();
  const eid = await insertDevice(db, {
    companyId,
    ...deviceColumns(input),
    secretHash,
    lastSeenAt: null,
    createdAt: ctx.clock.now(),
  });
  await insertGroupLinks(db, companyId, eid, egids);
  return { eid, deviceSecret: secret };
}

async function ownDevice(ctx: AppContext, companyId: number, eid: number) {
  await assertPlanIncludes(ctx, companyId, 'doorAccess');
  const device = await findDevice(ctx.database.db, companyId, eid);
  if (!device) throw noSuchDevice();
  return device;
}

export async function updateEquipment(ctx: AppContext, companyId: number, eid: number, input: DeviceInput & { status: number }) {
  await ownDevice(ctx, companyId, eid);
  await assertUniqueFields(ctx, companyId, input, eid);
  const egids = await ownGroups(ctx, companyId, input.egids);
  const db = ctx.database.db;
  await updateDeviceRow(db, companyId, eid, { ...deviceColumns(input), status: input.status });
  await deleteGroupLinksOfDevice(db, companyId, eid);
  await insertGroupLinks(db, companyId, eid, egids);
}

export async function deleteEquipment(ctx: AppContext, companyId: number, eid: number): Promise<void> {
  await ownDevice(ctx, companyId, eid);
  await deleteDeviceRow(ctx.database.db, companyId, eid);
}

export async function resetEquipmentSecret(ctx: AppContext, companyId: number, eid: number) {
  await ownDevice(ctx, companyId, eid);
  const { secret, secretHash } = newDeviceSecret();
  await updateDeviceRow(ctx.database.db, companyId, eid, { secretHash });
  return { deviceSecret: secret };
}
