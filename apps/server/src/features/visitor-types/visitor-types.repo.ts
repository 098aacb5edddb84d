import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, VisitorExtendTable, VisitorTypeTable } from '../../platform/db/schema.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';

/* Visitor types of one company and the custom fields of their visitor forms. */

type Db = Kysely<Database>;

export const listVisitorTypes = (db: Db, companyId: number, filter: { vType?: string; category?: number }) => {
  let query = db.selectFrom('visitorType').selectAll().where('companyId', '=', companyId);
  if (filter.vType !== undefined) query = query.where('vType', '=', filter.vType);
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  return query.orderBy('vTypeKey').orderBy('id').execute();
};

export const findVisitorTypeById = (db: Db, companyId: number, tid: number) =>
  db.selectFrom('visitorType').selectAll().where('companyId', '=', companyId).where('id', '=', tid).executeTakeFirst();

export const findVisitorTypeByName = (db: Db, companyId: number, vType: string) =>
  db.selectFrom('visitorType').selectAll().where('companyId', '=', companyId).where('vType', '=', vType).executeTakeFirst();

export const findVisitorTypeIdByKey = async (db: Db, companyId: number, vTypeKey: string) =>
  (
    await db
      .selectFrom('visitorType')
      .select('id')
      .where('companyId', '=', companyId)
      .where('vTypeKey', '=', vTypeKey)
      .executeTakeFirst()
  )?.id;

export const insertVisitorType = async (db: Db, row: Insertable<VisitorTypeTable>) =>
  (await db.insertInto('visitorType').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateVisitorTypeRow = (db: Db, companyId: number, tid: number, changes: Updateable<VisitorTypeTable>) =>
  db.updateTable('visitorType').set(changes).where('companyId', '=', companyId).where('id', '=', tid).execute();

export const deleteVisitorTypeRow = (db: Db, companyId: number, tid: number) =>
  db.deleteFrom('visitorType').where('companyId', '=', companyId).where('id', '=', tid).execute();

/** The company's custom fields, optionally of the given types only, in form order. */
export const listCustomFields = (db: Db, companyId: number, eTypes: readonly string[] | undefined, except: string) => {
  let query = db.selectFrom('visitorExtend').selectAll().where('companyId', '=', companyId);
  if (eTypes !== undefined) query = query.where('eType', 'in', eTypes);
  return query
    .where((eb) => eb.or([eb('fieldName', '<>', except), eb('eType', '<>', '')]))
    .orderBy('inputOrder')
    .orderBy('id')
    .execute();
};

export const findCustomFieldById = (db: Db, companyId: number, eid: number) =>
  db.selectFrom('visitorExtend').selectAll().where('companyId', '=', companyId).where('id', '=', eid).executeTakeFirst();

export const findCustomFieldIdByName = async (db: Db, companyId: number, fieldName: string, eType: string) =>
  (
    await db
      .selectFrom('visitorExtend')
      .select('id')
      .where('companyId', '=', companyId)
      .where('fieldName', '=', fieldName)
      .where('eType', '=', eType)
      .executeTakeFirst()
  )?.id;

export const insertCustomField = async (db: Db, row: Insertable<VisitorExtendTable>) =>
  (await db.insertInto('visitorExtend').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateCustomField = (db: Db, companyId: number, eid: number, changes: Updateable<VisitorExtendTable>) =>
  db.updateTable('visitorExtend').set(changes).where('companyId', '=', companyId).where('id', '=', eid).execute();

export const deleteCustomField = (db: Db, companyId: number, eid: number) =>
  db.deleteFrom('visitorExtend').where('companyId', '=', companyId).where('id', '=', eid).execute();

/** Moves a type's custom fields to its new name. */
export const renameCustomFieldsType = (db: Db, companyId: number, from: string, to: string) =>
  db.updateTable('visitorExtend').set({ eType: to }).where('companyId', '=', companyId).where('eType', '=', from).execute();

/** Deletes every custom field of the company but the company-wide one named `except` (the visit reasons). */
export const deleteCompanyCustomFields = (db: Db, companyId: number, except: string) =>
  db
    .deleteFrom('visitorExtend')
    .where('companyId', '=', companyId)
    .where((eb) => eb.or([eb('fieldName', '<>', except), eb('eType', '<>', '')]))
    .execute();

export const deleteCustomFieldsOfType = (db: Db, companyId: number, eType: string) =>
  db.deleteFrom('visitorExtend').where('companyId', '=', companyId).where('eType', '=', eType).execute();

/** Writes the company-wide field fieldName/eType '' (the visit reasons), whether or not it exists yet. */
export const upsertCompanyField = (db: Db, row: Insertable<VisitorExtendTable> & { eType: '' }) =>
  db
    .insertInto('visitorExtend')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['companyId', 'fieldName', 'eType']).doUpdateSet({ inputValue: row.inputValue ?? '' }),
    )
    .execute();

/** The company-wide field of that name (eType ''). */
export const findCompanyField = (db: Db, companyId: number, fieldName: string) =>
  db
    .selectFrom('visitorExtend')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('fieldName', '=', fieldName)
    .where('eType', '=', '')
    .executeTakeFirst();

// Every walk-in checks its form: compiled once (platform/db/reusable-query.ts).
const selectRequiredFields = reusableQuery((db, companyId: number, eType: string, except: string) =>
  db
    .selectFrom('visitorExtend')
    .select(['fieldName', 'displayName'])
    .where('companyId', '=', companyId)
    .where('required', '=', 1)
    .where('isDisplay', '<>', 0)
    .where((eb) => eb.or([eb('eType', '=', eType), eb('eType', '=', '')]))
    .where((eb) => eb.or([eb('fieldName', '<>', except), eb('eType', '<>', '')]))
    .orderBy('inputOrder')
    .orderBy('id'),
);

/** The fields the visitor form of a type shows as required: its own and those of every type, in form order. */
export const listRequiredFields = (db: Db, companyId: number, eType: string, except: string) =>
  selectRequiredFields(db, companyId, eType, except);
