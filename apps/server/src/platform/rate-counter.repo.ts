import { type Kysely, sql } from 'kysely';
import type { Database } from './db/schema.js';

/** Counts one hit on the key and answers the count so far. */
export const countHit = async (db: Kysely<Database>, key: string, windowStart: number) =>
  (
    await db
      .insertInto('rateCounter')
      .values({ key, windowStart, hits: 1 })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ hits: sql`rate_counter.hits + 1` }))
      .returning('hits')
      .executeTakeFirstOrThrow()
  ).hits;

/** The hits counted on the key so far; 0 when none. */
export const hitsOf = async (db: Kysely<Database>, key: string) =>
  (await db.selectFrom('rateCounter').select('hits').where('key', '=', key).executeTakeFirst())?.hits ?? 0;

export const deleteRateCountersBefore = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('rateCounter').where('windowStart', '<', before).executeTakeFirst()).numDeletedRows);
