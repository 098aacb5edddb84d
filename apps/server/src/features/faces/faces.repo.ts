import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

type Db = Kysely<Database>;

/** The company's employees among the ids, with their photos. */
export const findEmployeePhotos = (db: Db, companyId: number, empids: readonly number[]) =>
  db
    .selectFrom('employee')
    .select(['id', 'avatar'])
    .where('companyId', '=', companyId)
    .where('id', 'in', [...empids])
    .execute();

/** The next employees with a photo after `afterEmpid`, in id order. */
export const findEmployeePhotosAfter = (db: Db, companyId: number, afterEmpid: number, limit: number) =>
  db
    .selectFrom('employee')
    .select(['id', 'avatar'])
    .where('companyId', '=', companyId)
    .where('id', '>', afterEmpid)
    .where('avatar', '<>', '')
    .orderBy('id')
    .limit(limit)
    .execute();

export const countEmployeesWithPhoto = async (db: Db, companyId: number) =>
  Number(
    (
      await db
        .selectFrom('employee')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('companyId', '=', companyId)
        .where('avatar', '<>', '')
        .executeTakeFirstOrThrow()
    ).count,
  );

export const updateEmployeeFaces = (db: Db, companyId: number, empids: readonly number[], face: number, now: number) =>
  db
    .updateTable('employee')
    .set({ face, updatedAt: now })
    .where('companyId', '=', companyId)
    .where('id', 'in', [...empids])
    .execute();

/** The company's residents among the rids, with their photos (as id, like employees). */
export const findResidentPhotos = (db: Db, companyId: number, rids: readonly string[]) =>
  db
    .selectFrom('residentVisitor')
    .select(['rid as id', 'avatar'])
    .where('companyId', '=', companyId)
    .where('rid', 'in', [...rids])
    .execute();

/** The next residents with a photo after `afterRid`, in rid order. */
export const findResidentPhotosAfter = (db: Db, companyId: number, afterRid: string, limit: number) =>
  db
    .selectFrom('residentVisitor')
    .select(['rid as id', 'avatar'])
    .where('companyId', '=', companyId)
    .where('rid', '>', afterRid)
    .where('avatar', '<>', '')
    .orderBy('rid')
    .limit(limit)
    .execute();

export const countResidentsWithPhoto = async (db: Db, companyId: number) =>
  Number(
    (
      await db
        .selectFrom('residentVisitor')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('companyId', '=', companyId)
        .where('avatar', '<>', '')
        .executeTakeFirstOrThrow()
    ).count,
  );

export const updateResidentFaces = (db: Db, companyId: number, rids: readonly string[], face: number) =>
  db
    .updateTable('residentVisitor')
    .set({ face })
    .where('companyId', '=', companyId)
    .where('rid', 'in', [...rids])
    .execute();
