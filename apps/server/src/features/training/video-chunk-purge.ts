import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import type { ExpiryPurge } from '../../platform/jobs/purge.job.js';
import { deleteChunksOfKeys, unclaimedChunkKeys } from './videos.repo.js';

/*
 * A video's chunks are written as the upload arrives, before its row exists.
 * A process killed mid-upload leaves chunks no row names; so do the videos of
 * a removed company. The storage key begins with its upload's start time, so
 * the daily purge removes unclaimed chunks once no upload could still be
 * writing them.
 */

/** How long an upload may take before its unclaimed chunks count as abandoned. */
export const abandonedUploadMs = 24 * 60 * 60_000;

const timeDigits = 9;

/** A new upload's storage key: its start time (base 36) and a random part. */
export const videoStorageKey = (now: number) => `${now.toString(36).padStart(timeDigits, '0')}.${newToken().slice(0, 22)}`;

/** When the upload of a storage key began; keys without a time count as old. */
const startedAt = (storageKey: string) => {
  const [time, rest] = storageKey.split('.');
  return rest === undefined || time === undefined ? 0 : parseInt(time, 36) || 0;
};

export const abandonedVideoChunks: ExpiryPurge = {
  name: 'videoChunks',
  async purge(ctx: AppContext, now: number) {
    const keys = (await unclaimedChunkKeys(ctx.database.db)).filter((key) => startedAt(key) < now - abandonedUploadMs);
    return deleteChunksOfKeys(ctx.database.db, keys);
  },
};
