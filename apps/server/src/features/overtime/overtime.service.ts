import { AppError, type OvertimeRecord, overtimeStatuses, type Page, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { isRealYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { pageWindow } from '../../platform/paging.js';
import { companyView } from '../account/account.service.js';
import {
  countOvertime,
  daysAppliedFor,
  findOvertimeStatuses,
  insertOvertimeApply,
  listOvertimePage,
  type OvertimeRow,
  setPendingOvertimeStatus,
} from './overtime.repo.js';

/* Employees apply for overtime; the company's Administrator lists the records and agrees or refuses. */

export interface OvertimeListRequest {
  empNo: string;
  empName: string;
  startDate?: number | undefined;
  endDate?: number | undefined;
  slist: number[];
  startIndex: number;
  requestedCount: number;
}

const recordOf = (row: OvertimeRow): OvertimeRecord => ({
  oid: row.id,
  userid: row.companyId,
  empid: row.empid,
  empName: row.empName,
  empNo: row.empNo,
  status: row.status,
  oDates: row.oDates,
  checkIn: row.checkIn,
  reason: row.reason,
  createTime: row.createdAt,
  decideTime: row.decidedAt,
  decidedBy: row.decidedByName,
});

/** The company's records for its Administrator; an employee's own for the employee. */
export async function overtimeList(ctx: AppContext, session: Session, input: OvertimeListRequest): Promise<Page<OvertimeRecord>> {
  const db = ctx.database.db;
  const scope = { companyId: session.companyId, empid: session.kind === 'employee' ? session.subjectId : undefined };
  const filter = {
    empNo: input.empNo,
    empName: input.empName,
    // The original console sends JS Dates: their day in the site's zone.
    firstDay: input.startDate === undefined ? undefined : ymdOf(input.startDate),
    lastDay: input.endDate === undefined ? undefined : ymdOf(input.endDate),
    statuses: [...new Set(input.slist)],
  };
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const [rows, count] = await Promise.all([listOvertimePage(db, scope, filter, offset, limit), countOvertime(db, scope, filter)]);
  return { list: rows.map(recordOf), count, pageNo, pageSize };
}

/** Days of a pending or agreed application cannot be applied for again; refused ones can. */
const stillApplied = [overtimeStatuses.pending, overtimeStatuses.agreed];

/** The signed-in employee applies for overtime on the days; 223 names days already applied for. */
export async function addOvertimeApply(
  ctx: AppContext,
  session: Session,
  input: { oDates: string[]; checkIn?: number | undefined; reason: string },
): Promise<{ oid: number }> {
  const db = ctx.database.db;
  const unreal = input.oDates.filter((day) => !isRealYmd(day));
  if (unreal.length > 0)
    throw new AppError(Status.invalidField, `oDates: ${unreal.join(', ')} is not a day of the calendar`, 'oDates');
  const taken = await daysAppliedFor(db, session.companyId, session.subjectId, input.oDates, stillApplied);
  if (taken.length > 0) throw new AppError(Status.dateRepeated, `oDates: already applied for ${taken.join(', ')}`, taken);
  const row = {
    companyId: session.companyId,
    empid: session.subjectId,
    oDates: input.oDates.join(','),
    firstDay: input.oDates[0]!,
    checkIn: input.checkIn ?? null,
    reason: input.reason,
    createdAt: ctx.clock.now(),
  };
  return { oid: await insertOvertimeApply(db, row, input.oDates) };
}

/** The Administrator agrees or refuses pending records, all or none: 57 for ids not the company's, 70 for decided ones. */
export async function updateOvertimeStatus(ctx: AppContext, session: Session, input: { oids: number[]; status: number }) {
  const db = ctx.database.db;
  const oids = [...new Set(input.oids)];
  const found = await findOvertimeStatuses(db, session.companyId, oids);
  const known = new Set(found.map((record) => record.id));
  const missing = oids.filter((oid) => !known.has(oid));
  if (missing.length > 0) throw new AppError(Status.noRecord, 'No such overtime record: oids', missing);
  const decided = found.filter((record) => record.status !== overtimeStatuses.pending).map((record) => record.id);
  if (decided.length > 0) throw new AppError(Status.permissionHandled, 'Overtime already agreed or refused: oids', decided);
  const { username } = await companyView(ctx, session.companyId);
  await setPendingOvertimeStatus(db, session.companyId, oids, {
    status: input.status,
    decidedBy: session.subjectId,
    decidedByName: username,
    decidedAt: ctx.clock.now(),
  });
}
