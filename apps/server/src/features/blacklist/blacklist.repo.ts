import { type Insertable, type Kysely, sql } from 'kysely';
import { containsText } from '../../platform/db/portable.js';
import type { BlacklistEntryTable, Database } from '../../platform/db/schema.js';

/* One company's blacklist: pages newest first, look-ups by phone and by ID number through the partial unique indexes. */

type Db = Kysely<Database>;

export interface BlacklistSearch {
  /** Normalised like search_text (lower case); empty means no condition. */
  condition: string;
  nameKey: string;
  phone: string;
  credentialKey: string;
  /** Only this resident company's entries, when given and not 0. */
  subaccountId?: number;
}

const matching = (db: Db, companyId: number, search: BlacklistSearch) => {
  let query = db.selectFrom('blacklistEntry').where('companyId', '=', companyId);
  if (search.subaccountId) query = query.where('subaccountId', '=', search.subaccountId);
  if (search.condition) query = query.where(containsText(db, 'searchText', search.condition));
  if (search.nameKey) query = query.where(containsText(db, 'nameKey', search.nameKey));
  if (search.phone) query = query.where(containsText(db, 'phone', search.phone));
  if (search.credentialKey) query = query.where(containsText(db, 'credentialKey', search.credentialKey));
  return query;
};

/** One page, newest first (the query, so a test can read its plan). */
export const blacklistPageQuery = (db: Db, companyId: number, search: BlacklistSearch, offset: number, limit: number) =>
  matching(db, companyId, search).selectAll().orderBy('id', 'desc').limit(limit).offset(offset);

export const listBlacklistPage = (db: Db, companyId: number, search: BlacklistSearch, offset: number, limit: number) =>
  blacklistPageQuery(db, companyId, search, offset, limit).execute();

export const countBlacklist = async (db: Db, companyId: number, search: BlacklistSearch) =>
  Number(
    (
      await matching(db, companyId, search)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/*
 * The look-ups name the partial indexes' condition as a literal, so both
 * databases see that the index covers the query.
 */

/** Entries with this phone (trimmed, not empty). */
export const entriesByPhoneQuery = (db: Db, companyId: number, phone: string) =>
  db
    .selectFrom('blacklistEntry')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('phone', '=', phone)
    .where('phone', '<>', sql.lit(''));

/** Entries with this ID number (trimmed and lower-cased, not empty). */
export const entriesByCredentialQuery = (db: Db, companyId: number, credentialKey: string) =>
  db
    .selectFrom('blacklistEntry')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('credentialKey', '=', credentialKey)
    .where('credentialKey', '<>', sql.lit(''));

export const findEntriesByPhone = (db: Db, companyId: number, phone: string) =>
  entriesByPhoneQuery(db, companyId, phone).execute();

export const findEntriesByCredential = (db: Db, companyId: number, credentialKey: string) =>
  entriesByCredentialQuery(db, companyId, credentialKey).execute();

export const insertBlacklistEntry = async (db: Db, row: Insertable<BlacklistEntryTable>) =>
  (await db.insertInto('blacklistEntry').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** The given ids that are the company's entries (the resident company's, when `subaccountId` is not 0). */
export const ownEntryIds = async (db: Db, companyId: number, ids: readonly number[], subaccountId = 0) => {
  let query = db
    .selectFrom('blacklistEntry')
    .select('id')
    .where('companyId', '=', companyId)
    .where('id', 'in', [...ids]);
  if (subaccountId > 0) query = query.where('subaccountId', '=', subaccountId);
  return (await query.execute()).map((row) => row.id);
};

export const deleteBlacklistEntries = (db: Db, companyId: number, ids: readonly number[]) =>
  db
    .deleteFrom('blacklistEntry')
    .where('companyId', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
