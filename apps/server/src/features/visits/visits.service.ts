import { type Page, type Visit, visitSearchMax, type VisitWithTimeline } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { VisitTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { companyView } from '../account/account.service.js';
import { approvedByProcess, authorizedByProcess } from '../approvals/approvals.service.js';
import { toVisit, toVisitEvent } from './visit-view.js';
import { badgeCodeOf, noVisit, scopeOf, today, visitAnswer } from './visit-scope.service.js';
import { visitTimeline } from '../visit-events/visit-events.service.js';
import { visitChunk as readVisitChunk } from './visit-chunks.repo.js';
import type { VisitScope } from './visit-scope.repo.js';
import { countVisits, listVisitPage, tagsOfVisits, type VisitFilter, type VisitKey } from './visit-search.repo.js';
import { findVisit } from './visits.repo.js';

/* Reading visits: the lists of the console, one visit with its timeline, an employee's own visitors, the export's chunks. */

/** What a search filters by, and where an export's chunk ended: other features' reads take them from here. */
export type { VisitFilter, VisitKey };

type PageRequest = { startIndex: number; requestedCount: number };

async function visitsOf(ctx: AppContext, session: Session, filter: VisitFilter, offset: number, limit: number) {
  const { startOfToday } = today(ctx);
  const rows = await listVisitPage(ctx.database.db, scopeOf(session), filter, startOfToday, offset, limit);
  const tags = await tagsOfVisits(
    ctx.database.db,
    session.companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toVisit(row, row.companyName, startOfToday),
    approved: authorizedByProcess(row.permission, row.askedAboutApproval),
    tags: tags.get(row.id) ?? [],
  }));
}

/** SearchVisitByCondition and the kind-bound lists: a bare array, newest first. */
export async function visitList(ctx: AppContext, session: Session, filter: VisitFilter, request?: PageRequest) {
  const { offset, limit } = request ? pageWindow(request) : { offset: 0, limit: visitSearchMax };
  return visitsOf(ctx, session, filter, offset, Math.min(limit, visitSearchMax));
}

export async function visitPage(
  ctx: AppContext,
  session: Session,
  filter: VisitFilter,
  request: PageRequest,
): Promise<Page<Visit>> {
  const { offset, limit, pageNo, pageSize } = pageWindow(request);
  const [list, count] = await Promise.all([
    visitsOf(ctx, session, filter, offset, limit),
    countVisits(ctx.database.db, scopeOf(session), filter, today(ctx).startOfToday),
  ]);
  return { list, count, pageNo, pageSize };
}

/** One visit and its timeline; an employee reads only the visits they host. */
export async function visitWithTimeline(ctx: AppContext, session: Session, vid: number): Promise<VisitWithTimeline> {
  const db = ctx.database.db;
  const row = await findVisit(db, scopeOf(session), vid);
  if (!row || (session.kind === 'employee' && row.empid !== session.subjectId)) throw noVisit();
  const [events, company, approved, tags] = await Promise.all([
    visitTimeline(ctx, session.companyId, vid),
    companyView(ctx, session.companyId),
    approvedByProcess(ctx, row),
    tagsOfVisits(db, session.companyId, [vid]),
  ]);
  return {
    ...visitAnswer(ctx, row, company.company),
    approved,
    tags: tags.get(vid) ?? [],
    // Staff may read the visitor their short code again (on the phone, at the desk).
    acode: row.acode,
    events: events.map(toVisitEvent),
  };
}

/** The signed-in employee's visitors as host: visitType '1' their invitations, otherwise pre-registrations. */
export const ownVisitors = (
  ctx: AppContext,
  session: Session,
  input: PageRequest & { date: string; endDate: string; visitType: string; name: string },
) =>
  visitPage(
    ctx,
    session,
    {
      date: input.date,
      endDate: input.endDate,
      name: input.name,
      empid: session.subjectId,
      signinType: input.visitType === '1' ? 1 : 2,
    },
    input,
  );

/**
 * What a download grant's badge shows of one visit in its scope (the company,
 * or a sub-account's own visits), or null when there is no such visit.
 */
export async function visitForBadge(ctx: AppContext, scope: { companyId: number; subaccountId: number }, vid: number) {
  const row = await findVisit(ctx.database.db, scope, vid);
  if (!row) return null;
  const at = row.visitdate ?? row.appointmentDate;
  return {
    badgeCode: badgeCodeOf(ctx, row),
    vname: row.vname,
    vcompany: row.vcompany,
    empName: row.empName,
    vphoto: row.vphoto,
    time: at === null ? '' : localDateTime(at).slice(0, 16),
  };
}

/**
 * The export's read: the matching visits after `after` (from the first when
 * absent), `limit` of them, each as the values of the columns, then its list
 * day and id.
 */
export const visitChunk = <C extends keyof VisitTable>(
  ctx: AppContext,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  columns: readonly C[],
  after: VisitKey | undefined,
  limit: number,
) => readVisitChunk(ctx.database, scope, filter, startOfToday, columns, after, limit);
