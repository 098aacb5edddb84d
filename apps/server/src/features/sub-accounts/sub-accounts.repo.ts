import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SubAccountTable, SubAccountTemplateTable } from '../../platform/db/schema.js';

/*
 * One company's resident companies and their template; the look-up by email
 * that sign-in makes across companies; moving employees between the main
 * company and its resident companies.
 */

type Db = Kysely<Database>;

const withCompany = (db: Db) =>
  db
    .selectFrom('subAccount')
    .innerJoin('company', 'company.id', 'subAccount.companyId')
    .selectAll('subAccount')
    .select([
      'company.email as companyEmail',
      'company.company as mainCompanyName',
      'company.subAccount as companySwitch',
      'company.pwdPolicy as companyPwdPolicy',
      'company.pwdExpireDays as companyPwdExpireDays',
      'company.lockThreshold as companyLockThreshold',
      'company.lockMinutes as companyLockMinutes',
    ])
    .select((eb) =>
      eb
        .selectFrom('employee')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('employee.companyId', '=', 'subAccount.companyId')
        .whereRef('employee.subaccountId', '=', 'subAccount.id')
        .as('empCount'),
    );

export type SubAccountRow = NonNullable<Awaited<ReturnType<typeof findSubAccountById>>>;

/** The company's resident companies by name, only those of `ids` when given. */
export const listSubAccounts = (db: Db, companyId: number, ids: readonly number[] | undefined, offset: number, limit: number) => {
  let query = withCompany(db).where('subAccount.companyId', '=', companyId);
  if (ids) query = query.where('subAccount.id', 'in', ids.length > 0 ? [...ids] : [0]);
  return query.orderBy('subAccount.companyNameKey').limit(limit).offset(offset).execute();
};

export const findSubAccountById = (db: Db, companyId: number, id: number) =>
  withCompany(db).where('subAccount.companyId', '=', companyId).where('subAccount.id', '=', id).executeTakeFirst();

/** The resident company that signs in with this email (lower-cased), in any company. */
export const findSubAccountByEmailKey = (db: Db, emailKey: string) =>
  withCompany(db).where('subAccount.emailKey', '=', emailKey).executeTakeFirst();

export const findSubAccountIdByName = async (db: Db, companyId: number, companyNameKey: string) =>
  (
    await db
      .selectFrom('subAccount')
      .select('id')
      .where('companyId', '=', companyId)
      .where('companyNameKey', '=', companyNameKey)
      .executeTakeFirst()
  )?.id;

export const findSubAccountIdByEmail = async (db: Db, emailKey: string) =>
  (await db.selectFrom('subAccount').select('id').where('emailKey', '=', emailKey).executeTakeFirst())?.id;

export const subAccountIdsOf = async (db: Db, companyId: number) =>
  (await db.selectFrom('subAccount').select('id').where('companyId', '=', companyId).execute()).map((row) => row.id);

export const insertSubAccount = async (db: Db, row: Insertable<SubAccountTable>) =>
  (await db.insertInto('subAccount').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateSubAccountRow = (db: Db, companyId: number, id: number, changes: Updateable<SubAccountTable>) =>
  db.updateTable('subAccount').set(changes).where('companyId', '=', companyId).where('id', '=', id).execute();

export const deleteSubAccountRow = (db: Db, companyId: number, id: number) =>
  db.deleteFrom('subAccount').where('companyId', '=', companyId).where('id', '=', id).execute();

export const findTemplate = (db: Db, companyId: number) =>
  db.selectFrom('subAccountTemplate').selectAll().where('companyId', '=', companyId).executeTakeFirst();

export const insertTemplate = (db: Db, row: Insertable<SubAccountTemplateTable>) =>
  db.insertInto('subAccountTemplate').values(row).execute();

export const updateTemplate = (db: Db, companyId: number, changes: Updateable<SubAccountTemplateTable>) =>
  db.updateTable('subAccountTemplate').set(changes).where('companyId', '=', companyId).execute();

/** Which of these ids are the company's employees. */
export const companyEmployeeIds = async (db: Db, companyId: number, empids: readonly number[]) =>
  (
    await db
      .selectFrom('employee')
      .select('id')
      .where('companyId', '=', companyId)
      .where('id', 'in', [...empids])
      .execute()
  ).map((row) => row.id);

export const moveEmployees = (db: Db, companyId: number, empids: readonly number[], subaccountId: number, at: number) =>
  db
    .updateTable('employee')
    .set({ subaccountId, updatedAt: at })
    .where('companyId', '=', companyId)
    .where('id', 'in', [...empids])
    .execute();

/** A deleted resident company's employees return to the main company. */
export const releaseEmployees = (db: Db, companyId: number, subaccountId: number, at: number) =>
  db
    .updateTable('employee')
    .set({ subaccountId: 0, updatedAt: at })
    .where('companyId', '=', companyId)
    .where('subaccountId', '=', subaccountId)
    .execute();

/** The resident company of an employee (0: the main company); undefined when the company has no such employee. */
export const findEmployeeSubAccount = async (db: Db, companyId: number, empid: number) =>
  (
    await db
      .selectFrom('employee')
      .select('subaccountId')
      .where('companyId', '=', companyId)
      .where('id', '=', empid)
      .executeTakeFirst()
  )?.subaccountId;
