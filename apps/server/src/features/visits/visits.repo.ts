import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import { queryByShape, reusableQuery } from '../../platform/db/reusable-query.js';
import type { Database, VisitTable } from '../../platform/db/schema.js';
import { countOf, statusCondition } from './visit-search.repo.js';
import { scopedVisits, scopedVisitUpdate, type VisitScope } from './visit-scope.repo.js';
import { tallySignIn } from './visit-tally.repo.js';

/*
 * Visits added, signed in and out, decided and counted. Every function takes
 * the caller's scope (visit-scope.repo.ts) and reads or changes nothing outside it.
 */

type Db = Kysely<Database>;

// Every walk-in and returning visitor adds a row of the same columns: compiled once per column list.
const insertVisitWithColumns = queryByShape((db, _columns: string[], row: Insertable<VisitTable>) =>
  db.insertInto('visit').values(row).returningAll(),
);

/** A new visit as stored (an answer shows it without reading it again); one that arrives signed in is counted on its day. */
export const insertVisitRow = async (db: Db, row: Insertable<VisitTable>) => {
  const given = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) as Insertable<VisitTable>;
  const [saved] = await insertVisitWithColumns(db, Object.keys(given), given);
  if (!saved) throw new Error('the visit insert returned no row');
  if (row.visitdate != null) await tallySignIn(db, row.companyId, row.subaccountId ?? 0, row.listDay, saved.id);
  return saved;
};

/** A new visit's id. */
export const insertVisit = async (db: Db, row: Insertable<VisitTable>) => (await insertVisitRow(db, row)).id;

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
  vids.length === 0 ? [] : (await scopedVisits(db, scope).select('id').where('id', 'in', vids).execute()).map((row) => row.id);

/** Signs the visit in on `day` unless it is already in or out (two desks at once: one wins); whether it did. */
export const signInVisit = async (
  db: Db,
  scope: VisitScope,
  vid: number,
  day: string,
  changes: Updateable<VisitTable> & { visitdate: number },
) => {
  const signedIn = await scopedVisitUpdate(db, scope)
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
        await scopedVisitUpdate(db, scope)
          .set(changes)
          .where('id', 'in', vids)
          .where('visitdate', 'is not', null)
          .where('signOutDate', 'is', null)
          .returning('id')
          .execute()
      ).map((row) => row.id);

/** Decides a visit still awaiting its host; false when it was decided already. */
export const decideVisit = async (db: Db, scope: VisitScope, vid: number, changes: Updateable<VisitTable>) =>
  (await scopedVisitUpdate(db, scope).set(changes).where('id', '=', vid).where('permission', '=', 0).executeTakeFirst())
    .numUpdatedRows > 0n;

/** Names starting with the prefix, as a range of their search key (index-backed on both databases). */
const whereNameStarts = (query: ReturnType<typeof scopedVisits>, key: 'visit.vnameKey' | 'visit.empNameKey', prefix: string) => {
  const [lo, hi] = prefixRange(prefix);
  return query.where(key, '>=', lo).where(key, '<', hi);
};

