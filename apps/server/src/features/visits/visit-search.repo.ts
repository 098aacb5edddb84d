import type { VisitStatus } from '@vestibule/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import { queryByShape } from '../../platform/db/reusable-query.js';
import type { Database } from '../../platform/db/schema.js';
import type { VisitScope } from './visit-scope.repo.js';

/*
 * The visit lists' search: the filter's conditions, the page and the count,
 * and the export's chunks. A search's SQL follows from which conditions it has
 * (its shape), so the page query is compiled once per shape.
 */

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'visit'>;

export interface VisitFilter {
  date: string;
  endDate: string;
  /** Prefixes and exact texts; empty means no condition. */
  name?: string;
  empName?: string;
  phone?: string;
  vcompany?: string;
  visitType?: string;
  vType?: string;
  plateNum?: string;
  signInGate?: string;
  tid?: number | undefined;
  empdeptid?: number | undefined;
  empid?: number | undefined;
  subaccountId?: number | undefined;
  /** 0 all, 1 signed in, 2 not yet signed in. */
  svcType?: number;
  signinType?: number | undefined;
  visitStatus?: VisitStatus | undefined;
  /** A visitor tag the visit carries. */
  tagId?: number | undefined;
}

/**
 * The conditions of each badge of visitStatus() (contract rules/visit-status):
 * `startOfToday` is the local midnight that expiry is measured from.
 */
export function statusCondition(eb: Eb, status: VisitStatus, startOfToday: number) {
  const notArrived = eb.and([eb('visit.visitdate', 'is', null), eb('visit.signOutDate', 'is', null)]);
  // A walk-in the desk refused stays refused: never waiting, never expired.
  const refusedWalkIn = eb.and([notArrived, eb('visit.signinType', '=', 0), eb('visit.permission', '=', 2)]);
  const expired = eb.and([notArrived, eb('visit.appointmentDate', '<', startOfToday), eb.not(refusedWalkIn)]);
  const waiting = eb.and([
    notArrived,
    eb.or([eb('visit.appointmentDate', 'is', null), eb('visit.appointmentDate', '>=', startOfToday)]),
    eb.not(refusedWalkIn),
  ]);
  const invited = eb('visit.signinType', '=', 1);
  const preRegistered = eb.and([eb('visit.signinType', '=', 2), eb('visit.appointmentDate', 'is not', null)]);
  const approvalRefused = eb.and([waiting, invited, eb('visit.permission', '=', 2)]);
  const invitation = (status: number) =>
    eb.and([waiting, invited, eb('visit.status', '=', status), eb('visit.permission', '<>', 2)]);
  const decided = (permission: number) => eb.and([waiting, preRegistered, eb('visit.permission', '=', permission)]);
  switch (status) {
    case 'signedOut':
      return eb('visit.signOutDate', 'is not', null);
    case 'expired':
      return expired;
    case 'signedIn':
      return eb.or([eb.and([eb('visit.visitdate', 'is not', null), eb('visit.signOutDate', 'is', null)]), invitation(1)]);
    case 'sent':
      return eb.and([waiting, invited, eb('visit.status', 'not in', [1, 2, 3, 4]), eb('visit.permission', '<>', 2)]);
    case 'viewed':
      return invitation(2);
    case 'accepted':
      return invitation(3);
    case 'refused':
      return eb.or([invitation(4), decided(2), refusedWalkIn, approvalRefused]);
    case 'unauthorized':
      return decided(0);
    case 'authorized':
      return decided(1);
    case 'reserved':
      return eb.and([
        waiting,
        eb('visit.signinType', '<>', 1),
        eb.not(eb.and([preRegistered, eb('visit.permission', 'in', [0, 1, 2])])),
      ]);
  }
}

/** Where an export's chunk ended: the next chunk starts after this visit. */
export interface VisitKey {
  listDay: string;
  id: number;
}

