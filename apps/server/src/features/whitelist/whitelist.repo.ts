import type { Kysely } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import type { Database } from '../../platform/db/schema.js';

/* The whitelisted employees of one company (wlist 1), found through employee_wlist_idx. */

type Db = Kysely<Database>;

export interface WhitelistSearch {
  /** Prefixes; empty means no condition. */
  empName: string;
  empNo: string;
}

const whitelisted = (db: Db, companyId: number, search: WhitelistSearch) => {
  let query = db.selectFrom('employee').where('companyId', '=', companyId).where('wlist', '=', 1);
  if (search.empName) {
    const [lo, hi] = prefixRange(search.empName);
    query = query.where('empNameKey', '>=', lo).where('empNameKey', '<', hi);
  }
  // Work numbers are stored as typed, so their prefix is not lower-cased.
  if (search.empNo) query = query.where('empNo', '>=', search.empNo).where('empNo', '<', `${search.empNo}\u{10FFFF}`);
  return query;
};

/** One page ordered by name, then id (the query, so a test can read its plan). */
export const whitelistedPageQuery = (db: Db, companyId: number, search: WhitelistSearch, offset: number, limit: number) =>
  whitelisted(db, companyId, search).selectAll().orderBy('empNameKey').orderBy('id').limit(limit).offset(offset);

export const listWhitelistedPage = (db: Db, companyId: number, search: WhitelistSearch, offset: number, limit: number) =>
  whitelistedPageQuery(db, companyId, search, offset, limit).execute();

export const countWhitelisted = async (db: Db, companyId: number, search: WhitelistSearch) =>
  Number(
    (
      await whitelisted(db, companyId, search)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

export const setWhitelistFlag = (db: Db, companyId: number, empids: readonly number[], wlist: number, now: number) =>
  db
    .updateTable('employee')
    .set({ wlist, updatedAt: now })
    .where('companyId', '=', companyId)
    .where('id', 'in', empids)
    .execute();
