import {
  AppError,
  maskIdNumber,
  permissions,
  residentStatuses,
  residentStatusOn,
  signinTypes,
  Status,
  type Visit,
  visitStatus,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { ResidentVisitorTable } from '../../platform/db/schema.js';
import { companyView } from '../account/account.service.js';
import { projectNameOf } from '../projects/projects.service.js';
import { announceChange } from '../visit-events/visit-events.service.js';
import { newVisitRow } from '../visits/new-visit.service.js';
import { type ArrivalInput, announceArrival, signedInCountOn, signOut } from '../visits/sign-in.service.js';
import {
  actorName,
  addVisit,
  assertNotOnSite,
  noVisit,
  onSiteVisitOf,
  scopeOf,
  screenVisitors,
  today,
  visitAnswer,
  visitInScope,
} from '../visits/visit-scope.service.js';
import { looksLikeResidentCode } from './resident-code.js';
import { residentOfCode } from './resident-code.service.js';

/** Whether a scanned text has a resident code's shape, signed or not. */
export const isResidentCode = looksLikeResidentCode;

/*
 * A resident at the desk (decision 0035): their code signs them in, a visit
 * of signinType 3 hosted by their leader's name (no employee is told), and
 * signs them out while they are on site. Outside their validity days the
 * code answers 1113 and nothing is written; a deleted resident's code, or one
 * signed for another company, names no one (39).
 */

type ResidentRow = Selectable<ResidentVisitorTable>;

const invalidCode = () => new AppError(Status.invalidLink, 'The code is not valid here');

async function scannedResident(ctx: AppContext, session: Session, code: string) {
  const resident = await residentOfCode(ctx, session.companyId, code);
  if (!resident) throw invalidCode();
  return resident;
}

function assertValidOn(resident: ResidentRow, day: string) {
  const status = residentStatusOn(resident, day);
  if (status === residentStatuses.valid) return;
  const when = status === residentStatuses.notStarted ? `starts on ${resident.startDate}` : `ended on ${resident.endDate}`;
  throw new AppError(Status.outsideValidity, `The resident's validity ${when}`, {
    startDate: resident.startDate,
    endDate: resident.endDate,
  });
}

const sexText = (sex: number) => (sex === 1 ? 'male' : sex === 2 ? 'female' : '');

const projectName = (ctx: AppContext, resident: ResidentRow) => projectNameOf(ctx, resident.companyId, resident.pid);

/** The visit the resident has on site now, of any kind: the one-on-site rule keeps one per phone and per ID number. */
const onSiteVisitOfResident = (ctx: AppContext, resident: ResidentRow) =>
  onSiteVisitOf(ctx, resident.companyId, { phone: resident.phone, cardId: resident.cardid });

/** What the desk shows before the resident signs in: their visit to be, not stored (vid 0). */
async function expectedVisit(ctx: AppContext, resident: ResidentRow, company: string): Promise<Visit> {
  const { now, startOfToday } = today(ctx);
  const visit = {
    vid: 0,
    userid: resident.companyId,
    subaccountId: 0,
    empid: 0,
    empdeptid: 0,
    empDeptName: '',
    empName: resident.leader,
    empPhone: '',
    company,
    vname: resident.name,
    vemail: '',
    vphone: resident.phone,
    vphoto: resident.avatar,
    vcompany: resident.company,
    sex: sexText(resident.sex),
    visitType: await projectName(ctx, resident),
    vType: '',
    tid: 0,
    cardId: resident.cardid ? maskIdNumber(resident.cardid) : '',
    certType: 'idCard' as const,
    cardNo: resident.cardNo,
    plateNum: resident.plateNum,
    belongings: '',
    peopleCount: 1,
    memberName: '',
    remark: '',
    extendCol: '',
    signinType: signinTypes.resident,
    permission: permissions.authorized,
    status: 0,
    visitdate: null,
    signOutDate: null,
    appointmentDate: null,
    leaveTime: null,
    signInOpName: '',
    signOutOpName: '',
    signInGate: '',
    signOutGate: '',
    gid: '',
    clientNo: 0,
    createTime: localDateTime(now),
  };
  return { ...visit, visitStatus: visitStatus(visit, startOfToday) };
}

/** getVisitByCode with a resident's code: their visit on site, else (valid today, not barred) the visit to be. */
export async function residentVisitByCode(ctx: AppContext, session: Session, code: string): Promise<Visit> {
  const resident = await scannedResident(ctx, session, code);
  const company = await companyView(ctx, session.companyId);
  const onSite = await onSiteVisitOfResident(ctx, resident);
  if (onSite) return visitAnswer(ctx, onSite, company.company);
  assertValidOn(resident, today(ctx).day);
  await screenVisitors(
    ctx,
    session,
    [{ name: resident.name, phone: resident.phone, cardId: resident.cardid }],
    undefined,
    company.blackListSwitch,
  );
  return expectedVisit(ctx, resident, company.company);
}

async function visitNow(ctx: AppContext, session: Session, vid: number, company: string) {
  const row = await visitInScope(ctx, scopeOf(session), vid);
  if (!row) throw noVisit();
  return visitAnswer(ctx, row, company);
}

/**
 * AppClientSignin with a resident's code: on site as a resident, they leave;
 * otherwise they arrive (1113 outside their days, 66 barred with the refusal
 * kept as a walk-in's is, 105 when on site another way).
 */
export async function residentSignInOrOut(ctx: AppContext, session: Session, input: ArrivalInput & { code: string }) {
  const resident = await scannedResident(ctx, session, input.code);
  const company = await companyView(ctx, session.companyId);
  const { now, day } = today(ctx);
  const operator = input.signInOpName || (await actorName(ctx, session, company));
  const onSite = await onSiteVisitOfResident(ctx, resident);
  if (onSite?.signinType === signinTypes.resident) {
    await signOut(ctx, session, [onSite.id], { signOutOpName: operator, signOutGate: input.signInGate });
    await announceChange(ctx, session.companyId);
    const vcount = await signedInCountOn(ctx, session, day);
    return { visit: await visitNow(ctx, session, onSite.id, company.company), vcount };
  }
  assertValidOn(resident, day);
  const row = {
    ...newVisitRow(
      session,
      { empid: 0, empName: resident.leader, empPhone: '', deptid: 0, deptName: '', subaccountId: 0 },
      {
        name: resident.name,
        phone: resident.phone,
        vemail: '',
        vphoto: input.photoUrl || resident.avatar,
        vcompany: resident.company,
        sex: sexText(resident.sex),
        visitType: await projectName(ctx, resident),
        tid: 0,
        vType: '',
        cardId: resident.cardid,
        certType: 'idCard',
        plateNum: input.plateNum || resident.plateNum,
        belongings: '',
        peopleCount: 1,
        memberName: '',
        remark: input.remark,
        extendCol: '',
        gid: input.gid,
      },
      {
        signinType: signinTypes.resident,
        permission: permissions.authorized,
        visitdate: now,
        appointmentDate: null,
        signInOpName: operator,
        signInGate: input.signInGate,
        listDay: day,
        createdAt: now,
      },
    ),
    cardNo: resident.cardNo,
    egids: resident.egids,
  };
  await screenVisitors(
    ctx,
    session,
    [{ name: resident.name, phone: resident.phone, cardId: resident.cardid }],
    { operator, gate: input.signInGate, walkIn: { ...row, visitdate: null, permission: permissions.refused } },
    company.blackListSwitch,
  );
  await assertNotOnSite(ctx, session.companyId, { phone: resident.phone, cardId: resident.cardid });
  const saved = await addVisit(ctx, row);
  const vcount = await announceArrival(ctx, session, saved, { operator, gate: input.signInGate, at: now });
  return { visit: await visitNow(ctx, session, saved.id, company.company), vcount };
}