/** Today's visits by state, in one pass over the day's index range. */
export async function countDayStates(db: Db, scope: VisitScope, day: string, startOfToday: number) {
  const row = await scopedVisits(db, scope)
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

const onSiteColumns = ['id', 'vname', 'visitdate', 'signInGate'] as const;

// The terms repeat the partial unique indexes' own conditions, so both databases read those indexes.
const onSiteBy = (contact: 'vphone' | 'cardId') =>
  reusableQuery((db, companyId: number, value: string, exceptVid: number) =>
    db
      .selectFrom('visit')
      .select(onSiteColumns)
      .where('companyId', '=', companyId)
      .where(contact, '=', value)
      .where(contact, '<>', '')
      .where('visitdate', 'is not', null)
      .where('signOutDate', 'is', null)
      .where('id', '<>', exceptVid)
      .limit(1),
  );
const onSiteOfPhone = onSiteBy('vphone');
const onSiteOfCard = onSiteBy('cardId');

/** A visit of the company on site now (signed in, not out) by this phone or ID number, other than `exceptVid`. */
export async function onSiteVisitOfPerson(db: Db, companyId: number, person: { phone: string; cardId: string }, exceptVid = 0) {
  if (person.phone) {
    const [visit] = await onSiteOfPhone(db, companyId, person.phone, exceptVid);
    if (visit) return visit;
  }
  if (person.cardId) return (await onSiteOfCard(db, companyId, person.cardId, exceptVid))[0];
  return undefined;
}

/** Whether a visit of the company listed on or after `since` and not yet arrived holds the short code. */
export const accessCodeInUse = async (db: Db, companyId: number, acode: string, since: string) =>
  (await db
    .selectFrom('visit')
    .select('id')
    .where('companyId', '=', companyId)
    .where('acode', '=', acode)
    .where('listDay', '>=', since)
    .where('visitdate', 'is', null)
    .where('signOutDate', 'is', null)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The invitation or pre-registration of the company that gave this short code, listed on or after `since`; newest first. */
export const visitOfAccessCode = (db: Db, companyId: number, acode: string, since: string) =>
  db
    .selectFrom('visit')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('acode', '=', acode)
    .where('listDay', '>=', since)
    .where('signinType', 'in', [1, 2])
    .where('appid', '=', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Everyone signed in and not signed out whose list day is on or after `fromDay`, by sign-in. */
export const onSiteVisits = (db: Db, scope: VisitScope, fromDay: string) =>
  scopedVisits(db, scope)
    .select(['id', 'vname', 'vphone', 'vcompany', 'empName', 'empPhone', 'visitdate', 'signInGate'])
    .where('visit.listDay', '>=', fromDay)
    .where('visit.visitdate', 'is not', null)
    .where('visit.signOutDate', 'is', null)
    .orderBy('visit.visitdate')
    .orderBy('visit.id')
    .execute();

/** Signed-in visits with a list day in the range, counted by the value of `by` (values without any are absent). */
const countSignedInBy = (db: Db, scope: VisitScope, fromDay: string, toDay: string, by: 'visit.listDay' | 'visit.vType') =>
  scopedVisits(db, scope)
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

const minuteMs = 60_000;

/**
 * Signs out, across companies, every visitor on site for longer than their
 * company's leaveExpiryTime minutes (0: never) as of `now`; the visits signed out.
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
            sql<boolean>`${sql.ref('visit.visitdate')} <= cast(${now} as bigint) - ${sql.ref('company.leaveExpiryTime')} * cast(${minuteMs} as bigint)`,
          ),
      ),
    )
    .returning(['visit.id', 'visit.companyId'])
    .execute();

export interface AfterHoursFilter {
  /** Each sign-in day of the range with the instant its off-duty time falls on. */
  days: ReadonlyArray<{ day: string; offDutyAt: number }>;
  /** Prefixes; empty means no condition. */
  name?: string;
  empName?: string;
}

/** Visits signed in on one of the days and on site after that day's off-duty instant (until `now` if still there). */
const afterHoursMatching = (db: Db, scope: VisitScope, filter: AfterHoursFilter, now: number) => {
  const days = filter.days.map((entry) => entry.day);
  let query = scopedVisits(db, scope)
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

/** A page of the after-hours list, newest first. */
export const listAfterHoursPage = (
  db: Db,
  scope: VisitScope,
  filter: AfterHoursFilter,
  now: number,
  offset: number,
  limit: number,
) =>
  afterHoursMatching(db, scope, filter, now)
    .selectAll('visit')
    .orderBy('visit.listDay', 'desc')
    .orderBy('visit.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countAfterHours = (db: Db, scope: VisitScope, filter: AfterHoursFilter, now: number) =>
  countOf(afterHoursMatching(db, scope, filter, now));
