import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* A company's visitor tags and the tags on its visits. */

type Db = Kysely<Database>;

export const listTags = (db: Db, companyId: number) =>
  db
    .selectFrom('visitorTag')
    .select(['id', 'tagName'])
    .where('companyId', '=', companyId)
    .orderBy('tagName')
    .orderBy('id')
    .execute();

export const findTagIdByKey = async (db: Db, companyId: number, tagKey: string) =>
  (
    await db
      .selectFrom('visitorTag')
      .select('id')
      .where('companyId', '=', companyId)
      .where('tagKey', '=', tagKey)
      .executeTakeFirst()
  )?.id;

export const countTags = async (db: Db, companyId: number) =>
  Number(
    (
      await db
        .selectFrom('visitorTag')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('companyId', '=', companyId)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const insertTag = async (db: Db, companyId: number, tagName: string, tagKey: string, createdAt: number) =>
  (await db.insertInto('visitorTag').values({ companyId, tagName, tagKey, createdAt }).returning('id').executeTakeFirstOrThrow())
    .id;

/** Deletes the tag (its visit_tag rows go with it); answers how many rows went. */
export const deleteTag = async (db: Db, companyId: number, tid: number) =>
  Number(
    (await db.deleteFrom('visitorTag').where('companyId', '=', companyId).where('id', '=', tid).executeTakeFirst())
      .numDeletedRows,
  );

/** The ones of `tids` that are the company's tags. */
export const ownTagIds = async (db: Db, companyId: number, tids: readonly number[]) =>
  tids.length === 0
    ? []
    : (
        await db
          .selectFrom('visitorTag')
          .select('id')
          .where('companyId', '=', companyId)
          .where('id', 'in', [...tids])
          .execute()
      ).map((row) => row.id);

export const clearVisitTags = (db: Db, companyId: number, vid: number) =>
  db.deleteFrom('visitTag').where('companyId', '=', companyId).where('vid', '=', vid).execute();

export const insertVisitTags = (db: Db, companyId: number, vid: number, tids: readonly number[]) =>
  db
    .insertInto('visitTag')
    .values(tids.map((tid) => ({ companyId, vid, tid })))
    .execute();
