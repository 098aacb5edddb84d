import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* Super accounts, the companies each covers, and those companies' sign-in tallies. */

type Db = Kysely<Database>;

export const findSuperAccountByKey = (db: Db, usernameKey: string) =>
  db.selectFrom('superAccount').selectAll().where('usernameKey', '=', usernameKey).executeTakeFirst();

export type SuperAccountRow = NonNullable<Awaited<ReturnType<typeof findSuperAccountByKey>>>;

export const findSuperAccount = (db: Db, id: number) =>
  db.selectFrom('superAccount').selectAll().where('id', '=', id).executeTakeFirst();

/** The covered companies, oldest first: the first is the one the original console keeps as userid. */
export const relatedCompanies = (db: Db, superAccountId: number) =>
  db
    .selectFrom('superAccountCompany')
    .innerJoin('company', 'company.id', 'superAccountCompany.companyId')
    .select(['company.id as userid', 'company.company', 'company.logo', 'company.pwdPolicy'])
    .where('superAccountCompany.superAccountId', '=', superAccountId)
    .orderBy('company.id')
    .execute();

export const insertSuperAccount = (
  db: Db,
  row: { username: string; usernameKey: string; passwordHash: string; displayName: string; hq: number; now: number },
) =>
  db
    .insertInto('superAccount')
    .values({
      username: row.username,
      usernameKey: row.usernameKey,
      passwordHash: row.passwordHash,
      displayName: row.displayName,
      hq: row.hq,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateSuperAccount = (
  db: Db,
  id: number,
  changes: { passwordHash?: string; disabled?: number; displayName?: string; updatedAt: number },
) => db.updateTable('superAccount').set(changes).where('id', '=', id).execute();

export const deleteSuperAccount = (db: Db, id: number) => db.deleteFrom('superAccount').where('id', '=', id).execute();

export const relateCompanies = (db: Db, superAccountId: number, companyIds: readonly number[]) =>
  db
    .insertInto('superAccountCompany')
    .values(companyIds.map((companyId) => ({ superAccountId, companyId })))
    .onConflict((conflict) => conflict.columns(['superAccountId', 'companyId']).doNothing())
    .execute();

export const unrelateCompanies = (db: Db, superAccountId: number, companyIds: readonly number[]) =>
  db
    .deleteFrom('superAccountCompany')
    .where('superAccountId', '=', superAccountId)
    .where('companyId', 'in', companyIds)
    .execute();

export const existingCompanyIds = async (db: Db, companyIds: readonly number[]) =>
  (await db.selectFrom('company').select('id').where('id', 'in', companyIds).execute()).map((row) => row.id);

/** Sign-ins per company from the day tallies, within [startDay, endDay] when given. */
export const signInsPerCompany = (db: Db, companyIds: readonly number[], range?: { startDay: string; endDay: string }) => {
  let query = db
    .selectFrom('visitDayTally')
    .select(['companyId', (eb) => eb.fn.sum<number | string>('signedIn').as('count')])
    .where('companyId', 'in', companyIds);
  if (range) query = query.where('day', '>=', range.startDay).where('day', '<=', range.endDay);
  return query.groupBy('companyId').execute();
};

/** Sign-ins per day over these companies within [startDay, endDay]. */
export const signInsPerDay = (db: Db, companyIds: readonly number[], range: { startDay: string; endDay: string }) =>
  db
    .selectFrom('visitDayTally')
    .select(['day', (eb) => eb.fn.sum<number | string>('signedIn').as('count')])
    .where('companyId', 'in', companyIds)
    .where('day', '>=', range.startDay)
    .where('day', '<=', range.endDay)
    .groupBy('day')
    .orderBy('day')
    .execute();
