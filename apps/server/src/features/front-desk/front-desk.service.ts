import { AppError, inviteMaxDays, Status, signinTypes, type Visit } from '@vestibule/contract';
import { accessCodePattern } from '@vestibule/contract/patterns';
import type { Insertable, Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { addDays } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { VisitTable } from '../../platform/db/schema.js';
import { companyView } from '../account/account.service.js';
import { invitationWindow, visitForToken } from '../invitations/invitation.service.js';
import { openVisitOfAccessCode } from '../visits/access-code.service.js';
import {
  announceArrival,
  type ArrivalInput,
  arrivalChanges,
  checkArrival,
  signInExpected,
  signOut,
} from '../visits/sign-in.service.js';
import {
  addVisit,
  markArrived,
  noVisit,
  scopeOf,
  today,
  visitAnswer,
  isBadgeCode,
  visitIdOfBadgeCode,
  visitInScope,
  type VisitScope,
} from '../visits/visit-scope.service.js';
import { isResidentCode, residentSignInOrOut, residentVisitByCode } from '../residents/resident-desk.service.js';
import { guardedCodeLookup } from './desk-code-guard.js';
import { recordSignInForms } from '../visit-forms/visit-forms.service.js';
import { announceChange } from '../visit-events/visit-events.service.js';
import { countCodeUse, expectedOfContact, invitationOnSite, latestArrivalOfPhone, onSiteIdsOfPhone } from './front-desk.repo.js';

/*
 * The front desk (api-facts section 6): a scanned code, an invitee signing in
 * by code, today's appointments of a visitor, the visitor's last visit, and
 * leaving by phone. The walk-in is in walk-in.service.ts.
 */

const invalidCode = () => new AppError(Status.invalidLink, 'The code is not valid here');

/** Whether an invitation's code has no use left: the company's qrMaxCount (0: no limit) once the visitor has arrived. */
const usesSpent = (visit: Selectable<VisitTable>, qrMaxCount: number) =>
  visit.visitdate !== null && qrMaxCount > 0 && visit.codeUses >= qrMaxCount;

const usedUp = () => new AppError(Status.late, 'the code has been used up');

/** The visit as the answers show it, read again after the call's changes. */
async function visitView(ctx: AppContext, session: Session, vid: number, company: string): Promise<Visit> {
  const row = await visitInScope(ctx, scopeOf(session), vid);
  if (!row) throw noVisit();
  return visitAnswer(ctx, row, company);
}

type FoundByCode = { kind: 'badge' | 'invitation'; visit: Selectable<VisitTable> };

/**
 * The visit a short code gave its visitor, in the caller's scope, while the
 * code's window holds (64 before it, 65 after); 39 when no open visit has it.
 */
async function visitForAccessCode(ctx: AppContext, scope: VisitScope, acode: string) {
  const visit = await openVisitOfAccessCode(ctx, scope.companyId, acode);
  if (!visit || (scope.subaccountId > 0 && visit.subaccountId !== scope.subaccountId)) throw invalidCode();
  const window = invitationWindow(visit);
  const now = ctx.clock.now();
  if (now < window.validFrom) throw new AppError(Status.tooEarly, 'The code is not valid yet', { validFrom: window.validFrom });
  if (now > window.validUntil) throw new AppError(Status.late, 'The code has expired');
  return visit;
}

/**
 * What a code scanned or typed at a desk names in the caller's scope: a
 * badge's signed code, an invitation's signed token, or the short code an
 * invitation or pre-registration gave. Anything else, a bare visit id
 * included, names nothing (39), and wrong codes are counted against the desk.
 */
function visitOfCode(ctx: AppContext, session: Session, code: string): Promise<FoundByCode> {
  const scope = scopeOf(session);
  return guardedCodeLookup(ctx, session, async (): Promise<FoundByCode> => {
    if (isBadgeCode(code)) {
      const vid = visitIdOfBadgeCode(ctx, session.companyId, code);
      const visit = vid === undefined ? undefined : await visitInScope(ctx, scope, vid);
      if (!visit) throw invalidCode();
      return { kind: 'badge', visit };
    }
    if (accessCodePattern.test(code)) return { kind: 'invitation', visit: await visitForAccessCode(ctx, scope, code) };
    return { kind: 'invitation', visit: await visitForToken(ctx, scope, code) };
  });
}

/** getVisitByCode: the visit of an invitation's token or short code (39, 64, 65 as the door answers), or of a badge. */
export async function visitByCode(ctx: AppContext, session: Session, code: string): Promise<Visit> {
  if (isResidentCode(code)) return guardedCodeLookup(ctx, session, () => residentVisitByCode(ctx, session, code));
  const company = await companyView(ctx, session.companyId);
  const found = await visitOfCode(ctx, session, code);
  if (found.kind === 'invitation' && usesSpent(found.visit, company.qrMaxCount)) throw usedUp();
  return visitAnswer(ctx, found.visit, company.company);
}

/** A returning invitee's own visit: a copy of the invitation that names it (appid), signed in now. */
function returnVisit(invitation: Selectable<VisitTable>, changes: ReturnType<typeof arrivalChanges>, day: string, now: number) {
  const {
    id,
    codeUses: _uses,
    signOutDate: _out,
    signOutOpName: _outBy,
    signOutGate: _outAt,
    leaveTime: _leave,
    ...kept
  } = invitation;
  const row: Insertable<VisitTable> = {
    ...kept,
    ...changes,
    appid: id,
    signinType: signinTypes.invited,
    status: 1,
    signOutDate: null,
    leaveTime: null,
    listDay: day,
    createdAt: now,
  };
  return row;
}

/**
 * AppClientSignin: the invitee of a scanned code arrives. The first use signs
 * in the invitation's own visit; a later one (the visitor left and came back
 * inside the code's window) adds a visit of its own. The company's early and
 * late limits bound the arrival; the code's window and uses bound the returns.
 */
export async function signInByCode(ctx: AppContext, session: Session, input: ArrivalInput & { code: string }) {
  // A resident's code signs them in, or out while they are on site (decision 0035).
  if (isResidentCode(input.code)) return guardedCodeLookup(ctx, session, () => residentSignInOrOut(ctx, session, input));
  const db = ctx.database.db;
  const scope = scopeOf(session);
  const { now, day } = today(ctx);
  const found = await visitOfCode(ctx, session, input.code);
  if (found.kind === 'badge') throw invalidCode();
  const invitation = found.visit;
  // A pre-registration's short code signs the visit in as the desk would.
  if (invitation.signinType !== signinTypes.invited) {
    const { vcount } = await signInExpected(ctx, session, { ...input, vid: invitation.id });
    return { visit: await visitView(ctx, session, invitation.id, (await companyView(ctx, session.companyId)).company), vcount };
  }
  const arrived = invitation.visitdate !== null || invitation.signOutDate !== null;
  if (arrived && (await invitationOnSite(db, scope, invitation.id))) throw new AppError(Status.alreadySignedIn);
  const { company, operator, training } = await checkArrival(ctx, session, invitation, input, !arrived);
  if (usesSpent(invitation, company.qrMaxCount)) throw usedUp();
  const changes = { ...arrivalChanges(input, operator, now), ...training };
  let vid = invitation.id;
  if (!arrived) {
    // Two desks with one code at once: the sign-in is conditional, the second finds it done.
    const first = { ...changes, status: 1, codeUses: invitation.codeUses + 1 };
    if (!(await markArrived(ctx, session, invitation.id, first))) throw new AppError(Status.alreadySignedIn);
  } else {
    if (!(await countCodeUse(db, scope, invitation.id, invitation.codeUses))) throw new AppError(Status.alreadySignedIn);
    vid = (await addVisit(ctx, returnVisit(invitation, changes, day, now))).id;
  }
  await recordSignInForms(ctx, session.companyId, { id: vid, tid: invitation.tid }, input);
  const vcount = await announceArrival(
    ctx,
    session,
    { id: vid, empid: invitation.empid, vname: invitation.vname, vcompany: changes.vcompany ?? invitation.vcompany },
    { operator, gate: input.signInGate, at: now },
  );
  return { visit: await visitView(ctx, session, vid, company.company), vcount };
}

/** Candidates read per search: visits of a contact over the longest window, before the windows are checked. */
const searchReadMax = 200;
const searchAnswerMax = 20;

/** searchTodayAppointment: the contact's visits not yet arrived whose appointment window holds today, newest first. */
export async function todaysAppointments(ctx: AppContext, session: Session, contact: { phone: string; cardId: string }) {
  const { now, day } = today(ctx);
  const rows = await expectedOfContact(
    ctx.database.db,
    scopeOf(session),
    contact,
    addDays(day, -inviteMaxDays),
    day,
    searchReadMax,
  );
  const company = await companyView(ctx, session.companyId);
  return rows
    .filter((row) => {
      const window = invitationWindow(row);
      return window.validFrom <= now && now <= window.validUntil;
    })
    .slice(0, searchAnswerMax)
    .map((row) => visitAnswer(ctx, row, company.company));
}

/** getLastVisitByPhone: the phone's latest arrival, for the tablet's "visited before"; null when the company turned that off. */
export async function lastVisitOfPhone(ctx: AppContext, session: Session, phone: string): Promise<Visit | null> {
  const company = await companyView(ctx, session.companyId);
  if (company.comeAgain === 0) return null;
  const row = await latestArrivalOfPhone(ctx.database.db, scopeOf(session), phone);
  return row ? visitAnswer(ctx, row, company.company) : null;
}

/** VisitorSignOut: every visit of the phone on site leaves; 57 when none is. */
export async function signOutByPhone(
  ctx: AppContext,
  session: Session,
  input: { phone: string; signOutOpName: string; signOutGate: string },
) {
  const vids = await onSiteIdsOfPhone(ctx.database.db, scopeOf(session), input.phone);
  const left = await signOut(ctx, session, vids, input);
  if (left.length === 0) throw new AppError(Status.noRecord, 'No visit of this phone is on site: phone', 'phone');
  await announceChange(ctx, session.companyId);
  return { count: left.length };
}
