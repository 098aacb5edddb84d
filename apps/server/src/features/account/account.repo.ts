import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import { commaJoinedIds } from '../../platform/db/portable.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import type { CompanyTable, Database } from '../../platform/db/schema.js';

/** The company's visitor managers as comma-separated employee ids (null for none), beside the company row. */
const visitorManagerIds = (db: Kysely<Database>, eb: ExpressionBuilder<Database, 'company'>) =>
  eb
    .selectFrom('visitorManager')
    .select(commaJoinedIds(db, 'visitorManager.empid').as('ids'))
    .whereRef('visitorManager.companyId', '=', 'company.id')
    .as('visitorManagerIds');

const selectCompanyById = reusableQuery((db, id: number) =>
  db
    .selectFrom('company')
    .selectAll('company')
    .select((eb) => visitorManagerIds(db, eb))
    .where('company.id', '=', id),
);

export const findCompanyById = async (db: Kysely<Database>, id: number) => (await selectCompanyById(db, id))[0];

// The desks and the notices read the company's settings on every arrival: compiled once, without the managers' ids.
const selectCompanySettings = reusableQuery((db, id: number) => db.selectFrom('company').selectAll().where('id', '=', id));

/** The company's row as stored: its settings, for the rules of an arrival and its notices. */
export const findCompanySettings = async (db: Kysely<Database>, id: number) => (await selectCompanySettings(db, id))[0];

/** What GetUserInfo shows, in one round trip: the company and how many people it has. */
export const companyWithEmployeeTotalQuery = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('company')
    .selectAll('company')
    .select((eb) => [
      visitorManagerIds(db, eb),
      eb
        .selectFrom('employee')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('employee.companyId', '=', 'company.id')
        .as('employeeTotal'),
    ])
    .where('company.id', '=', id);

const selectCompanyWithEmployeeTotal = reusableQuery(companyWithEmployeeTotalQuery);

/** The company row with an extra `employeeTotal` column (count as number or numeric string). */
export const findCompanyWithEmployeeTotal = async (db: Kysely<Database>, id: number) =>
  (await selectCompanyWithEmployeeTotal(db, id))[0];

export const findCompanyByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('company').selectAll().where('email', '=', email).executeTakeFirst();

export const findCompanyByPhone = (db: Kysely<Database>, phone: string) =>
  db.selectFrom('company').selectAll().where('phone', '=', phone).executeTakeFirst();

export const findCompanyIdByKey = (db: Kysely<Database>, companyKey: string) =>
  db.selectFrom('company').select('id').where('companyKey', '=', companyKey).executeTakeFirst();

/** The company's blackListSwitch; undefined when there is no such company. */
export const findBlacklistSwitch = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('company').select('blackListSwitch').where('id', '=', id).executeTakeFirst())?.blackListSwitch;

export const companyIdExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertCompany = (db: Kysely<Database>, row: Insertable<CompanyTable>) =>
  db.insertInto('company').values(row).execute();

export const insertVisitorManagers = (db: Kysely<Database>, companyId: number, empids: readonly number[]) =>
  empids.length === 0
    ? Promise.resolve()
    : db
        .insertInto('visitorManager')
        .values(empids.map((empid) => ({ companyId, empid })))
        .onConflict((conflict) => conflict.doNothing())
        .execute()
        .then(() => undefined);

export const deleteVisitorManagers = (db: Kysely<Database>, companyId: number) =>
  db.deleteFrom('visitorManager').where('companyId', '=', companyId).execute();

export const updateCompany = (db: Kysely<Database>, id: number, changes: Updateable<CompanyTable>) =>
  db.updateTable('company').set(changes).where('id', '=', id).execute();
