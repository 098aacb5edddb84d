import type { VisitStatus } from '@vestibule/contract';
import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import type { Database, VisitTable } from '../../platform/db/schema.js';
import { tallySignIn } from './visit-tally.repo.js';

/*
 * Visits and their timelines. Every function takes the caller's scope (the
 * company, and a Subcompany's own id) and reads or changes nothing outside it.
 */

type Db = Kysely<Database>;
type Eb = ExpressionBuilder<Database, 'visit'>;

export interface VisitScope {
  companyId: number;
  /** A Subcompany sees only its own visits; 0 means the whole company. */
  subaccountId: number;
}

const scoped = (db: Db, scope: VisitScope) => {
  const query = db.selectFrom('visit').where('visit.companyId', '=', scope.companyId);
  return scope.subaccountId > 0 ? query.where('visit.subaccountId', '=', scope.subaccountId) : query;
};

const scopedUpdate = (db: Db, scope: VisitScope) => {
  const query = db.updateTable('visit').where('companyId', '=', scope.companyId);
  return scope.subaccountId > 0 ? query.where('subaccountId', '=', scope.subaccountId) : query;
};

/** A new visit; one that arrives signed in is counted on its day. */
export const insertVisit = async (db: Db, row: Insertable<VisitTable>) => {
  const { id } = await db.insertInto('visit').values(row).returning('id').executeTakeFirstOrThrow();
  if (row.visitdate != null) await tallySignIn(db, row.companyId, row.subaccountId ?? 0, row.listDay, id);
  return id;
};

/** A new visit as stored (an answer shows it without reading it again); one that arrives signed in is counted on its day. */
export const insertVisitRow = async (db: Db, row: Insertable<VisitTable>) => {
  const saved = await db.insertInto('visit').values(row).returningAll().executeTakeFirstOrThrow();
  if (row.visitdate != null) await tallySignIn(db, row.companyId, row.subaccountId ?? 0, row.listDay, saved.id);
  return saved;
};

// Every sign-in and sign-out reads its visit first: compiled once (platform/db/reusable-query.ts).
const selectCompanyVisit = reusableQuery((db, companyId: number, vid: number) =>
  db.selectFrom('visit').selectAll().where('visit.companyId', '=', companyId).where('visit.id', '=', vid),
);
const selectSubaccountVisit = reusableQuery((db, companyId: number, subaccountId: number, vid: number) =>
  db
    .selectFrom('visit')
    .selectAll()
    .where('visit.companyId', '=', companyId)
    .where('visit.subaccountId', '=', subaccountId)
    .where('visit.id', '=', vid),
);

export const findVisit = async (db: Db, scope: VisitScope, vid: number) =>
  (scope.subaccountId > 0
    ? await selectSubaccountVisit(db, scope.companyId, scope.subaccountId, vid)
    : await selectCompanyVisit(db, scope.companyId, vid))[0];

/** Which of these ids are visits in scope. */
export const existingVisitIds = async (db: Db, scope: VisitScope, vids: readonly number[]) =>
  vids.length === 0 ? [] : (await scoped(db, scope).select('id').where('id', 'in', vids).execute()).map((row) => row.id);

/** Signs the visit in on `day` unless it is already in or out (two desks at once: one wins); whether it did. */
export const signInVisit = async (
  db: Db,
  scope: VisitScope,
  vid: number,
  day: string,
  changes: Updateable<VisitTable> & { visitdate: number },
) => {
  const signedIn = await scopedUpdate(db, scope)
    .set({ ...changes, listDay: day })
    .where('id', '=', vid)
    .where('visitdate', 'is', null)
    .where('signOutDate', 'is', null)
    .returning('subaccountId')
    .executeTakeFirst();
  if (signedIn) await tallySignIn(db, scope.companyId, signedIn.subaccountId, day, vid);
  return signedIn !== undefined;
};

