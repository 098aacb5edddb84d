import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ReceptionAccountTable } from '../../platform/db/schema.js';

/* One company's reception and verification accounts, and the look-up by account name that sign-in makes across companies. */

type Db = Kysely<Database>;

const withCompany = (db: Db) =>
  db
    .selectFrom('receptionAccount')
    .innerJoin('company', 'company.id', 'receptionAccount.companyId')
    .selectAll('receptionAccount')
    .select([
      'company.company as companyName',
      'company.email as companyEmail',
      'company.pwdPolicy as companyPwdPolicy',
      'company.lockThreshold as companyLockThreshold',
      'company.lockMinutes as companyLockMinutes',
    ]);

export type ReceptionAccountRow = Awaited<ReturnType<typeof findAccountsByKey>>[number];

/** The company's accounts by account name, those of the given types when any are given. */
export const listAccounts = (db: Db, companyId: number, types: readonly number[]) => {
  let query = withCompany(db).where('receptionAccount.companyId', '=', companyId);
  if (types.length > 0) query = query.where('receptionAccount.sType', 'in', [...types]);
  return query.orderBy('receptionAccount.accountKey').execute();
};

export const findAccountById = (db: Db, companyId: number, id: number) =>
  withCompany(db).where('receptionAccount.companyId', '=', companyId).where('receptionAccount.id', '=', id).executeTakeFirst();

export const findAccountByKey = (db: Db, companyId: number, accountKey: string) =>
  withCompany(db)
    .where('receptionAccount.companyId', '=', companyId)
    .where('receptionAccount.accountKey', '=', accountKey)
    .executeTakeFirst();

/** Accounts with this name in every company, by company. */
export const findAccountsByKey = (db: Db, accountKey: string) =>
  withCompany(db).where('receptionAccount.accountKey', '=', accountKey).orderBy('receptionAccount.companyId').execute();

export const insertAccount = async (db: Db, row: Insertable<ReceptionAccountTable>) =>
  (await db.insertInto('receptionAccount').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateAccount = (db: Db, companyId: number, id: number, changes: Updateable<ReceptionAccountTable>) =>
  db.updateTable('receptionAccount').set(changes).where('companyId', '=', companyId).where('id', '=', id).execute();

export const deleteAccount = (db: Db, companyId: number, id: number) =>
  db.deleteFrom('receptionAccount').where('companyId', '=', companyId).where('id', '=', id).execute();
