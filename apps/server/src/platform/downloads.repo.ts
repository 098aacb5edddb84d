import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';

/** Whether the session is still open: a download ticket dies with the session that asked for it. */
export const sessionExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('session').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
