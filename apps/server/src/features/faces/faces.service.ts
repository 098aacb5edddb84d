import { AppError, type FaceFailureReason, type FaceReport, faceOutcome, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { chunked } from '../../platform/db/chunked.js';
import { inUnitOfWork } from '../../platform/db/unit-of-work.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { ownPicture } from '../files/files.service.js';
import { countFaces } from './face-detector.js';
import { countEmployeesWithPhoto, findEmployeePhotos, findEmployeePhotosAfter, updateEmployeeFaces } from './faces.repo.js';

/* Face registration from people's photos (decision 0036); residents' in resident-faces.service.ts. */

/**
 * Photos one run of the background registration checks (a fraction of a second each). A job runs in a transaction,
 * which on SQLite holds the one connection: a short run keeps other calls from waiting long.
 */
export const facesPerRun = 5;

/** The check of one photo: registered, or why not. */
async function checkPhoto(ctx: AppContext, companyId: number, photoUrl: string): Promise<'registered' | FaceFailureReason> {
  if (!photoUrl) return 'noPhoto';
  const picture = await ownPicture(ctx, companyId, photoUrl);
  if (!picture) return 'badPicture';
  const faces = await countFaces(picture.content);
  return faces === null ? 'badPicture' : faceOutcome(faces);
}

export interface CheckedPhotos<Id> {
  registered: Id[];
  failed: Array<{ id: Id; reason: FaceFailureReason }>;
}

/** Checks each person's photo, in the order given. */
export async function checkPhotos<Id>(
  ctx: AppContext,
  companyId: number,
  people: ReadonlyArray<{ id: Id; avatar: string }>,
): Promise<CheckedPhotos<Id>> {
  const checked: CheckedPhotos<Id> = { registered: [], failed: [] };
  for (const person of people) {
    const outcome = await checkPhoto(ctx, companyId, person.avatar);
    if (outcome === 'registered') checked.registered.push(person.id);
    else checked.failed.push({ id: person.id, reason: outcome });
  }
  return checked;
}

/** The people of `wanted` in that order, or 57 naming those `found` lacks. */
export function inOrderAsked<Id, Row>(field: string, wanted: readonly Id[], found: Map<Id, Row>): Row[] {
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(Status.noRecord, `${field}: not of the company`, missing);
  return wanted.map((id) => found.get(id)!);
}

/** Stores each checked outcome as the employees' face state (1 registered, 0 not). */
async function saveEmployeeFaces(ctx: AppContext, companyId: number, checked: CheckedPhotos<number>) {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  for (const run of chunked(checked.registered, 500)) await updateEmployeeFaces(db, companyId, run, 1, now);
  const failed = checked.failed.map((failure) => failure.id);
  for (const run of chunked(failed, 500)) await updateEmployeeFaces(db, companyId, run, 0, now);
}

/**
 * updateFace: the employees in the order asked; 57 naming the ids that are not the company's, and nothing changes.
 * The call runs outside a transaction (the endpoint's outsideTransaction): the checks take a while, and only the
 * outcomes are written, together, in a unit of work of their own.
 */
export async function registerEmployeeFaces(ctx: AppContext, companyId: number, empids: readonly number[]): Promise<FaceReport> {
  const unique = [...new Set(empids)];
  const found = new Map((await findEmployeePhotos(ctx.database.db, companyId, unique)).map((row) => [row.id, row]));
  const checked = await checkPhotos(ctx, companyId, inOrderAsked('empids', unique, found));
  await inUnitOfWork(ctx, (unit) => saveEmployeeFaces(unit, companyId, checked));
  return { registered: checked.registered, failed: checked.failed.map(({ id, reason }) => ({ empid: id, reason })) };
}

/** updateAllFace: the company's employees with a photo are checked in the background, a run at a time. */
export async function registerAllEmployeeFaces(ctx: AppContext, companyId: number): Promise<{ count: number }> {
  const count = await countEmployeesWithPhoto(ctx.database.db, companyId);
  if (count > 0) await enqueueNextRun(ctx, companyId, 0);
  return { count };
}

const enqueueNextRun = (ctx: AppContext, companyId: number, afterEmpid: number) =>
  enqueueJob(ctx.database.db, { kind: 'faces.register-all', payload: { companyId, afterEmpid }, companyId }, ctx.clock.now());

/** One run of updateAllFace: the next photos after `afterEmpid`; the run after it is queued in the same transaction. */
export async function registerFacesRun(ctx: AppContext, companyId: number, afterEmpid: number): Promise<void> {
  const people = await findEmployeePhotosAfter(ctx.database.db, companyId, afterEmpid, facesPerRun);
  await saveEmployeeFaces(ctx, companyId, await checkPhotos(ctx, companyId, people));
  if (people.length === facesPerRun) await enqueueNextRun(ctx, companyId, people.at(-1)!.id);
}
