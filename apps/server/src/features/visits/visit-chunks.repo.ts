import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/connect.js';
import type { Database, VisitTable } from '../../platform/db/schema.js';
import { matching, type VisitFilter, type VisitKey } from './visit-search.repo.js';
import type { VisitScope } from './visit-scope.repo.js';

/*
 * The visit search read chunk by chunk for the export: by list day then id,
 * the order of visit_day_idx, so each chunk reads on from where the last one
 * ended instead of sorting the whole range again.
 */

/**
 * The chunk of matching visits after `after` (from the start when absent):
 * only the given columns, then the list day and id (the query, so a benchmark
 * can read its plan).
 */
export const visitChunkQuery = <C extends keyof VisitTable>(
  db: Kysely<Database>,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  columns: readonly C[],
  after: VisitKey | undefined,
  limit: number,
) =>
  matching(db, scope, filter, startOfToday, after)
    .select(columns)
    .select(['visit.listDay', 'visit.id'])
    .orderBy('visit.listDay')
    .orderBy('visit.id')
    .limit(limit);

/** Each visit of the chunk as the values of the given columns, then its list day and id: no object per row. */
export const visitChunk = <C extends keyof VisitTable>(
  database: Db,
  scope: VisitScope,
  filter: VisitFilter,
  startOfToday: number,
  columns: readonly C[],
  after: VisitKey | undefined,
  limit: number,
) => database.selectArrays(visitChunkQuery(database.db, scope, filter, startOfToday, columns, after, limit).compile());
