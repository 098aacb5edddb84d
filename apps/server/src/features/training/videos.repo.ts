import type { Insertable, Kysely } from 'kysely';
import type { Database, TrainingVideoTable } from '../../platform/db/schema.js';

/* Training videos and their bytes, kept in chunks under the video's storage key. */

type Db = Kysely<Database>;

export const insertVideoChunk = (db: Db, storageKey: string, seq: number, content: Buffer) =>
  db.insertInto('videoChunk').values({ storageKey, seq, content }).execute();

export const deleteVideoChunks = (db: Db, storageKey: string) =>
  db.deleteFrom('videoChunk').where('storageKey', '=', storageKey).execute();

/** Storage keys whose chunks no video row names: uploads refused by a crash, or videos of a removed company. */
export const unclaimedChunkKeys = async (db: Db) =>
  (
    await db
      .selectFrom('videoChunk')
      .select('storageKey')
      .distinct()
      .where('storageKey', 'not in', db.selectFrom('trainingVideo').select('storageKey'))
      .execute()
  ).map((row) => row.storageKey);

export const deleteChunksOfKeys = async (db: Db, storageKeys: readonly string[]) =>
  storageKeys.length === 0
    ? 0
    : Number(
        (
          await db
            .deleteFrom('videoChunk')
            .where('storageKey', 'in', [...storageKeys])
            .executeTakeFirst()
        ).numDeletedRows,
      );

/** The chunks from `first` to `last` (inclusive) in order. */
export const videoChunks = (db: Db, storageKey: string, first: number, last: number) =>
  db
    .selectFrom('videoChunk')
    .select(['seq', 'content'])
    .where('storageKey', '=', storageKey)
    .where('seq', '>=', first)
    .where('seq', '<=', last)
    .orderBy('seq')
    .execute();

export const insertVideo = async (db: Db, row: Insertable<TrainingVideoTable>) =>
  (await db.insertInto('trainingVideo').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const listVideos = (db: Db, companyId: number, offset: number, limit: number) =>
  db
    .selectFrom('trainingVideo')
    .selectAll()
    .where('companyId', '=', companyId)
    .orderBy('uploadTime', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countVideos = async (db: Db, companyId: number) =>
  Number(
    (
      await db
        .selectFrom('trainingVideo')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('companyId', '=', companyId)
        .executeTakeFirstOrThrow()
    ).count,
  );

export const findVideo = (db: Db, companyId: number, id: number) =>
  db.selectFrom('trainingVideo').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

export const deleteVideo = (db: Db, companyId: number, id: number) =>
  db.deleteFrom('trainingVideo').where('companyId', '=', companyId).where('id', '=', id).execute();
