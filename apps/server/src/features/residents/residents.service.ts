import {
  AppError,
  maskIdNumber,
  type Page,
  type ResidentVisitor,
  residentStatusOn,
  Status,
  validityInOrder,
} from '@vestibule/contract';
import type { Insertable, Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { ResidentVisitorTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { projectOfCompany } from '../projects/projects.service.js';
import { today } from '../visits/visit-scope.service.js';
import {
  countResidents,
  employeeWithCard,
  existingResidentIds,
  findResident,
  insertResident,
  listResidents,
  ownEquipmentGroups,
  type ResidentSelection,
  residentOfCompanyElsewhere,
  residentWithCard,
  updateResidentRow,
  deleteResidents as deleteResidentRows,
} from './residents.repo.js';

/*
 * Resident visitors (decision 0035): their rules on every change (a
 * company's residents share one project, 301; a card number is one person's,
 * 1133; door groups and projects are the company's, 57) and their lists.
 */

type ResidentRow = Selectable<ResidentVisitorTable>;

/** What a change may give; absent keeps the stored value (or '' / 0 on add). */
export interface ResidentInput {
  pid?: number | undefined;
  name?: string | undefined;
  company?: string | undefined;
  phone?: string | undefined;
  avatar?: string | undefined;
  age?: string | undefined;
  sex?: number | undefined;
  leader?: string | undefined;
  area?: string | undefined;
  job?: string | undefined;
  department?: string | undefined;
  cardid?: string | undefined;
  cardNo?: string | undefined;
  plateNum?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  remark?: string | undefined;
  egids?: number[] | undefined;
}

export const noResident = (field = 'rid') => new AppError(Status.noRecord, `No such resident: ${field}`, field);

export function residentOf(row: ResidentRow & { pName?: string | null }, day: string, masked = false): ResidentVisitor {
  return {
    rid: row.rid,
    pid: row.pid,
    pName: row.pName ?? '',
    userid: row.companyId,
    company: row.company,
    name: row.name,
    phone: row.phone,
    avatar: row.avatar,
    age: row.age,
    sex: row.sex,
    leader: row.leader,
    area: row.area,
    job: row.job,
    department: row.department,
    cardid: masked && row.cardid ? maskIdNumber(row.cardid) : row.cardid,
    cardNo: row.cardNo,
    plateNum: row.plateNum,
    startDate: row.startDate,
    endDate: row.endDate,
    remark: row.remark,
    egids: row.egids,
    face: row.face,
    rstatus: residentStatusOn(row, day),
    fileNames: [],
    createTime: row.createTime,
  };
}

/** A page of the selection; the desk sees ID numbers masked. */
export async function residentPage(
  ctx: AppContext,
  session: Session,
  selection: Omit<ResidentSelection, 'companyId'>,
  paging: { startIndex: number; requestedCount: number },
): Promise<Page<ResidentVisitor>> {
  const db = ctx.database.db;
  const scoped = { ...selection, companyId: session.companyId };
  const { offset, limit, pageNo, pageSize } = pageWindow(paging);
  const [rows, count] = await Promise.all([listResidents(db, scoped, offset, limit), countResidents(db, scoped)]);
  const { day } = today(ctx);
  return { list: rows.map((row) => residentOf(row, day, session.kind === 'reception')), count, pageNo, pageSize };
}

/** The company's resident of this rid (57 otherwise). */
export async function residentOfCompany(ctx: AppContext, companyId: number, rid: string) {
  const resident = await findResident(ctx.database.db, companyId, rid);
  if (!resident) throw noResident();
  return resident;
}

// Ids as the original: "C" and the time to the millisecond, then a counter and random digits against collisions.
let ridCounter = 0;
function newRid(now: number): string {
  const d = new Date(now);
  const two = (value: number) => String(value).padStart(2, '0');
  const stamp = `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}${String(d.getMilliseconds()).padStart(3, '0')}`;
  ridCounter = (ridCounter + 1) % 100;
  return `C${stamp}${two(ridCounter)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** The rules a resident's stored values must keep together, before a change is written. */
async function assertFits(ctx: AppContext, companyId: number, resident: Insertable<ResidentVisitorTable>) {
  const db = ctx.database.db;
  const pid = resident.pid ?? 0;
  if (pid > 0) await projectOfCompany(ctx, companyId, pid);
  const companyKey = resident.companyKey ?? '';
  if (pid > 0 && companyKey !== '') {
    const other = await residentOfCompanyElsewhere(db, companyId, companyKey, pid, resident.rid);
    if (other)
      throw new AppError(Status.residentProjectConflict, `company: ${resident.company} works on another project`, {
        pid: other.pid,
      });
  }
  await assertCardFree(ctx, companyId, resident.cardNo ?? '', resident.rid);
  if (!validityInOrder({ startDate: resident.startDate ?? '', endDate: resident.endDate ?? '' }))
    throw new AppError(Status.invalidField, 'endDate: must not be before startDate', 'endDate');
  if (!resident.phone && !resident.cardid)
    throw new AppError(Status.invalidField, 'phone: give a phone number or an ID number', 'phone');
}

/** 1133 when another resident or an employee of the company holds the card number. */
export async function assertCardFree(ctx: AppContext, companyId: number, cardNo: string, rid: string) {
  if (cardNo === '') return;
  const db = ctx.database.db;
  const holder = await residentWithCard(db, companyId, cardNo);
  if ((holder && holder.rid !== rid) || (await employeeWithCard(db, companyId, cardNo)))
    throw new AppError(Status.cardNoTaken, 'cardNo: this card number belongs to someone else', 'cardNo');
}

async function doorGroupsText(ctx: AppContext, companyId: number, egids: number[] | undefined) {
  if (egids === undefined) return undefined;
  const unique = [...new Set(egids)];
  // No groups: nothing to look up (an empty IN list is an error on PostgreSQL).
  if (unique.length === 0) return '';
  const own = new Set(await ownEquipmentGroups(ctx.database.db, companyId, unique));
  const missing = unique.filter((egid) => !own.has(egid));
  if (missing.length > 0) throw new AppError(Status.noRecord, 'No such door group: egids', missing);
  return unique.join(',');
}

/** The columns an input sets, the derived keys with them. */
async function columnsOf(ctx: AppContext, companyId: number, input: ResidentInput) {
  const { egids, ...fields } = input;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Omit<
    ResidentInput,
    'egids'
  >;
  const egidsText = await doorGroupsText(ctx, companyId, egids);
  return {
    ...given,
    ...(given.name !== undefined ? { nameKey: searchKey(given.name) } : {}),
    ...(given.company !== undefined ? { companyKey: searchKey(given.company) } : {}),
    ...(egidsText !== undefined ? { egids: egidsText } : {}),
  };
}

/** addResidentVisitor: the new resident's rid. */
export async function addResident(ctx: AppContext, session: Session, input: ResidentInput & { name: string }) {
  const now = ctx.clock.now();
  const row: Insertable<ResidentVisitorTable> = {
    ...(await columnsOf(ctx, session.companyId, input)),
    name: input.name,
    nameKey: searchKey(input.name),
    rid: newRid(now),
    companyId: session.companyId,
    createTime: now,
  };
  await assertFits(ctx, session.companyId, row);
  await insertResident(ctx.database.db, row);
  return row.rid;
}

/** updateResidentVisitor: the fields given change, the others stay. */
export async function updateResident(ctx: AppContext, session: Session, input: ResidentInput & { rid: string }) {
  const { rid, ...fields } = input;
  const current = await residentOfCompany(ctx, session.companyId, rid);
  const change = await columnsOf(ctx, session.companyId, fields);
  await assertFits(ctx, session.companyId, { ...current, ...change });
  // A registered face belongs to the photo it was checked on: a new photo registers again (updateResidentFace).
  const face = change.avatar !== undefined && change.avatar !== current.avatar ? { face: 0 } : {};
  await updateResidentRow(ctx.database.db, session.companyId, rid, { ...change, ...face });
  return null;
}

/** delResidentVisitor: all or none (57 naming the rids not the company's). */
export async function deleteResidents(ctx: AppContext, session: Session, rids: readonly string[]) {
  const db = ctx.database.db;
  const wanted = [...new Set(rids)];
  const found = new Set(await existingResidentIds(db, session.companyId, wanted));
  const missing = wanted.filter((rid) => !found.has(rid));
  if (missing.length > 0) throw new AppError(Status.noRecord, 'No such resident: rids', missing);
  await deleteResidentRows(db, session.companyId, wanted);
  return null;
}

/** SynchronCardNo: links the card number to the resident ('' unlinks). */
export async function linkCardNo(ctx: AppContext, session: Session, input: { rid: string; cardNo: string }) {
  await residentOfCompany(ctx, session.companyId, input.rid);
  await assertCardFree(ctx, session.companyId, input.cardNo, input.rid);
  await updateResidentRow(ctx.database.db, session.companyId, input.rid, { cardNo: input.cardNo });
  return null;
}

/** The company's resident holding this card number, for the door readers; undefined when none does. */
export async function residentOfCard(ctx: AppContext, companyId: number, cardNo: string) {
  const holder = cardNo === '' ? undefined : await residentWithCard(ctx.database.db, companyId, cardNo);
  return holder && findResident(ctx.database.db, companyId, holder.rid);
}
