import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* The readers' decisions, searched by the record pages and the export. */

type Db = Kysely<Database>;

export interface RecordFilter {
  from: number;
  until: number;
  openStatuses: number[];
  mobile: string;
  deviceCode: string;
  vtype: string;
  vname: string;
  company: string;
  direction: string;
  passWay: string;
}

const filtered = (db: Db, companyId: number, filter: RecordFilter) => {
  let query = db
    .selectFrom('accessRecord')
    .where('companyId', '=', companyId)
    .where('openedAt', '>=', filter.from)
    .where('openedAt', '<=', filter.until);
  if (filter.openStatuses.length > 0) query = query.where('openStatus', 'in', filter.openStatuses);
  if (filter.mobile) query = query.where('phone', '=', filter.mobile);
  if (filter.deviceCode) query = query.where('deviceCode', '=', filter.deviceCode);
  if (filter.vtype) query = query.where('vtype', '=', filter.vtype);
  if (filter.vname) query = query.where('name', '=', filter.vname);
  if (filter.company) query = query.where('visitorCompany', '=', filter.company);
  if (filter.direction) query = query.where('direction', '=', filter.direction);
  if (filter.passWay) query = query.where('passWay', '=', filter.passWay);
  return query;
};

/** A page of the records, newest first. */
export const listRecords = (db: Db, companyId: number, filter: RecordFilter, window: { offset: number; limit: number }) =>
  filtered(db, companyId, filter)
    .selectAll()
    .orderBy('openedAt', 'desc')
    .orderBy('id', 'desc')
    .offset(window.offset)
    .limit(window.limit)
    .execute();

/** The next records after `after` (newest first), for the export: read by key, so a long export stays fast. */
export const recordsAfter = (
  db: Db,
  companyId: number,
  filter: RecordFilter,
  after: { openedAt: number; id: number } | undefined,
  limit: number,
) => {
  let query = filtered(db, companyId, filter);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('openedAt', '<', after.openedAt), eb.and([eb('openedAt', '=', after.openedAt), eb('id', '<', after.id)])]),
    );
  }
  return query.selectAll().orderBy('openedAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
};

export const countRecords = async (db: Db, companyId: number, filter: RecordFilter) =>
  Number(
    (
      await filtered(db, companyId, filter)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