/** Signs out those of the visits that are on site (signed in, not out); the ids signed out. */
export const signOutVisits = async (db: Db, scope: VisitScope, vids: readonly number[], changes: Updateable<VisitTable>) =>
  vids.length === 0
    ? []
    : (
        await scopedUpdate(db, scope)
          .set(changes)
          .where('id', 'in', vids)
          .where('visitdate', 'is not', null)
          .where('signOutDate', 'is', null)
          .returning('id')
          .execute()
      ).map((row) => row.id);

/** Decides a visit still awaiting its host; false when it was decided already. */
export const decideVisit = async (db: Db, scope: VisitScope, vid: number, changes: Updateable<VisitTable>) =>
  (await scopedUpdate(db, scope).set(changes).where('id', '=', vid).where('permission', '=', 0).executeTakeFirst())
    .numUpdatedRows > 0n;

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
}

/** Text starting with the prefix, compared as stored (case kept) on both databases. */
const startsWith = (eb: Eb, column: 'visit.vcompany' | 'visit.signInGate', prefix: string) =>
  eb(sql`substr(${sql.ref(column)}, 1, ${prefix.length})`, '=', prefix);

/** Names starting with the prefix, as a range of their search key (index-backed on both databases). */
const whereNameStarts = (query: ReturnType<typeof scoped>, key: 'visit.vnameKey' | 'visit.empNameKey', prefix: string) => {
  const [lo, hi] = prefixRange(prefix);
  return query.where(key, '>=', lo).where(key, '<', hi);
};

/**
 * The conditions of each badge of visitStatus() (contract rules/visit-status):
 * `startOfToday` is the local midnight that expiry is measured from.
 */
