import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, RoleTable } from '../../platform/db/schema.js';

/* Role groups (parentId 0) and roles of one company, and who holds them. */

type Db = Kysely<Database>;

export const listRoles = (db: Db, companyId: number) =>
  db.selectFrom('role').selectAll().where('companyId', '=', companyId).orderBy('id').execute();

export const findRoleById = (db: Db, companyId: number, rid: number) =>
  db.selectFrom('role').selectAll().where('companyId', '=', companyId).where('id', '=', rid).executeTakeFirst();

export const findRoleIdsInGroup = async (db: Db, companyId: number, groupId: number) =>
  (await db.selectFrom('role').select('id').where('companyId', '=', companyId).where('parentId', '=', groupId).execute()).map(
    (row) => row.id,
  );

export const insertRole = async (db: Db, row: Insertable<RoleTable>) =>
  (await db.insertInto('role').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateRole = (db: Db, companyId: number, rid: number, changes: Updateable<RoleTable>) =>
  db.updateTable('role').set(changes).where('companyId', '=', companyId).where('id', '=', rid).execute();

export const deleteRoles = (db: Db, companyId: number, rids: readonly number[]) =>
  db.deleteFrom('role').where('companyId', '=', companyId).where('id', 'in', rids).execute();

/** Holders of each of the company's roles that has any. */
export const countHoldersByRole = async (db: Db, companyId: number) =>
  (
    await db
      .selectFrom('role')
      .innerJoin('roleEmp', 'roleEmp.rid', 'role.id')
      .select((eb) => ['role.id as rid', eb.fn.countAll<number | string>().as('count')])
      .where('role.companyId', '=', companyId)
      .groupBy('role.id')
      .execute()
  ).map((row) => ({ rid: row.rid, count: Number(row.count) }));

/** Distinct holders of any role of each group. */
export const countHoldersByGroup = async (db: Db, companyId: number) =>
  (
    await db
      .selectFrom('role')
      .innerJoin('roleEmp', 'roleEmp.rid', 'role.id')
      .select((eb) => ['role.parentId as groupId', eb.fn.count<number | string>('roleEmp.empid').distinct().as('count')])
      .where('role.companyId', '=', companyId)
      .where('role.parentId', '<>', 0)
      .groupBy('role.parentId')
      .execute()
  ).map((row) => ({ groupId: row.groupId, count: Number(row.count) }));

/** Whether anyone holds one of these roles (the caller has checked they are the company's). */
export const anyHolderOf = async (db: Db, rids: readonly number[]) =>
  rids.length > 0 &&
  (await db.selectFrom('roleEmp').select('rid').where('rid', 'in', rids).limit(1).executeTakeFirst()) !== undefined;

export const holdersAmong = async (db: Db, rid: number, empids: readonly number[]) =>
  (await db.selectFrom('roleEmp').select('empid').where('rid', '=', rid).where('empid', 'in', empids).execute()).map(
    (row) => row.empid,
  );

/** The caller has checked that the role and the employees are the company's. */
export const insertHolders = (db: Db, rid: number, empids: readonly number[]) =>
  empids.length === 0
    ? Promise.resolve()
    : db
        .insertInto('roleEmp')
        .values(empids.map((empid) => ({ rid, empid })))
        .execute()
        .then(() => undefined);

/** The caller has checked that the role is the company's. */
export const deleteRoleLinks = (db: Db, rid: number, empids: readonly number[]) =>
  db.deleteFrom('roleEmp').where('rid', '=', rid).where('empid', 'in', empids).execute();

/** The company's employees holding any of these roles, each once. */
const holdersOf = (db: Db, companyId: number, rids: readonly number[]) =>
  db
    .selectFrom('employee')
    .where('employee.companyId', '=', companyId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('roleEmp')
          .select('roleEmp.rid')
          .whereRef('roleEmp.empid', '=', 'employee.id')
          .where('roleEmp.rid', 'in', rids),
      ),
    );

/** One page of the holders, ordered by name, then id. */
export const listHoldersPage = (db: Db, companyId: number, rids: readonly number[], offset: number, limit: number) =>
  holdersOf(db, companyId, rids)
    .selectAll('employee')
    .orderBy('employee.empNameKey')
    .orderBy('employee.id')
    .limit(limit)
    .offset(offset)
    .execute();

export const countHolders = async (db: Db, companyId: number, rids: readonly number[]) =>
  Number(
    (
      await holdersOf(db, companyId, rids)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
