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

export const deleteRateCountersBefore = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('rateCounter').where('windowStart', '<', before).executeTakeFirst()).numDeletedRows);
