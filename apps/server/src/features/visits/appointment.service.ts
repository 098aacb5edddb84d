import {
  type AppointmentItem,
  AppError,
  checkIdNumber,
  permissions,
  Status,
  signinTypes,
  visitReasonOf,
} from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { companyView } from '../account/account.service.js';
import { startApproval } from '../approvals/approval-flow.service.js';
import { employeeRecord, employeeViews } from '../employees/employee-lookup.service.js';
import { newAccessCode } from './access-code.service.js';
import {
  type InvitationTexts,
  invitationTerms,
  invitationTexts,
  preRegistrationTexts,
  sendInvitations,
} from './appointment-invitation.service.js';
import { extendColText } from './visit-view.js';
import { actorName, invalid, screenVisitors, today, visitorTypeNamed } from './visit-scope.service.js';
import { announceChange, recordEvents } from '../visit-events/visit-events.service.js';
import { newVisitRow } from './new-visit.service.js';
import { assertMayInvite, residentOf } from '../resident-scope/resident-scope.service.js';
import { insertVisit } from './visits.repo.js';

/* addAppointment: staff pre-register visitors, an employee invites them. All or nothing. */

/** Days are stored as YYYY-MM-DD: a later instant has no such day. */
const lastInstant = new Date(10000, 0, 1).getTime();

/** The rules of one visitor that need no database: contact, ID number, day. */
function checkVisitor(item: AppointmentItem, startOfToday: number, invites: boolean): void {
  // An invitation needs only the contact its send type uses (invitationTerms).
  if (!invites && !item.phone && !item.cardId) throw invalid('phone', 'give a phone or an ID number');
  if (item.certType === 'idCard' && item.cardId) {
    const check = checkIdNumber(item.cardId);
    if (check !== 'passed') throw invalid('cardId', `the ID number is not valid (${check})`);
  }
  if (item.appointmentDate < startOfToday) throw invalid('appointmentDate', 'must not be before today');
  if (item.appointmentDate >= lastInstant) throw invalid('appointmentDate', 'must be a date before the year 10000');
}

/** The hosts by id: 55 for any that is not the company's employee, 1113 outside their validity dates. */
async function hostsOf(ctx: AppContext, companyId: number, empids: readonly number[], day: string) {
  const rows = [];
  for (const empid of new Set(empids)) {
    const row = await employeeRecord(ctx, companyId, empid);
    if (!row) throw new AppError(Status.employeeNotFound, 'Employee not found: empid', [empid]);
    if ((row.startDate && day < row.startDate) || (row.endDate && day > row.endDate)) {
      throw new AppError(Status.outsideValidity, `empid: the host ${row.empName} is outside their validity dates`);
    }
    rows.push(row);
  }
  const views = await employeeViews(ctx, companyId, rows);
  return new Map(views.map((view) => [view.empid, view]));
}

/** Neither a resident company nor its employees invite while its vaPerm forbids it (116). */
async function assertResidentMayInvite(ctx: AppContext, session: Session) {
  const inviter =
    session.kind === 'employee'
      ? ((await employeeRecord(ctx, session.companyId, session.subjectId))?.subaccountId ?? 0)
      : residentOf(session);
  await assertMayInvite(ctx, session.companyId, inviter);
}

/** A resident company invites only for its own employees: 55 naming any other host. */
function assertResidentsOwnHosts(session: Session, hosts: ReadonlyArray<{ empid: number; subaccountId: number }>) {
  const resident = residentOf(session);
  const strangers = hosts.filter((host) => resident !== 0 && host.subaccountId !== resident);
  if (strangers.length > 0) {
    throw new AppError(
      Status.employeeNotFound,
      'Employee not found: empid',
      strangers.map((host) => host.empid),
    );
  }
}

export async function addAppointments(ctx: AppContext, session: Session, items: readonly AppointmentItem[]) {
  const { now, day, startOfToday } = today(ctx);
  const invites = session.kind === 'employee';
  await assertResidentMayInvite(ctx, session);
  for (const item of items) checkVisitor(item, startOfToday, invites);
  const hostIds = items.map((item) => {
    if (invites) return session.subjectId;
    if (!item.empid) throw invalid('empid', 'choose the host');
    return item.empid;
  });
  const terms = invites ? await invitationTerms(ctx, session.companyId, items) : undefined;
  // Resolved before any row is written: 56 leaves nothing behind.
  const texts: Array<InvitationTexts | undefined> = [];
  for (const [index, item] of items.entries()) {
    texts.push(
      invites
        ? await invitationTexts(ctx, session.companyId, session.subjectId, item)
        : await preRegistrationTexts(ctx, session.companyId, hostIds[index]!, item),
    );
  }
  const hosts = await hostsOf(ctx, session.companyId, hostIds, day);
  assertResidentsOwnHosts(session, [...hosts.values()]);
  await screenVisitors(
    ctx,
    session,
    items.map((item) => ({ name: item.name, phone: item.phone, cardId: item.cardId })),
  );
  const operator = await actorName(ctx, session);
  // An employee's invitation waits for approval while the company's approval process is on.
  const approving = invites && (await companyView(ctx, session.companyId)).processSwitch === 1;
  const vids: number[] = [];
  for (const [index, item] of items.entries()) {
    const host = hosts.get(hostIds[index]!)!;
    const visitor = {
      ...item,
      // The employee's form sends the template's key ("business"); the visit keeps the reason it stands for.
      visitType: visitReasonOf(item.visitType),
      ...(await visitorTypeNamed(ctx, session.companyId, item.tid, item.vType)),
      extendCol: extendColText(item.extendCol),
    };
    const vid = await insertVisit(
      ctx.database.db,
      newVisitRow(session, host, visitor, {
        signinType: invites ? signinTypes.invited : signinTypes.preRegistered,
        permission: approving ? permissions.awaitingApproval : permissions.authorized,
        visitdate: null,
        appointmentDate: item.appointmentDate,
        clientNo: invites ? 2 : 0,
        qrcodeType: terms ? terms.qrcodeType : item.qrcodeType,
        qrcodeConf: terms ? terms.qrcodeConf(item) : item.qrcodeConf,
        listDay: ymdOf(item.appointmentDate),
        createdAt: now,
        acode: await newAccessCode(ctx, session.companyId),
        egids: item.egids.join(','),
      }),
    );
    vids.push(vid);
  }
  await recordEvents(ctx, session.companyId, vids, { kind: 'appointed', operator, gate: '', reason: '', at: now });
  if (approving) for (const vid of vids) await startApproval(ctx, session.companyId, vid, operator);
  const sent = vids.flatMap((vid, index) => {
    const itsTexts = texts[index];
    return itsTexts ? [{ vid, texts: itsTexts }] : [];
  });
  await sendInvitations(ctx, session.companyId, sent);
  await announceChange(ctx, session.companyId);
  return { vids };
}
