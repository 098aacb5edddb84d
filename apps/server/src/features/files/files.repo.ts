import type { Insertable, Kysely } from 'kysely';
import type { Database, StoredFileTable } from '../../platform/db/schema.js';

export const insertFile = (db: Kysely<Database>, row: Insertable<StoredFileTable>) =>
  db.insertInto('storedFile').values(row).execute();

export const findFileByKey = (db: Kysely<Database>, key: string) =>
  db
    .selectFrom('storedFile')
    .select(['key', 'companyId', 'name', 'mime', 'size', 'content'])
    .where('key', '=', key)
    .executeTakeFirst();

export const findFileMeta = (db: Kysely<Database>, key: string) =>
  db.selectFrom('storedFile').select(['key', 'companyId', 'mime']).where('key', '=', key).executeTakeFirst();
