import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany } from '../../../test/factories.js';
import { abandonedUploadMs, abandonedVideoChunks, videoStorageKey } from './video-chunk-purge.js';

/* The purge of chunks no video claims: an upload cut off by a crash, a removed company's videos. */

const t = useTestApp();
const chunk = Buffer.from('video bytes');

describe(`abandoned video chunks (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("removes unclaimed chunks older than a day, and keeps a video's chunks and an upload still arriving", async () => {
    const company = await buildCompany(t);
    const db = t.ctx.database.db;
    const now = t.clock.now();
    const old = now - abandonedUploadMs - 60_000;
    const keys = {
      claimedOld: videoStorageKey(old),
      abandoned: videoStorageKey(old),
      arriving: videoStorageKey(now - 60_000),
      timeless: 'legacy-key-without-time',
    };
    for (const storageKey of Object.values(keys))
      for (const seq of [0, 1]) await db.insertInto('videoChunk').values({ storageKey, seq, content: chunk }).execute();
    await db
      .insertInto('trainingVideo')
      .values({
        companyId: company.userid,
        title: 'Safety',
        durationMs: 2000,
        size: chunk.length * 2,
        mime: 'video/mp4',
        uploader: 'Ada',
        uploadTime: old,
        storageKey: keys.claimedOld,
      })
      .execute();

    expect(await abandonedVideoChunks.purge(t.ctx, now)).toBe(4);
    const left = await db.selectFrom('videoChunk').select('storageKey').distinct().execute();
    const leftKeys = left.map((row) => row.storageKey).filter((key) => Object.values(keys).includes(key));
    expect(leftKeys.sort()).toEqual([keys.claimedOld, keys.arriving].sort());
  });
});
