import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, HolidayTable } from '../../platform/db/schema.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';

/* The company's holiday calendar: one row per marked day (YYYY-MM-DD). */

type Db = Kysely<Database>;

/** Marked days from `from` to `to` (YYYY-MM-DD, both included), in date order. */
export const listHolidays = (db: Db, companyId: number, from: string, to: string) =>
  db
    .selectFrom('holiday')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('hdate', '>=', from)
    .where('hdate', '<=', to)
    .orderBy('hdate')
    .execute();

export const findHoliday = (db: Db, companyId: number, hdate: string) =>
  db.selectFrom('holiday').selectAll().where('companyId', '=', companyId).where('hdate', '=', hdate).executeTakeFirst();

// Every sign-in of a type with day rules reads its day: compiled once.
const selectPassFlag = reusableQuery((db, companyId: number, hdate: string) =>
  db.selectFrom('holiday').select('passFlag').where('companyId', '=', companyId).where('hdate', '=', hdate),
);

/** The day's mark (0 rest, 1 work), undefined when the day is not marked. */
export const findPassFlag = async (db: Db, companyId: number, hdate: string) =>
  (await selectPassFlag(db, companyId, hdate).then((rows) => rows[0]))?.passFlag;

export const insertHoliday = (db: Db, row: Insertable<HolidayTable>) => db.insertInto('holiday').values(row).execute();

/** Adds the days not marked yet; answers how many it added. */
export const insertMissingHolidays = async (db: Db, rows: ReadonlyArray<Insertable<HolidayTable>>) =>
  rows.length === 0
    ? 0
    : (
        await db
          .insertInto('holiday')
          .values([...rows])
          .onConflict((conflict) => conflict.columns(['companyId', 'hdate']).doNothing())
          .returning('id')
          .execute()
      ).length;

export const updateHolidayRow = (db: Db, companyId: number, hdate: string, changes: Updateable<HolidayTable>) =>
  db.updateTable('holiday').set(changes).where('companyId', '=', companyId).where('hdate', '=', hdate).execute();

export const deleteHolidayRow = (db: Db, companyId: number, hdate: string) =>
  db.deleteFrom('holiday').where('companyId', '=', companyId).where('hdate', '=', hdate).execute();

/**
 * The company's passable hours, "HH:mm" each. The columns are passable_s_time
 * and passable_e_time, which the camel-case plugin cannot spell from
 * passableSTime when writing (it reads them back fine): named here directly.
 */
export const updatePassableHours = (db: Db, companyId: number, hours: { passableSTime: string; passableETime: string }) =>
  sql`update company set passable_s_time = ${hours.passableSTime}, passable_e_time = ${hours.passableETime} where id = ${companyId}`.execute(
    db,
  );
