import type { Kysely } from 'kysely';
import type { Database, TemplateTextColumns } from '../../platform/db/schema.js';

/* Invitation templates: the company's (company-wide, gid 0) and each employee's own. */

type Db = Kysely<Database>;

const textColumns = ['templateType', 'inviteContent', 'address', 'longitude', 'latitude', 'companyProfile', 'traffic'] as const;

export type TemplateTexts = Omit<TemplateTextColumns, 'updatedAt'>;

export const listCompanyTemplates = (db: Db, companyId: number) =>
  db
    .selectFrom('companyTemplate')
    .select([...textColumns, 'gid'])
    .where('companyId', '=', companyId)
    .orderBy('templateType')
    .execute();

export const findCompanyTemplate = (db: Db, companyId: number, templateType: string) =>
  db
    .selectFrom('companyTemplate')
    .select([...textColumns, 'gid'])
    .where('companyId', '=', companyId)
    .where('gid', '=', 0)
    .where('templateType', '=', templateType)
    .executeTakeFirst();

/** Adds the company's template of its type, or replaces the one there is. */
export const upsertCompanyTemplate = (db: Db, companyId: number, texts: TemplateTexts, now: number) => {
  const { templateType, ...rest } = texts;
  return db
    .insertInto('companyTemplate')
    .values({ companyId, gid: 0, templateType, ...rest, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['companyId', 'templateType', 'gid']).doUpdateSet({ ...rest, updatedAt: now }))
    .execute();
};

/** Deletes the company's template of a type; answers whether there was one. */
export async function deleteCompanyTemplate(db: Db, companyId: number, templateType: string): Promise<boolean> {
  const result = await db
    .deleteFrom('companyTemplate')
    .where('companyId', '=', companyId)
    .where('gid', '=', 0)
    .where('templateType', '=', templateType)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export const listEmployeeTemplates = (db: Db, companyId: number, empid: number) =>
  db
    .selectFrom('employeeTemplate')
    .select([...textColumns, 'empid'])
    .where('companyId', '=', companyId)
    .where('empid', '=', empid)
    .orderBy('templateType')
    .execute();

export const findEmployeeTemplate = (db: Db, companyId: number, empid: number, templateType: string) =>
  db
    .selectFrom('employeeTemplate')
    .select([...textColumns, 'empid'])
    .where('companyId', '=', companyId)
    .where('empid', '=', empid)
    .where('templateType', '=', templateType)
    .executeTakeFirst();

/** Adds the employee's template of its type, or replaces the one there is. */
export const upsertEmployeeTemplate = (db: Db, companyId: number, empid: number, texts: TemplateTexts, now: number) => {
  const { templateType, ...rest } = texts;
  return db
    .insertInto('employeeTemplate')
    .values({ companyId, empid, templateType, ...rest, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['empid', 'templateType']).doUpdateSet({ ...rest, updatedAt: now }))
    .execute();
};

/** Whether the company restricts employee modification of templates (tempEditSwitch 1). */
export async function employeeEditingRestricted(db: Db, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('company').select('tempEditSwitch').where('id', '=', companyId).executeTakeFirst();
  return row?.tempEditSwitch !== 0;
}

export const updateTempEditSwitch = (db: Db, companyId: number, tempEditSwitch: number) =>
  db.updateTable('company').set({ tempEditSwitch }).where('id', '=', companyId).execute();
