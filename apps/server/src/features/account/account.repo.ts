import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CompanyTable, Database } from '../../platform/db/schema.js';

export const findCompanyById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();

export const findCompanyByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('company').selectAll().where('email', '=', email).executeTakeFirst();

export const findCompanyByPhone = (db: Kysely<Database>, phone: string) =>
  db.selectFrom('company').selectAll().where('phone', '=', phone).executeTakeFirst();

export const findCompanyIdByKey = (db: Kysely<Database>, companyKey: string) =>
  db.selectFrom('company').select('id').where('companyKey', '=', companyKey).executeTakeFirst();

export const companyIdExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('company').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertCompany = (db: Kysely<Database>, row: Insertable<CompanyTable>) =>
  db.insertInto('company').values(row).execute();

export const updateCompany = (db: Kysely<Database>, id: number, changes: Updateable<CompanyTable>) =>
  db.updateTable('company').set(changes).where('id', '=', id).execute();
