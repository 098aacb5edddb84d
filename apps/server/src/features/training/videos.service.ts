import {
  AppError,
  fileSizeText,
  type Page,
  Status,
  type StreamedFile,
  type TrainingVideo,
  type VideoType,
} from '@vestibule/contract';
import { byteSizeText } from '@vestibule/contract/limits';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import type { TrainingVideoTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { invitationSigningKey } from '../../platform/signing-key.js';
import { companyView } from '../account/account.service.js';
import { assertPlanIncludes } from '../plans/plans.service.js';
import { videoStorageKey } from './video-chunk-purge.js';
import { signVideoLink, videoLinkLifetimeMs } from './video-link.js';
import { VideoProbe } from './video-probe.js';
import {
  countVideos,
  deleteVideo,
  deleteVideoChunks,
  findVideo,
  insertVideo,
  insertVideoChunk,
  listVideos,
} from './videos.repo.js';

/* Training videos: uploaded streamed into the database in chunks, listed with signed links that stream them. */

/** The bytes one chunk row holds; every chunk but a video's last is this long. */
export const videoChunkBytes = 1024 * 1024;

type VideoRow = Selectable<TrainingVideoTable>;

const fileField = (rule: string) => new AppError(Status.invalidField, `file: ${rule}`, 'file');

export const noVideo = () => new AppError(Status.noRecord, 'No such training video: tvid');

/** A video as the wire carries it, with a link that streams it until `linkExpires`. */
export function trainingVideoOf(ctx: AppContext, row: VideoRow, linkExpires: number): TrainingVideo {
  const seconds = Math.round(row.durationMs / 1000);
  return {
    tvid: String(row.id),
    userid: row.companyId,
    qid: '',
    title: row.title,
    duration: String(seconds),
    durationSeconds: row.durationMs / 1000,
    uploader: row.uploader,
    uploadTime: row.uploadTime,
    filesize: fileSizeText(row.size),
    size: row.size,
    mime: row.mime as VideoType,
    videoUrl: signVideoLink(row.companyId, row.id, linkExpires, invitationSigningKey(ctx.config)),
  };
}

export async function trainingVideoList(
  ctx: AppContext,
  session: Session,
  input: { startIndex: number; requestedCount: number },
): Promise<Page<TrainingVideo>> {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const db = ctx.database.db;
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const [rows, count] = await Promise.all([listVideos(db, session.companyId, offset, limit), countVideos(db, session.companyId)]);
  const expires = ctx.clock.now() + videoLinkLifetimeMs;
  return { list: rows.map((row) => trainingVideoOf(ctx, row, expires)), count, pageNo, pageSize };
}

/**
 * Streams the upload into chunk rows while reading its kind and duration; a
 * file that is no MP4 or WebM, too large, or of unreadable duration is
 * refused (604 naming file) and its chunks removed. Runs outside a
 * transaction (the endpoint's streamedFile), so each chunk commits alone.
 */
export async function addTrainingVideo(
  ctx: AppContext,
  session: Session,
  input: { title: string; file: StreamedFile },
): Promise<TrainingVideo> {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const db = ctx.database.db;
  const limit = ctx.config.videoMaxBytes;
  const storageKey = videoStorageKey(ctx.clock.now());
  const probe = new VideoProbe();
  let size = 0;
  let seq = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async (all: boolean) => {
    let joined = Buffer.concat(pending);
    while (joined.length >= videoChunkBytes || (all && joined.length > 0)) {
      await insertVideoChunk(db, storageKey, seq, joined.subarray(0, videoChunkBytes));
      seq += 1;
      joined = joined.subarray(videoChunkBytes);
    }
    pending = joined.length > 0 ? [joined] : [];
    pendingBytes = joined.length;
  };
  try {
    for await (const chunk of input.file.stream) {
      size += chunk.length;
      if (size > limit) throw fileField(`must be at most ${byteSizeText(limit)}`);
      probe.push(chunk);
      if (probe.refused) throw fileField('must be an MP4 or WebM video');
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= videoChunkBytes) await flush(false);
    }
    if (size === 0) throw fileField('must not be empty');
    const probed = probe.finish();
    if ('refusal' in probed) throw fileField(probed.refusal);
    await flush(true);
    const id = await insertVideo(db, {
      companyId: session.companyId,
      title: input.title || titleFromName(input.file.filename),
      durationMs: probed.durationMs,
      size,
      mime: probed.mime,
      uploader: (await companyView(ctx, session.companyId)).username,
      uploadTime: ctx.clock.now(),
      storageKey,
    });
    const row = await findVideo(db, session.companyId, id);
    return trainingVideoOf(ctx, row!, ctx.clock.now() + videoLinkLifetimeMs);
  } catch (error) {
    await deleteVideoChunks(db, storageKey);
    throw error;
  }
}

/** "Safety at work.mp4" -> "Safety at work": the title when none is given. */
const titleFromName = (filename: string) =>
  filename
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100) || 'Video';

export async function delTrainingVideo(ctx: AppContext, session: Session, input: { tvid: number }): Promise<void> {
  await assertPlanIncludes(ctx, session.companyId, 'questionnaires');
  const db = ctx.database.db;
  const video = await findVideo(db, session.companyId, input.tvid);
  if (!video) throw noVideo();
  await deleteVideo(db, session.companyId, input.tvid);
  await deleteVideoChunks(db, video.storageKey);
}
