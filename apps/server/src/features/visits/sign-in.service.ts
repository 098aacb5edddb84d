import { AppError, checkIdNumber, permissions, Status, signinTypes } from '@vestibule/contract';
import type { Selectable, Updateable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { CompanySettings, VisitTable } from '../../platform/db/schema.js';
import { companyView } from '../account/account.service.js';
import { assertPassable } from '../holidays/pass-rules.service.js';
import { recordSignInForms, type SignInForms } from '../visit-forms/visit-forms.service.js';
import { trainingPassForSignIn } from '../training-pass/training-pass.service.js';
import { noticeHost } from './host-notice.job.js';
import { extendColText } from './visit-view.js';
import { actorName, assertNotOnSite, invalid, noVisit, scopeOf, screenVisitors, today } from './visit-scope.service.js';
import { announceChange, recordEvents } from '../visit-events/visit-events.service.js';
import { countSignedInOn } from './visit-tally.repo.js';
import { existingVisitIds, findVisit, signInVisit, signOutVisits } from './visits.repo.js';

/* An expected visitor arrives (VisitAppointmentSignin) and leaves (VisitorSignOutByVid, batchSignOut). */

const minute = 60_000;

/** The first instant of the day `days` after the instant's day (local calendar, so DST-proof). */
function dayStartAfter(instant: number, days: number): number {
  const start = new Date(startOfYmd(ymdOf(instant)));
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + days).getTime();
}

/** 64 before the early limit, 65 after the late one or past the appointment's valid days (0 minutes: no limit). */
function assertOnTime(
  visit: Selectable<VisitTable>,
  limits: { preExtendTime: number; latExtendTime: number },
  now: number,
  startOfToday: number,
) {
  const appointmentDate = visit.appointmentDate;
  if (appointmentDate === null) return;
  const { preExtendTime, latExtendTime } = limits;
  if (preExtendTime > 0 && now < appointmentDate - preExtendTime * minute) {
    throw new AppError(Status.tooEarly, `Too early: sign-in opens ${preExtendTime} minutes before the appointment`, {
      appointmentDate,
      preExtendTime,
    });
  }
  if (latExtendTime > 0 && now > appointmentDate + latExtendTime * minute) {
    throw new AppError(Status.late, `Too late: sign-in closed ${latExtendTime} minutes after the appointment`);
  }
  const validDays = visit.qrcodeType === 1 ? 1 : Math.max(visit.qrcodeConf, 1);
  if (startOfToday >= dayStartAfter(appointmentDate, validDays)) {
    throw new AppError(Status.late, 'Too late: the appointment has expired');
  }
}

export interface SignInInput extends SignInForms {
  vid: number;
  gid: string;
  photoUrl: string;
  remark: string;
  signInOpName: string;
  signInGate: string;
  vcompany?: string | undefined;
  plateNum?: string | undefined;
  cardId?: string | undefined;
  extendCol?: string | string[] | undefined;
}

/** What the desk brings to an arrival, whatever names the visit (its vid, an invitation code). */
export type ArrivalInput = Omit<SignInInput, 'vid'>;

/**
 * The rules of an expected visitor's arrival, before anything changes: 67 not
 * authorised, the ID number, 66 blacklisted (the refusal on the visit's
 * timeline), and with `timeLimits` the company's early and late limits (64,
 * 65); the visitor type's day and hour rules (224-226). Answers the company and the operator the timeline names.
 */
export async function checkArrival(
  ctx: AppContext,
  session: Session,
  visit: Selectable<VisitTable>,
  input: ArrivalInput,
  timeLimits: boolean,
) {
  const { now, startOfToday } = today(ctx);
  if (input.cardId && visit.certType === 'idCard') {
    const check = checkIdNumber(input.cardId);
    if (check !== 'passed') throw invalid('cardId', `the ID number is not valid (${check})`);
  }
  const company = await companyView(ctx, session.companyId);
  const operator = input.signInOpName || (await actorName(ctx, session, company));
  const cardId = input.cardId ?? visit.cardId;
  // The blacklist comes first: a listed person is refused as such whatever the state of the visit.
  await screenVisitors(
    ctx,
    session,
    [{ name: visit.vname, phone: visit.vphone, cardId }],
    { vid: visit.id, operator, gate: input.signInGate, deskGid: input.gid },
    company.blackListSwitch,
  );
  if (visit.permission !== permissions.authorized) throw new AppError(Status.notPermitted, 'The visit is not authorised');
  await assertNotOnSite(ctx, session.companyId, { phone: visit.vphone, cardId }, visit.id);
  if (timeLimits) assertOnTime(visit, company, now, startOfToday);
  await assertPassable(ctx, session.companyId, visit, company, now);
  // Safety training (1140 without a valid pass); the pass's columns go on the visit signed in.
  const training = await trainingPassForSignIn(ctx, session.companyId, { tid: visit.tid, phone: visit.vphone, cardId });
  return { company, operator, training };
}

