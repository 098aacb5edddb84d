import {
  AppError,
  type InterimCard,
  type InterimCardFilter,
  type InterimCardStatus,
  interimCardStatuses,
  type Page,
  Status,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { addDays, startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import { pageWindow } from '../../platform/paging.js';
import { departmentNamesOf, employeeRecord } from '../employees/employee-lookup.service.js';
import {
  cardOut,
  countInterimCards,
  findInterimCard,
  type InterimCardRow,
  type InterimCardSelection,
  insertInterimCard,
  listInterimCards,
  moveInterimCard,
  openCardOf,
} from './interim-cards.repo.js';

/* An employee asks for a temporary card; the desk lends a card number, takes it back, or refuses (decision 0034). */

export const interimCardOf = (row: InterimCardRow): InterimCard => ({
  cid: row.id,
  userid: row.companyId,
  empid: row.empid,
  cardNo: row.cardNo,
  name: row.name,
  email: row.email,
  phone: row.phone,
  deptName: row.deptName,
  empNo: row.empNo,
  office: row.office,
  icStatus: row.icStatus,
  submitTime: row.submitTime,
  issueTime: row.issueTime,
  returnTime: row.returnTime,
  refuseReason: row.refuseReason,
});

/**
 * The rows a session may read with the filters: the desk the company's, an
 * employee only their own (610 when naming another's empid). Day bounds are
 * whole days in the site's zone.
 */
export function interimCardSelection(
  session: Pick<Session, 'kind' | 'companyId' | 'subjectId'>,
  filter: InterimCardFilter,
): InterimCardSelection {
  let { empid } = filter;
  if (session.kind === 'employee') {
    if (empid !== undefined && empid !== session.subjectId)
      throw new AppError(Status.noPermission, 'empid: employees see only their own temporary cards', 'empid');
    empid = session.subjectId;
  }
  return {
    companyId: session.companyId,
    empid,
    from: filter.startDate === undefined ? undefined : startOfYmd(ymdOf(filter.startDate)),
    to: filter.endDate === undefined ? undefined : startOfYmd(addDays(ymdOf(filter.endDate), 1)) - 1,
    name: filter.name,
    empNo: filter.empNo,
    cardNo: filter.cardNo,
    icStatus: filter.icStatus,
  };
}

export async function interimCardList(
  ctx: AppContext,
  session: Session,
  input: InterimCardFilter & { startIndex: number; requestedCount: number },
): Promise<Page<InterimCard>> {
  const db = ctx.database.db;
  const selection = interimCardSelection(session, input);
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const [rows, count] = await Promise.all([listInterimCards(db, selection, offset, limit), countInterimCards(db, selection)]);
  return { list: rows.map(interimCardOf), count, pageNo, pageSize };
}

/** The signed-in employee asks for a card; 1132 (with its cid) while one of theirs is open. */
export async function addInterimCard(ctx: AppContext, session: Session, input: { office: string }): Promise<{ cid: number }> {
  const db = ctx.database.db;
  const { companyId, subjectId: empid } = session;
  const open = await openCardOf(db, companyId, empid);
  if (open) throw new AppError(Status.interimCardOpen, 'You already have a temporary card request open', open.id);
  const employee = await employeeRecord(ctx, companyId, empid);
  if (!employee) throw new AppError(Status.employeeNotFound, 'empid: no such employee');
  const departments = (await departmentNamesOf(ctx, companyId, [empid])).get(empid) ?? [];
  const cid = await insertInterimCard(db, {
    companyId,
    empid,
    name: employee.empName,
    nameKey: searchKey(employee.empName),
    email: employee.empEmail,
    phone: employee.empPhone,
    deptName: departments.join(', ').slice(0, 500),
    empNo: employee.empNo,
    office: input.office,
    submitTime: ctx.clock.now(),
  });
  return { cid };
}

const stateWords: Record<InterimCardStatus, string> = { 0: 'requested', 1: 'issued', 2: 'returned', 3: 'refused' };

/** The company's card in state `from`, changed; 57 when not the company's, 1131 when in another state. */
async function move(
  ctx: AppContext,
  session: Session,
  cid: number,
  from: InterimCardStatus,
  change: Parameters<typeof moveInterimCard>[4],
) {
  const db = ctx.database.db;
  const card = await findInterimCard(db, session.companyId, cid);
  if (!card) throw new AppError(Status.noRecord, 'No such temporary card: cid', cid);
  const stale = () =>
    new AppError(
      Status.interimCardState,
      `cid: the temporary card is ${stateWords[card.icStatus as InterimCardStatus] ?? card.icStatus}, not ${stateWords[from]}`,
      card.icStatus,
    );
  if (card.icStatus !== from) throw stale();
  if (!(await moveInterimCard(db, session.companyId, cid, from, change))) throw stale();
}

/** Lends card `cardNo` for a requested card; 1130 when that number is out on another. */
export async function issueInterimCard(ctx: AppContext, session: Session, input: { cid: number; cardNo: string }) {
  const out = await cardOut(ctx.database.db, session.companyId, input.cardNo);
  if (out && out.id !== input.cid)
    throw new AppError(Status.interimCardOut, `cardNo: card ${input.cardNo} is out on another temporary card`, 'cardNo');
  await move(ctx, session, input.cid, interimCardStatuses.requested, {
    icStatus: interimCardStatuses.issued,
    cardNo: input.cardNo,
    issueTime: ctx.clock.now(),
  });
}

export const returnInterimCard = (ctx: AppContext, session: Session, input: { cid: number }) =>
  move(ctx, session, input.cid, interimCardStatuses.issued, {
    icStatus: interimCardStatuses.returned,
    returnTime: ctx.clock.now(),
  });

export const refuseInterimCard = (ctx: AppContext, session: Session, input: { cid: number; refuseReason: string }) =>
  move(ctx, session, input.cid, interimCardStatuses.requested, {
    icStatus: interimCardStatuses.refused,
    refuseReason: input.refuseReason,
  });