function statusCondition(eb: Eb, status: VisitStatus, startOfToday: number) {
  const notArrived = eb.and([eb('visit.visitdate', 'is', null), eb('visit.signOutDate', 'is', null)]);
  const expired = eb.and([notArrived, eb('visit.appointmentDate', '<', startOfToday)]);
  const waiting = eb.and([
    notArrived,
    eb.or([eb('visit.appointmentDate', 'is', null), eb('visit.appointmentDate', '>=', startOfToday)]),
  ]);
  const invited = eb('visit.signinType', '=', 1);
  const preRegistered = eb.and([eb('visit.signinType', '=', 2), eb('visit.appointmentDate', 'is not', null)]);
  const invitation = (status: number) => eb.and([waiting, invited, eb('visit.status', '=', status)]);
  const decided = (permission: number) => eb.and([waiting, preRegistered, eb('visit.permission', '=', permission)]);
  switch (status) {
    case 'signedOut':
      return eb('visit.signOutDate', 'is not', null);
    case 'expired':
      return expired;
    case 'signedIn':
      return eb.or([eb.and([eb('visit.visitdate', 'is not', null), eb('visit.signOutDate', 'is', null)]), invitation(1)]);
    case 'sent':
      return eb.and([waiting, invited, eb('visit.status', 'not in', [1, 2, 3, 4])]);
    case 'viewed':
      return invitation(2);
    case 'accepted':
      return invitation(3);
    case 'refused':
      return eb.or([invitation(4), decided(2)]);
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

/**
 * The visits the filter matches or, given `after`, those of them past that
 * visit: the key then replaces the first day as the lower bound, since with
 * both SQLite may start its index range at the first day.
 */
export const matching = (db: Db, scope: VisitScope, filter: VisitFilter, startOfToday: number, after?: VisitKey) => {
  let query = scoped(db, scope)
    .where((eb) =>
      after
        ? eb(eb.refTuple('visit.listDay', 'visit.id'), '>', eb.tuple(after.listDay, after.id))
        : eb('visit.listDay', '>=', filter.date),
    )
    .where('visit.listDay', '<=', filter.endDate);
  if (filter.name) query = whereNameStarts(query, 'visit.vnameKey', filter.name);
  if (filter.empName) query = whereNameStarts(query, 'visit.empNameKey', filter.empName);
  if (filter.phone) query = query.where('visit.vphone', '=', filter.phone);
  if (filter.vcompany) {
    const prefix = filter.vcompany;
    query = query.where((eb) => startsWith(eb, 'visit.vcompany', prefix));
  }
  if (filter.signInGate) {
    const prefix = filter.signInGate;
    query = query.where((eb) => startsWith(eb, 'visit.signInGate', prefix));
  }
  if (filter.visitType) query = query.where('visit.visitType', '=', filter.visitType);
  if (filter.vType) query = query.where('visit.vType', '=', filter.vType);
  if (filter.plateNum) query = query.where('visit.plateNum', '=', filter.plateNum);
  if (filter.tid) query = query.where('visit.tid', '=', filter.tid);
  if (filter.empdeptid) query = query.where('visit.empdeptid', '=', filter.empdeptid);
  if (filter.empid) query = query.where('visit.empid', '=', filter.empid);
  if (filter.subaccountId) query = query.where('visit.subaccountId', '=', filter.subaccountId);
  if (filter.svcType === 1) query = query.where('visit.visitdate', 'is not', null);
  if (filter.svcType === 2) query = query.where('visit.visitdate', 'is', null);
  if (filter.signinType !== undefined) query = query.where('visit.signinType', '=', filter.signinType);
  const status = filter.visitStatus;
  if (status) query = query.where((eb) => statusCondition(eb, status, startOfToday));
  return query;
};

/**
 * Newest first: by list day, then id (the query, so a test can read its plan).
 * Each row carries its company's name, which a listed visit shows, so a page
 * is one round trip.
 */
export const visitPageQuery = (
  db: Db,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  offset: number,
  limit: number,
) =>
  matching(db, scope, filter, startOfToday)
    .innerJoin('company', 'company.id', 'visit.companyId')
    .selectAll('visit')
    .select('company.company as companyName')
    .orderBy('visit.listDay', 'desc')
    .orderBy('visit.id', 'desc')
    .limit(limit)
    .offset(offset);

export const listVisitPage = (
  db: Db,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  offset: number,
  limit: number,
) => visitPageQuery(db, scope, filter, startOfToday, offset, limit).execute();

/** How many visits a query finds. */
const countOf = async (query: ReturnType<typeof scoped>) =>
  Number((await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);

export const countVisits = (db: Db, scope: VisitScope, filter: VisitFilter, startOfToday: number) =>
  countOf(matching(db, scope, filter, startOfToday));

/** Today's visits by state, in one pass over the day's index range. */
export async function countDayStates(db: Db, scope: VisitScope, day: string, startOfToday: number) {
  const row = await scoped(db, scope)
    .where('visit.listDay', '=', day)
    .select((eb) => {
      const refused = statusCondition(eb, 'refused', startOfToday);
      const notArrived = eb.and([eb('visit.visitdate', 'is', null), eb('visit.signOutDate', 'is', null)]);
      const tally = (condition: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number | string | null>(eb.case().when(condition).then(1).else(0).end());
      return [
        tally(eb.and([notArrived, eb.not(refused)])).as('expected'),
        tally(eb.and([eb('visit.signOutDate', 'is not', null)])).as('signedOut'),
        tally(eb.and([refused])).as('refused'),
      ];
    })
    .executeTakeFirstOrThrow();
  return { expected: Number(row.expected ?? 0), signedOut: Number(row.signedOut ?? 0), refused: Number(row.refused ?? 0) };
}

/** Everyone signed in and not signed out whose list day is on or after `fromDay`, by sign-in. */
export const onSiteVisits = (db: Db, scope: VisitScope, fromDay: string) =>
  scoped(db, scope)
    .select(['id', 'vname', 'vphone', 'vcompany', 'empName', 'empPhone', 'visitdate', 'signInGate'])
    .where('visit.listDay', '>=', fromDay)
    .where('visit.visitdate', 'is not', null)
    .where('visit.signOutDate', 'is', null)
    .orderBy('visit.visitdate')
    .orderBy('visit.id')
    .execute();

/** Signed-in visits with a list day in the range, counted by the value of `by` (values without any are absent). */
const countSignedInBy = (db: Db, scope: VisitScope, fromDay: string, toDay: string, by: 'visit.listDay' | 'visit.vType') =>
  scoped(db, scope)
    .select((eb) => [eb.ref(by).as('value'), eb.fn.countAll<number | string>().as('count')])
    .where('visit.listDay', '>=', fromDay)
    .where('visit.listDay', '<=', toDay)
    .where('visit.visitdate', 'is not', null)
    .groupBy(by)
    .execute();

/** Signed-in visits per list day in the range (days without any are absent). */
export const signedInPerDay = async (db: Db, scope: VisitScope, fromDay: string, toDay: string) =>
  (await countSignedInBy(db, scope, fromDay, toDay, 'visit.listDay')).map((row) => ({
    day: row.value,
    count: Number(row.count),
  }));

/** Signed-in visits in the range by visitor type name, most first. */
export const signedInByType = async (db: Db, scope: VisitScope, fromDay: string, toDay: string) =>
  (await countSignedInBy(db, scope, fromDay, toDay, 'visit.vType'))
    .map((row) => ({ vType: row.value, count: Number(row.count) }))
    .sort((a, b) => b.count - a.count || a.vType.localeCompare(b.vType));

const hourMs = 60 * 60_000;

/**
 * Signs out, across companies, every visitor on site for longer than their
 * company's leaveExpiryTime hours (0: never) as of `now`; the visits signed out.
 */
export const signOutExpiredVisits = (db: Db, now: number, changes: Updateable<VisitTable>) =>
  db
    .updateTable('visit')
    .set(changes)
    .where('visit.visitdate', 'is not', null)
    .where('visit.signOutDate', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('company')
          .select('company.id')
          .whereRef('company.id', '=', 'visit.companyId')
          .where('company.leaveExpiryTime', '>', 0)
          .where(
            sql<boolean>`${sql.ref('visit.visitdate')} <= cast(${now} as bigint) - ${sql.ref('company.leaveExpiryTime')} * cast(${hourMs} as bigint)`,
          ),
      ),
    )
    .returning(['visit.id', 'visit.companyId'])
    .execute();

export interface OvertimeFilter {
  /** Each sign-in day of the range with the instant its off-duty time falls on. */
  days: ReadonlyArray<{ day: string; offDutyAt: number }>;
  /** Prefixes; empty means no condition. */
  name?: string;
  empName?: string;
}

/** Visits signed in on one of the days and on site after that day's off-duty instant (until `now` if still there). */
const overtimeMatching = (db: Db, scope: VisitScope, filter: OvertimeFilter, now: number) => {
  const days = filter.days.map((entry) => entry.day);
  let query = scoped(db, scope)
    .where('visit.listDay', '>=', days[0] ?? '')
    .where('visit.listDay', '<=', days[days.length - 1] ?? '')
    .where('visit.visitdate', 'is not', null)
    .where((eb) => {
      const leftAt = eb.fn.coalesce('visit.signOutDate', sql<number>`cast(${now} as bigint)`);
      return eb.or(
        filter.days.map(({ day, offDutyAt }) =>
          eb.and([eb('visit.listDay', '=', day), eb(leftAt, '>', sql<number>`cast(${offDutyAt} as bigint)`)]),
        ),
      );
    });
  if (filter.name) query = whereNameStarts(query, 'visit.vnameKey', filter.name);
  if (filter.empName) query = whereNameStarts(query, 'visit.empNameKey', filter.empName);
  return query;
};

/** A page of the overtime list, newest first. */
export const listOvertimePage = (db: Db, scope: VisitScope, filter: OvertimeFilter, now: number, offset: number, limit: number) =>
  overtimeMatching(db, scope, filter, now)
    .selectAll('visit')
    .orderBy('visit.listDay', 'desc')
    .orderBy('visit.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countOvertime = (db: Db, scope: VisitScope, filter: OvertimeFilter, now: number) =>
  countOf(overtimeMatching(db, scope, filter, now));
