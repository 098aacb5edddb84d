import type { ResidentFaceReport } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { chunked } from '../../platform/db/chunked.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { type CheckedPhotos, checkPhotos, facesPerRun, inOrderAsked } from './faces.service.js';
import { countResidentsWithPhoto, findResidentPhotos, findResidentPhotosAfter, updateResidentFaces } from './faces.repo.js';

/* Residents' face registration, as employees' (decision 0036). */

/** Stores each checked outcome as the residents' face state (1 registered, 0 not). */
async function saveResidentFaces(ctx: AppContext, companyId: number, checked: CheckedPhotos<string>) {
  const db = ctx.database.db;
  for (const run of chunked(checked.registered, 500)) await updateResidentFaces(db, companyId, run, 1);
  const failed = checked.failed.map((failure) => failure.id);
  for (const run of chunked(failed, 500)) await updateResidentFaces(db, companyId, run, 0);
}

/** updateResidentFace: the residents in the order asked; 57 naming the rids that are not the company's. Outside a transaction, as updateFace. */
export async function registerResidentFaces(
  ctx: AppContext,
  companyId: number,
  rids: readonly string[],
): Promise<ResidentFaceReport> {
  const unique = [...new Set(rids)];
  const found = new Map((await findResidentPhotos(ctx.database.db, companyId, unique)).map((row) => [row.id, row]));
  const checked = await checkPhotos(ctx, companyId, inOrderAsked('rids', unique, found));
  await inUnitOfWork(ctx, (unit) => saveResidentFaces(unit, companyId, checked));
  return { registered: checked.registered, failed: checked.failed.map(({ id, reason }) => ({ rid: id, reason })) };
}

/** updateAllResidentFace: the company's residents with a photo, checked in the background. */
export async function registerAllResidentFaces(ctx: AppContext, companyId: number): Promise<{ count: number }> {
  const count = await countResidentsWithPhoto(ctx.database.db, companyId);
  if (count > 0) await enqueueNextRun(ctx, companyId, '');
  return { count };
}

const enqueueNextRun = (ctx: AppContext, companyId: number, afterRid: string) =>
  enqueueJob(
    ctx.database.db,
    { kind: 'faces.register-all-residents', payload: { companyId, afterRid }, companyId },
    ctx.clock.now(),
  );

/** One run of updateAllResidentFace: the next photos after `afterRid` (in rid order); queues the run after it. */
export async function registerResidentFacesRun(ctx: AppContext, companyId: number, afterRid: string): Promise<void> {
  const people = await findResidentPhotosAfter(ctx.database.db, companyId, afterRid, facesPerRun);
  await saveResidentFaces(ctx, companyId, await checkPhotos(ctx, companyId, people));
  if (people.length === facesPerRun) await enqueueNextRun(ctx, companyId, people.at(-1)!.id);
}
