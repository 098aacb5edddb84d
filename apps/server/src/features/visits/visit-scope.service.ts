import { AppError, blacklistRefusesAt, Status, type Visit } from '@vestibule/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import { startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { VisitTable } from '../../platform/db/schema.js';
import { invitationSigningKey } from '../../platform/signing-key.js';
import { badgeCodeVid, looksLikeBadgeCode, signBadgeCode } from './badge-code.js';
import { companyView } from '../account/account.service.js';
import { blacklistEntriesFor } from '../blacklist/blacklist.service.js';
import { employeeRecord } from '../employees/employee-lookup.service.js';
import { visitorTypeById } from '../visitor-types/visitor-types.service.js';
import { writeEvents } from '../visit-events/visit-events.service.js';
import { findVisit, insertVisit, insertVisitRow, onSiteVisitOfPerson, signInVisit } from './visits.repo.js';
import type { VisitScope } from './visit-scope.repo.js';
import { extendColText, toVisit } from './visit-view.js';
import { managerName } from '../reception-accounts/reception-accounts.service.js';

/** Other features' visit calls take the scope's type and the stored custom fields from here. */
export { extendColText, type VisitScope };

/* What every visit call shares: the caller's scope, today, who is acting, screening and the visitor type. */

/** A Subcompany session sees its own visits; every other session the company's. */
export const scopeOf = (session: Session): VisitScope => ({
  companyId: session.companyId,
  subaccountId: session.kind === 'subaccount' ? session.subjectId : 0,
});

/** Today as YYYY-MM-DD and its first instant, by the platform clock in the site's time zone. */
export function today(ctx: AppContext) {
  const now = ctx.clock.now();
  const day = ymdOf(now);
  return { now, day, startOfToday: startOfYmd(day) };
}

export const noVisit = (field = 'vid') => new AppError(Status.noRecord, `No such visit: ${field}`);

export const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

/**
 * The name an operator field takes when none is given: the employee's, the manager's, or the company account's
 * (`company` when the caller has it).
 */
export async function actorName(ctx: AppContext, session: Session, company?: { username: string }): Promise<string> {
  if (session.kind === 'employee') return (await employeeRecord(ctx, session.companyId, session.subjectId))?.empName ?? '';
  if (session.kind === 'deputy') return managerName(ctx, session.companyId, session.subjectId);
  return (company ?? (await companyView(ctx, session.companyId))).username;
}

/**
 * Screening of the people at the door: with the company's blacklist switch on,
 * anyone whose phone or ID number is listed is refused with 66 before anything
 * changes, so the host is not bothered. Staff in the console learn which entry
 * matched; a desk (tablet or terminal) only that the visitor was refused, since
 * a visitor may be reading its screen. A refused sign-in stays on the visit's
 * timeline even though the call's changes do not; a refused walk-in (`walkIn`,
 * no visit yet) is kept as a refused visit, never expected nor signable.
 * An entry naming gates refuses only at those gates when the desk names its
 * gate (`deskGid`), and everywhere otherwise (blacklistRefusesAt).
 */
export async function screenVisitors(
  ctx: AppContext,
  session: Session,
  people: ReadonlyArray<{ name: string; phone: string; cardId: string }>,
  refusedVisit?: { operator: string; gate: string; deskGid?: string } & ({ vid: number } | { walkIn: Insertable<VisitTable> }),
  blackListSwitch?: number,
): Promise<void> {
  const companyId = session.companyId;
  for (const person of people) {
    const entries = (await blacklistEntriesFor(ctx, companyId, person, blackListSwitch)).filter((entry) =>
      blacklistRefusesAt(entry.gids, refusedVisit?.deskGid),
    );
    if (entries.length === 0) continue;
    // A timeline reason holds 500 characters; a long name and remark together may not fit.
    const reason = `${person.name} is on the blacklist${entries[0]?.remark ? `: ${entries[0].remark}` : ''}`.slice(0, 500);
    if (refusedVisit) {
      const event = { companyId, kind: 'blacklisted', at: ctx.clock.now(), reason };
      await ctx.keepRegardless(async (db) => {
        const vid = 'vid' in refusedVisit ? refusedVisit.vid : await insertVisit(db, refusedVisit.walkIn);
        await writeEvents(db, [{ ...event, vid, operator: refusedVisit.operator, gate: refusedVisit.gate }]);
      });
    }
    if (session.kind === 'reception') throw new AppError(Status.blacklisted, refusedAtTheDesk);
    throw new AppError(Status.blacklisted, reason, entries);
  }
}

