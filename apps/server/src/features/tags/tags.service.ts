import { AppError, Status, tagLimits, type VisitorTag } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { lowerCase } from '../../platform/text.js';
import { noVisit, type VisitScope, visitInScope } from '../visits/visit-scope.service.js';
import {
  clearVisitTags,
  countTags,
  deleteTag,
  findTagIdByKey,
  insertTag,
  insertVisitTags,
  listTags,
  ownTagIds,
} from './tags.repo.js';

/* Visitor tags: a company's labels (at most 30), and the tags on each visit. */

const noTag = (field = 'tid') => new AppError(Status.tagMissing, `${field}: the company has no such tag`, field);

export async function companyTags(ctx: AppContext, companyId: number): Promise<VisitorTag[]> {
  return (await listTags(ctx.database.db, companyId)).map((row) => ({ tid: row.id, tagName: row.tagName }));
}

export async function addTag(ctx: AppContext, companyId: number, tagName: string) {
  const db = ctx.database.db;
  const tagKey = lowerCase(tagName);
  if ((await findTagIdByKey(db, companyId, tagKey)) !== undefined) {
    throw new AppError(Status.tagExists, 'tagName: the company already has a tag of that name', 'tagName');
  }
  if ((await countTags(db, companyId)) >= tagLimits.max) {
    throw new AppError(Status.tagLimit, `A company has at most ${tagLimits.max} tags`, tagLimits.max);
  }
  return { tid: await insertTag(db, companyId, tagName, tagKey, ctx.clock.now()) };
}

export async function removeTag(ctx: AppContext, companyId: number, tid: number) {
  if ((await deleteTag(ctx.database.db, companyId, tid)) === 0) throw noTag();
}

/** Puts exactly these tags on a visit the caller may see. */
export async function setVisitTags(ctx: AppContext, scope: VisitScope, vid: number, tids: readonly number[]) {
  const db = ctx.database.db;
  if (!(await visitInScope(ctx, scope, vid))) throw noVisit();
  const unique = [...new Set(tids)];
  if ((await ownTagIds(db, scope.companyId, unique)).length !== unique.length) throw noTag('tids');
  await clearVisitTags(db, scope.companyId, vid);
  if (unique.length > 0) await insertVisitTags(db, scope.companyId, vid, unique);
}
