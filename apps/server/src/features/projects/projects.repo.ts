import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ResidentProjectTable } from '../../platform/db/schema.js';

/* Projects residents work on. */

type Db = Kysely<Database>;

/** The company's projects by name, each with how many residents it has. */
export const listProjects = (db: Db, companyId: number) =>
  db
    .selectFrom('residentProject as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('residentVisitor as r')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('r.companyId', '=', 'p.companyId')
        .whereRef('r.pid', '=', 'p.id')
        .as('pcount'),
    )
    .where('p.companyId', '=', companyId)
    .orderBy('p.pNameKey')
    .orderBy('p.id')
    .execute();

export const findProject = (db: Db, companyId: number, id: number) =>
  db.selectFrom('residentProject').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

/** The project of that name (case-free key), if any. */
export const projectNamed = (db: Db, companyId: number, pNameKey: string) =>
  db
    .selectFrom('residentProject')
    .select('id')
    .where('companyId', '=', companyId)
    .where('pNameKey', '=', pNameKey)
    .executeTakeFirst();

export const insertProject = async (db: Db, row: Insertable<ResidentProjectTable>) =>
  (await db.insertInto('residentProject').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateProjectRow = (db: Db, companyId: number, id: number, change: Updateable<ResidentProjectTable>) =>
  db.updateTable('residentProject').set(change).where('companyId', '=', companyId).where('id', '=', id).execute();

export const deleteProjectRow = async (db: Db, companyId: number, id: number) =>
  Number(
    (await db.deleteFrom('residentProject').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst())
      .numDeletedRows,
  ) === 1;

/** Residents of a deleted project stay, without one. */
export const releaseProjectResidents = (db: Db, companyId: number, pid: number) =>
  db.updateTable('residentVisitor').set({ pid: 0 }).where('companyId', '=', companyId).where('pid', '=', pid).execute();
