import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, EquipmentGroupTable } from '../../platform/db/schema.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';

/* The company's door groups. */

type Db = Kysely<Database>;

export const listGroups = (db: Db, companyId: number) =>
  db.selectFrom('equipmentGroup').selectAll().where('companyId', '=', companyId).orderBy('egname').orderBy('id').execute();

export const findGroup = (db: Db, companyId: number, egid: number) =>
  db.selectFrom('equipmentGroup').selectAll().where('companyId', '=', companyId).where('id', '=', egid).executeTakeFirst();

export const findGroupIdByName = async (db: Db, companyId: number, egname: string) =>
  (
    await db
      .selectFrom('equipmentGroup')
      .select('id')
      .where('companyId', '=', companyId)
      .where('egname', '=', egname)
      .executeTakeFirst()
  )?.id;

/** The company's groups among these ids. */
export const groupsAmong = (db: Db, companyId: number, egids: readonly number[]) =>
  egids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('equipmentGroup')
        .selectAll()
        .where('companyId', '=', companyId)
        .where('id', 'in', [...egids])
        .execute();

export const insertGroup = (db: Db, row: Insertable<EquipmentGroupTable>) =>
  db.insertInto('equipmentGroup').values(row).returningAll().executeTakeFirstOrThrow();

export const updateGroupRow = (db: Db, companyId: number, egid: number, changes: Updateable<EquipmentGroupTable>) =>
  db.updateTable('equipmentGroup').set(changes).where('companyId', '=', companyId).where('id', '=', egid).execute();

export const deleteGroupRow = (db: Db, companyId: number, egid: number) =>
  db.deleteFrom('equipmentGroup').where('companyId', '=', companyId).where('id', '=', egid).execute();

/** The groups of a device. */
// Compiled once: every scan reads the reader's groups (reusable-query.ts).
export const groupsOfDevice = reusableQuery((db, companyId: number, eid: number) =>
  db
    .selectFrom('equipmentGroup')
    .innerJoin('equipmentGroupDevice', 'equipmentGroupDevice.egid', 'equipmentGroup.id')
    .selectAll('equipmentGroup')
    .where('equipmentGroupDevice.companyId', '=', companyId)
    .where('equipmentGroupDevice.eid', '=', eid)
    .orderBy('equipmentGroup.egname'),
);