/** The columns an arrival sets: the time, the desk, and what the visitor brought (those given). */
export const arrivalChanges = (input: ArrivalInput, operator: string, now: number) => ({
  visitdate: now,
  signInOpName: operator,
  signInGate: input.signInGate,
  ...(input.photoUrl ? { vphoto: input.photoUrl } : {}),
  ...(input.remark ? { remark: input.remark } : {}),
  ...(input.gid ? { gid: input.gid } : {}),
  ...(input.vcompany !== undefined ? { vcompany: input.vcompany } : {}),
  ...(input.plateNum !== undefined ? { plateNum: input.plateNum } : {}),
  ...(input.cardId !== undefined ? { cardId: input.cardId } : {}),
  ...(input.extendCol !== undefined ? { extendCol: extendColText(input.extendCol) } : {}),
});

/** What follows every sign-in in its unit of work: the timeline, the host's notice, the live event; the day's count. */
export async function announceArrival(
  ctx: AppContext,
  session: Session,
  visit: { id: number; empid: number; vname: string; vcompany: string },
  how: { operator: string; gate: string; at: number; hostEmail?: string; company?: CompanySettings },
) {
  await recordEvents(ctx, session.companyId, [visit.id], {
    kind: 'signedIn',
    operator: how.operator,
    gate: how.gate,
    reason: '',
    at: how.at,
  });
  await noticeHost(
    ctx,
    {
      companyId: session.companyId,
      empid: visit.empid,
      vid: visit.id,
      vname: visit.vname,
      vcompany: visit.vcompany,
      at: how.at,
    },
    { hostEmail: how.hostEmail, company: how.company },
  );
  await announceChange(ctx, session.companyId);
  return countSignedInOn(ctx.database.db, scopeOf(session), ymdOf(how.at));
}

/** How many of the session's scope signed in on the day: the count a desk shows after a sign-in or out. */
export const signedInCountOn = (ctx: AppContext, session: Session, day: string) =>
  countSignedInOn(ctx.database.db, scopeOf(session), day);

export async function signInExpected(ctx: AppContext, session: Session, input: SignInInput) {
  const db = ctx.database.db;
  const scope = scopeOf(session);
  const { now, day } = today(ctx);
  const visit = await findVisit(db, scope, input.vid);
  if (!visit) throw noVisit();
  if (visit.visitdate !== null || visit.signOutDate !== null) throw new AppError(Status.alreadySignedIn);
  const { operator, training } = await checkArrival(ctx, session, visit, input, true);
  const changes: Updateable<VisitTable> & { visitdate: number } = {
    ...arrivalChanges(input, operator, now),
    ...training,
    ...(visit.signinType === signinTypes.invited ? { status: 1 } : {}),
  };
  // Two desks signing in one visitor at once: the update is conditional, the second finds it done.
  if (!(await signInVisit(db, scope, visit.id, day, changes))) throw new AppError(Status.alreadySignedIn);
  await recordSignInForms(ctx, session.companyId, { id: visit.id, tid: visit.tid }, input);
  const vcount = await announceArrival(
    ctx,
    session,
    { ...visit, vcompany: changes.vcompany ?? visit.vcompany },
    { operator, gate: input.signInGate, at: now },
  );
  return { vcount, glist: [] };
}

export interface SignOut {
  signOutOpName: string;
  signOutGate: string;
}

/** Signs out those of the visits on site, with their timeline events; the ids signed out. */
export async function signOut(ctx: AppContext, session: Session, vids: readonly number[], how: SignOut) {
  const now = ctx.clock.now();
  const operator = how.signOutOpName || (await actorName(ctx, session));
  const left = await signOutVisits(ctx.database.db, scopeOf(session), vids, {
    signOutDate: now,
    signOutOpName: operator,
    signOutGate: how.signOutGate,
  });
  await recordEvents(ctx, session.companyId, left, { kind: 'signedOut', operator, gate: how.signOutGate, reason: '', at: now });
  return left;
}

/** By vid, or (vid 0) by the invitation id aid, which is the same table's id here. A visitor not on site is left alone. */
export async function signOutOne(ctx: AppContext, session: Session, input: SignOut & { vid: number; aid?: number | undefined }) {
  const vid = input.vid || input.aid || 0;
  if (vid <= 0) throw invalid('vid', 'choose a visit');
  if (!(await findVisit(ctx.database.db, scopeOf(session), vid))) throw noVisit(input.vid ? 'vid' : 'aid');
  await signOut(ctx, session, [vid], input);
  await announceChange(ctx, session.companyId);
}

/** All or nothing on ids (57 naming vid); those not on site are left alone. */
export async function signOutMany(ctx: AppContext, session: Session, items: ReadonlyArray<SignOut & { vid: number }>) {
  const vids = [...new Set(items.map((item) => item.vid))];
  const found = new Set(await existingVisitIds(ctx.database.db, scopeOf(session), vids));
  const missing = vids.filter((vid) => !found.has(vid));
  if (missing.length > 0) throw new AppError(Status.noRecord, 'No such visit: vid', missing);
  const groups = new Map<string, { how: SignOut; vids: number[] }>();
  for (const item of items) {
    const key = JSON.stringify([item.signOutOpName, item.signOutGate]);
    const group = groups.get(key) ?? { how: item, vids: [] };
    group.vids.push(item.vid);
    groups.set(key, group);
  }
  for (const group of groups.values()) await signOut(ctx, session, group.vids, group.how);
  await announceChange(ctx, session.companyId);
}