/** Which conditions a search has: what its SQL follows from, whatever the values. */
const searchShape = (scope: VisitScope, filter: VisitFilter, after?: VisitKey) => ({
  subcompany: scope.subaccountId > 0,
  after: after !== undefined,
  name: Boolean(filter.name),
  empName: Boolean(filter.empName),
  phone: Boolean(filter.phone),
  vcompany: Boolean(filter.vcompany),
  signInGate: Boolean(filter.signInGate),
  visitType: Boolean(filter.visitType),
  vType: Boolean(filter.vType),
  plateNum: Boolean(filter.plateNum),
  tid: Boolean(filter.tid),
  empdeptid: Boolean(filter.empdeptid),
  empid: Boolean(filter.empid),
  subaccountId: Boolean(filter.subaccountId),
  svcType: filter.svcType ?? 0,
  signinType: filter.signinType !== undefined,
  visitStatus: filter.visitStatus ?? null,
  tagId: Boolean(filter.tagId),
});
type SearchShape = ReturnType<typeof searchShape>;

/** What a search compares with, each value as the SQL takes it (name prefixes as key ranges, text prefixes with their length). */
function searchValues(scope: VisitScope, filter: VisitFilter, startOfToday: number, after?: VisitKey) {
  const [nameFrom, nameTo] = filter.name ? prefixRange(filter.name) : ['', ''];
  const [empNameFrom, empNameTo] = filter.empName ? prefixRange(filter.empName) : ['', ''];
  return {
    companyId: scope.companyId,
    subcompanyId: scope.subaccountId,
    firstDay: filter.date,
    lastDay: filter.endDate,
    afterDay: after?.listDay ?? '',
    afterId: after?.id ?? 0,
    nameFrom,
    nameTo,
    empNameFrom,
    empNameTo,
    phone: filter.phone ?? '',
    vcompany: filter.vcompany ?? '',
    vcompanyLength: filter.vcompany?.length ?? 0,
    signInGate: filter.signInGate ?? '',
    signInGateLength: filter.signInGate?.length ?? 0,
    visitType: filter.visitType ?? '',
    vType: filter.vType ?? '',
    plateNum: filter.plateNum ?? '',
    tid: filter.tid ?? 0,
    empdeptid: filter.empdeptid ?? 0,
    empid: filter.empid ?? 0,
    subaccountId: filter.subaccountId ?? 0,
    signinType: filter.signinType ?? 0,
    tagId: filter.tagId ?? 0,
    startOfToday,
  };
}
type SearchValues = ReturnType<typeof searchValues>;

/** The search's conditions: which ones from the shape, what they compare with from the values, used as they are. */
function matchingShape(db: Db, shape: SearchShape, values: SearchValues) {
  const v = values;
  let query = db.selectFrom('visit').where('visit.companyId', '=', v.companyId);
  if (shape.subcompany) query = query.where('visit.subaccountId', '=', v.subcompanyId);
  query = query
    .where((eb) =>
      shape.after
        ? eb(eb.refTuple('visit.listDay', 'visit.id'), '>', eb.tuple(v.afterDay, v.afterId))
        : eb('visit.listDay', '>=', v.firstDay),
    )
    .where('visit.listDay', '<=', v.lastDay);
  if (shape.name) query = query.where('visit.vnameKey', '>=', v.nameFrom).where('visit.vnameKey', '<', v.nameTo);
  if (shape.empName) query = query.where('visit.empNameKey', '>=', v.empNameFrom).where('visit.empNameKey', '<', v.empNameTo);
  if (shape.phone) query = query.where('visit.vphone', '=', v.phone);
  // Text starting with the prefix, compared as stored (case kept) on both databases.
  if (shape.vcompany) query = query.where(sql`substr(${sql.ref('visit.vcompany')}, 1, ${v.vcompanyLength})`, '=', v.vcompany);
  if (shape.signInGate) {
    query = query.where(sql`substr(${sql.ref('visit.signInGate')}, 1, ${v.signInGateLength})`, '=', v.signInGate);
  }
  if (shape.visitType) query = query.where('visit.visitType', '=', v.visitType);
  if (shape.vType) query = query.where('visit.vType', '=', v.vType);
  if (shape.plateNum) query = query.where('visit.plateNum', '=', v.plateNum);
  if (shape.tid) query = query.where('visit.tid', '=', v.tid);
  if (shape.empdeptid) query = query.where('visit.empdeptid', '=', v.empdeptid);
  if (shape.empid) query = query.where('visit.empid', '=', v.empid);
  if (shape.subaccountId) query = query.where('visit.subaccountId', '=', v.subaccountId);
  if (shape.svcType === 1) query = query.where('visit.visitdate', 'is not', null);
  if (shape.svcType === 2) query = query.where('visit.visitdate', 'is', null);
  if (shape.signinType) query = query.where('visit.signinType', '=', v.signinType);
  const status = shape.visitStatus;
  if (status) query = query.where((eb) => statusCondition(eb, status, v.startOfToday));
  if (shape.tagId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('visitTag')
          .select('visitTag.vid')
          .whereRef('visitTag.companyId', '=', 'visit.companyId')
          .where('visitTag.tid', '=', v.tagId)
          .whereRef('visitTag.vid', '=', 'visit.id'),
      ),
    );
  }
  return query;
}

