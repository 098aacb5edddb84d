import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* A company's gates. */

type Db = Kysely<Database>;

export const listGates = (db: Db, companyId: number) =>
  db.selectFrom('gate').select(['id', 'gname']).where('companyId', '=', companyId).orderBy('id').execute();

export const insertGates = (db: Db, companyId: number, names: readonly string[], createdAt: number) =>
  db
    .insertInto('gate')
    .values(names.map((gname) => ({ companyId, gname, createdAt })))
    .execute();

export const renameGate = (db: Db, companyId: number, gid: number, gname: string) =>
  db.updateTable('gate').set({ gname }).where('companyId', '=', companyId).where('id', '=', gid).execute();

export const deleteGates = (db: Db, companyId: number, gids: readonly number[]) =>
  db
    .deleteFrom('gate')
    .where('companyId', '=', companyId)
    .where('id', 'in', [...gids])
    .execute();