const refusedAtTheDesk = 'Refused at the front desk';

/**
 * One person is on site once: a phone or an ID number with a visit signed in
 * and not out (in the company, any day) refuses another arrival with 105,
 * naming that visit so the desk can offer its sign-out. `exceptVid` is the
 * visit arriving now. A unique index closes the race of two desks at once.
 */
export async function assertNotOnSite(
  ctx: AppContext,
  companyId: number,
  person: { phone: string; cardId: string },
  exceptVid?: number,
): Promise<void> {
  const onSite = await onSiteVisitOfPerson(ctx.database.db, companyId, person, exceptVid);
  if (!onSite) return;
  throw new AppError(Status.alreadySignedIn, `${onSite.vname} is already on site; sign them out first`, {
    vid: onSite.id,
    vname: onSite.vname,
    visitdate: onSite.visitdate,
    signInGate: onSite.signInGate,
  });
}

/** The visit the person has on site now (signed in, not out), the one assertNotOnSite would name; undefined if none. */
export async function onSiteVisitOf(ctx: AppContext, companyId: number, person: { phone: string; cardId: string }) {
  const onSite = await onSiteVisitOfPerson(ctx.database.db, companyId, person);
  return onSite && visitInScope(ctx, { companyId, subaccountId: 0 }, onSite.id);
}

/** The visitor type a call names by tid (104 when it is not the company's), or the name as given. */
export async function visitorTypeNamed(ctx: AppContext, companyId: number, tid: number | undefined, vType: string | undefined) {
  if (!tid) return { tid: 0, vType: vType ?? '' };
  const type = await visitorTypeById(ctx, companyId, tid);
  return { tid: type.tid, vType: type.vType };
}

/** The visit of this id in the scope, as stored; undefined when there is none. */
export const visitInScope = (ctx: AppContext, scope: VisitScope, vid: number) => findVisit(ctx.database.db, scope, vid);

/** A stored visit as the answers show it (the ID number masked, the badge of today). */
export const visitAnswer = (ctx: AppContext, row: Selectable<VisitTable>, company: string): Visit => ({
  ...toVisit(row, company, today(ctx).startOfToday),
  badgeCode: badgeCodeOf(ctx, row),
});

/** What the visit's badge QR code holds: signed, so that a typed visit id finds nothing at a desk. */
export const badgeCodeOf = (ctx: AppContext, row: { id: number; companyId: number }) =>
  signBadgeCode(row.id, row.companyId, invitationSigningKey(ctx.config));

/** Whether a scanned text has a badge code's shape, signed or not. */
export const isBadgeCode = looksLikeBadgeCode;

/** The visit id a badge code of the company names; undefined when it is not one, or not signed for the company. */
export const visitIdOfBadgeCode = (ctx: AppContext, companyId: number, code: string) =>
  badgeCodeVid(code, companyId, invitationSigningKey(ctx.config));

/** Adds a visit and answers it as stored; one that arrives signed in is counted on its day. */
export const addVisit = (ctx: AppContext, row: Insertable<VisitTable>) => insertVisitRow(ctx.database.db, row);

/** Signs in a visit of the caller's scope today unless it is already in or out (two desks at once: one wins); whether it did. */
export const markArrived = (
  ctx: AppContext,
  session: Session,
  vid: number,
  changes: Updateable<VisitTable> & { visitdate: number },
) => signInVisit(ctx.database.db, scopeOf(session), vid, today(ctx).day, changes);