/**
 * The visits the filter matches or, given `after`, those of them past that
 * visit: the key then replaces the first day as the lower bound, since with
 * both SQLite may start its index range at the first day.
 */
export const matching = (db: Db, scope: VisitScope, filter: VisitFilter, startOfToday: number, after?: VisitKey) =>
  matchingShape(db, searchShape(scope, filter, after), searchValues(scope, filter, startOfToday, after));

/**
 * Newest first: by list day, then id (the query, so a test can read its plan).
 * Each row carries its company's name and whether the approval process asked
 * about it, which a listed visit shows, so a page is one round trip. Both are
 * subqueries, not joins: with visit the only table read, SQLite never puts a
 * one-company table first and sorts the range.
 */
const pageQuery = (db: Db, shape: SearchShape, values: SearchValues & { offset: number; limit: number }) =>
  matchingShape(db, shape, values)
    .selectAll('visit')
    .select((eb) => [
      eb
        .selectFrom('company')
        .select('company.company')
        .whereRef('company.id', '=', 'visit.companyId')
        .$asScalar()
        .$notNull()
        .as('companyName'),
      eb
        .exists(
          eb
            .selectFrom('approvalStep')
            .select('approvalStep.id')
            .whereRef('approvalStep.companyId', '=', 'visit.companyId')
            .whereRef('approvalStep.vid', '=', 'visit.id'),
        )
        .as('askedAboutApproval'),
    ])
    .orderBy('visit.listDay', 'desc')
    .orderBy('visit.id', 'desc')
    .limit(values.limit)
    .offset(values.offset);

export const visitPageQuery = (
  db: Db,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  offset: number,
  limit: number,
) => pageQuery(db, searchShape(scope, filter), { ...searchValues(scope, filter, startOfToday), offset, limit });

/** The page query compiled once per search shape (platform/db/reusable-query.ts): the list's hot path. */
const visitPageByShape = queryByShape(pageQuery);

export const listVisitPage = (
  db: Db,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  offset: number,
  limit: number,
) => visitPageByShape(db, searchShape(scope, filter), { ...searchValues(scope, filter, startOfToday), offset, limit });

/** How many visits a query finds. */
export const countOf = async (query: SelectQueryBuilder<Database, 'visit', object>) =>
  Number((await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);

export const countVisits = (db: Db, scope: VisitScope, filter: VisitFilter, startOfToday: number) =>
  countOf(matching(db, scope, filter, startOfToday));

/** The visitor tags on each of the visits, by name. */
export async function tagsOfVisits(db: Db, companyId: number, vids: readonly number[]) {
  const tags = new Map<number, Array<{ tid: number; tagName: string }>>();
  if (vids.length === 0) return tags;
  const rows = await db
    .selectFrom('visitTag')
    .innerJoin('visitorTag', 'visitorTag.id', 'visitTag.tid')
    .select(['visitTag.vid', 'visitorTag.id as tid', 'visitorTag.tagName'])
    .where('visitTag.companyId', '=', companyId)
    .where('visitTag.vid', 'in', [...vids])
    .orderBy('visitorTag.tagName')
    .execute();
  for (const row of rows) tags.set(row.vid, [...(tags.get(row.vid) ?? []), { tid: row.tid, tagName: row.tagName }]);
  return tags;
}
