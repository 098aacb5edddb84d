import { randomBytes } from 'node:crypto';
import {
  AppError,
  decideDoor,
  type DoorDecision,
  type DoorGroup,
  type DoorReason,
  type DoorSubject,
  invitationStatus,
  permissions,
  planAllows,
  signinTypes,
  Status,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { addDays, startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { EquipmentTable } from '../../platform/db/schema.js';
import { assertUnderRateLimit, countRateHit } from '../../platform/rate-limit.js';
import { blacklistEntriesFor } from '../blacklist/blacklist.service.js';
import { planOf } from '../plans/plans.service.js';
import { invitationClaimsOf, invitationWindow, invitedKinds } from '../invitations/invitation.service.js';
import { visitIdOfBadgeCode } from '../visits/visit-scope.service.js';
import { deviceSecretHash } from './device-secret.js';
import { findDeviceByCredentials, markDeviceSeen } from './devices.repo.js';
import { claimedCompany, looksLikeDoorCode, readDoorCode, signDoorCode } from './door-code.js';
import {
  findDoorKey,
  findEmployeeByCard,
  findRead,
  findVisitForDoor,
  insertAccessRecord,
  insertDoorKey,
} from './door-check.repo.js';
import { groupsOfDevice } from './equipment-groups.repo.js';
import { isResidentCode, residentScannedByCard, residentScannedByCode } from './resident-door.service.js';

/*
 * A door reader's calls (decision 0031; residents 0035). The reader is named by its code and
 * proves itself with its secret; any failure answers the same 27 and leaves
 * no trace in any company. Every decision is recorded once per read.
 */

type Device = Selectable<EquipmentTable>;

export interface DeviceCredentials {
  deviceCode: string;
  deviceSecret: string;
}

export interface Scan {
  code: string;
  cardNo: string;
  direction: '' | 'in' | 'out';
  at?: number | undefined;
  recordId: string;
}

const noSuchVisit = () => new AppError(Status.noRecord, 'vid: no such visit', 'vid');
const notRecognised = () => new AppError(Status.invalidToken, 'The device is not recognised');

/** The device these credentials name; wrong ones count against the caller's address like other public calls. */
export async function authenticatedDevice(ctx: AppContext, ip: string, credentials: DeviceCredentials): Promise<Device> {
  await assertUnderRateLimit(ctx, 'device', ip);
  const device = await findDeviceByCredentials(
    ctx.database.db,
    credentials.deviceCode,
    deviceSecretHash(credentials.deviceSecret),
  );
  if (device) return device;
  const at = ctx.clock.now();
  await ctx.keepRegardless((db) => countRateHit(db, 'device', ip, at));
  throw notRecognised();
}

/**
 * Notes that the device called in. A reader checks at every scan; writing its row each time would serialise a
 * busy door's checks on that row (PostgreSQL locks it to the commit), and online means seen within minutes.
 */
const seenWriteIntervalMs = 30_000;
async function noteDeviceSeen(ctx: AppContext, device: Device): Promise<void> {
  const now = ctx.clock.now();
  if (device.lastSeenAt === null || now - device.lastSeenAt >= seenWriteIntervalMs) {
    await markDeviceSeen(ctx.database.db, device.id, now);
  }
}

/** The company's door key, made on first use. */
export async function doorKeyOf(ctx: AppContext, companyId: number): Promise<string> {
  const db = ctx.database.db;
  const kept = await findDoorKey(db, companyId);
  if (kept) return kept;
  await insertDoorKey(db, companyId, randomBytes(32).toString('hex'), ctx.clock.now());
  return (await findDoorKey(db, companyId))!;
}

const asDoorGroup = (row: { id: number; status: number; etype: number; openAfterAuth: number }): DoorGroup => ({
  egid: row.id,
  status: row.status,
  etype: row.etype,
  openOnAuthorisation: row.openAfterAuth,
});

const idsOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

type Visit = NonNullable<Awaited<ReturnType<typeof findVisitForDoor>>>;

/** The visit's own groups, else its visitor type's, else its host's. */
export const effectiveGroups = (visit: Visit) => {
  for (const text of [visit.egids, visit.typeEgids, visit.hostEgids]) {
    const ids = idsOf(text);
    if (ids.length > 0) return ids;
  }
  return [];
};

const endOfDay = (day: string) => startOfYmd(addDays(day, 1)) - 1;

/** The instants the visit passes doors in: an invitation's window, else the day it signed in (or was made). */
export const visitWindow = (visit: Visit) =>
  invitedKinds.includes(visit.signinType)
    ? invitationWindow(visit)
    : (() => {
        const day = ymdOf(visit.visitdate ?? visit.createdAt);
        return { validFrom: startOfYmd(day), validUntil: endOfDay(day) };
      })();

/** An approved invitation or pre-registration that the visitor has not refused. */
const authorised = (visit: Visit) =>
  visit.permission === permissions.authorized &&
  visit.signinType !== signinTypes.walkIn &&
  visit.status !== invitationStatus.refused;

async function visitSubject(ctx: AppContext, visit: Visit, now: number): Promise<DoorSubject> {
  const startOfToday = startOfYmd(ymdOf(now));
  const blacklisted = (await blacklistEntriesFor(ctx, visit.companyId, { phone: visit.vphone, cardId: visit.cardId })).length > 0;
  return {
    kind: 'visit',
    egids: effectiveGroups(visit),
    blacklisted,
    ...visitWindow(visit),
    signedIn: visit.visitdate !== null && visit.visitdate >= startOfToday && visit.signOutDate === null,
    signedOut: visit.signOutDate !== null,
    authorised: authorised(visit),
  };
}

interface Scanned {
  subject?: DoorSubject;
  forged?: true;
  who: { vid: number; empid: number; name: string; phone: string; visitorCompany: string; vtype: string };
}

const nobody: Scanned['who'] = { vid: 0, empid: 0, name: '', phone: '', visitorCompany: '', vtype: '' };

/** The visit a scanned code names in the device's company: a door code, a badge or an invitation. */
async function visitOfCode(ctx: AppContext, companyId: number, code: string) {
  if (looksLikeDoorCode(code)) {
    if (claimedCompany(code) !== companyId) return { vid: undefined };
    const claims = readDoorCode(code, await doorKeyOf(ctx, companyId));
    return claims ? { vid: claims.vid } : { vid: undefined, forged: true as const };
  }
  const badge = visitIdOfBadgeCode(ctx, companyId, code);
  if (badge !== undefined) return { vid: badge };
  const invitation = invitationClaimsOf(ctx, code);
  if (invitation.state !== 'invalid' && invitation.claims.companyId === companyId) return { vid: invitation.claims.vid };
  return { vid: undefined };
}

async function whoIsScanned(ctx: AppContext, companyId: number, scan: Scan, now: number): Promise<Scanned> {
  const db = ctx.database.db;
  if (scan.code && isResidentCode(scan.code)) return (await residentScannedByCode(ctx, companyId, scan.code)) ?? { who: nobody };
  if (scan.code) {
    const found = await visitOfCode(ctx, companyId, scan.code);
    if (found.forged) return { forged: true, who: nobody };
    const visit = found.vid === undefined ? undefined : await findVisitForDoor(db, companyId, found.vid);
    if (!visit) return { who: nobody };
    return {
      subject: await visitSubject(ctx, visit, now),
      who: {
        vid: visit.id,
        empid: 0,
        name: visit.vname,
        phone: visit.vphone,
        visitorCompany: visit.vcompany,
        vtype: visit.vType,
      },
    };
  }
  const employee = await findEmployeeByCard(db, companyId, scan.cardNo);
  if (!employee) return (await residentScannedByCard(ctx, companyId, scan.cardNo)) ?? { who: nobody };
  return {
    subject: {
      kind: 'employee',
      egids: idsOf(employee.egids),
      disabled: employee.empType === 4 || employee.empState !== 0,
      validFrom: employee.startDate ? startOfYmd(employee.startDate) : 0,
      validUntil: employee.endDate ? endOfDay(employee.endDate) : Number.MAX_SAFE_INTEGER,
    },
    who: { ...nobody, empid: employee.id, name: employee.empName, phone: employee.empPhone },
  };
}

async function recordDecision(
  ctx: AppContext,
  device: Device,
  scan: Scan,
  who: Scanned['who'],
  decision: DoorDecision,
  at: number,
) {
  return insertAccessRecord(ctx.database.db, {
    companyId: device.companyId,
    eid: device.id,
    deviceCode: device.deviceCode,
    deviceName: device.deviceName,
    recordId: scan.recordId || null,
    ...who,
    direction: scan.direction,
    passWay: scan.code ? 'qr' : 'card',
    openStatus: decision.open ? 1 : 0,
    reason: decision.reason,
    openedAt: at,
    createdAt: ctx.clock.now(),
  });
}

/** checkDoorAccess: decides by the server's clock now; a read sent again answers its first decision. */
export async function checkDoorAccess(ctx: AppContext, ip: string, input: DeviceCredentials & Scan): Promise<DoorDecision> {
  const device = await authenticatedDevice(ctx, ip, input);
  const db = ctx.database.db;
  const now = ctx.clock.now();
  await noteDeviceSeen(ctx, device);
  if (input.recordId) {
    const earlier = await findRead(db, device.id, input.recordId);
    if (earlier) return { open: earlier.openStatus === 1, reason: earlier.reason as DoorReason };
  }
  const groups = (await groupsOfDevice(db, device.companyId, device.id)).map(asDoorGroup);
  const scanned = await whoIsScanned(ctx, device.companyId, input, now);
  const decision: DoorDecision = scanned.forged
    ? { open: false, reason: 'forgedCode' }
    : device.status === 1
      ? decideDoor(now, groups, scanned.subject)
      : { open: false, reason: 'disabled' };
  await recordDecision(ctx, device, input, scanned.who, decision, input.at ?? now);
  return decision;
}

/** syncDoorRecords: the decisions an offline reader made alone, each recorded once. */
export async function syncDoorRecords(
  ctx: AppContext,
  ip: string,
  input: DeviceCredentials & { records: Array<Scan & DoorDecision & { at: number }> },
) {
  const device = await authenticatedDevice(ctx, ip, input);
  await noteDeviceSeen(ctx, device);
  let added = 0;
  for (const record of input.records) {
    const scanned = await whoIsScanned(ctx, device.companyId, record, record.at);
    const decision = { open: record.open, reason: record.reason };
    if (await recordDecision(ctx, device, record, scanned.who, decision, record.at)) added += 1;
  }
  return { added, skipped: input.records.length - added };
}

/** getDoorKey: the company's door key and the device's groups, for deciding offline. */
export async function doorKeyForDevice(ctx: AppContext, ip: string, credentials: DeviceCredentials) {
  const device = await authenticatedDevice(ctx, ip, credentials);
  const db = ctx.database.db;
  await noteDeviceSeen(ctx, device);
  const groups = await groupsOfDevice(db, device.companyId, device.id);
  return { userid: device.companyId, doorKey: await doorKeyOf(ctx, device.companyId), groups: groups.map(asDoorGroup) };
}

async function signedDoorCode(ctx: AppContext, visit: Visit) {
  const window = visitWindow(visit);
  const egids = effectiveGroups(visit);
  const code = signDoorCode(
    { companyId: visit.companyId, vid: visit.id, ...window, egids },
    await doorKeyOf(ctx, visit.companyId),
  );
  return { code, ...window, egids };
}

/** getDoorCode: a visit's door code, carrying its window and groups as they stand now. */
export async function doorCodeOf(ctx: AppContext, companyId: number, vid: number) {
  const visit = await findVisitForDoor(ctx.database.db, companyId, vid);
  if (!visit) throw noSuchVisit();
  return signedDoorCode(ctx, visit);
}

/**
 * The door pass the visitor's invitation page shows for offline readers: the visit's door code, when the
 * company's plan has door access and the visit opens some group; undefined otherwise. An offline reader cannot
 * ask whether the visit was approved, refused or has ended, so only an approved visit still to come gets one.
 */
export async function visitorDoorPass(ctx: AppContext, companyId: number, vid: number): Promise<string | undefined> {
  if (!planAllows(await planOf(ctx, companyId), 'doorAccess')) return undefined;
  const visit = await findVisitForDoor(ctx.database.db, companyId, vid);
  if (!visit || !authorised(visit) || visit.signOutDate !== null || effectiveGroups(visit).length === 0) return undefined;
  return (await signedDoorCode(ctx, visit)).code;
}
