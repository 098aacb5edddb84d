import { type InterimCardStatus, interimCardStatuses, openInterimCardStatuses } from '@vestibule/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { containsText, prefixRange } from '../../platform/db/portable.js';
import type { Database, InterimCardTable } from '../../platform/db/schema.js';

/* Temporary card requests. */

type Db = Kysely<Database>;
export type InterimCardRow = Selectable<InterimCardTable>;

/** What the list and the export read: the company's cards, or one employee's, narrowed by the filters. */
export interface InterimCardSelection {
  companyId: number;
  empid?: number | undefined;
  /** Bounds of submitTime in epoch ms, both inclusive. */
  from?: number | undefined;
  to?: number | undefined;
  /** Prefixes; cardNo is matched anywhere. Empty means no condition. */
  name: string;
  empNo: string;
  cardNo: string;
  icStatus?: number | undefined;
}

const matching = (db: Db, selection: InterimCardSelection) => {
  let query = db.selectFrom('interimCard').where('companyId', '=', selection.companyId);
  if (selection.empid !== undefined) query = query.where('empid', '=', selection.empid);
  if (selection.from !== undefined) query = query.where('submitTime', '>=', selection.from);
  if (selection.to !== undefined) query = query.where('submitTime', '<=', selection.to);
  if (selection.icStatus !== undefined) query = query.where('icStatus', '=', selection.icStatus);
  if (selection.name) {
    const [lo, hi] = prefixRange(selection.name);
    query = query.where('nameKey', '>=', lo).where('nameKey', '<', hi);
  }
  // Work numbers are stored as typed, so their prefix is not lower-cased.
  if (selection.empNo) query = query.where('empNo', '>=', selection.empNo).where('empNo', '<', `${selection.empNo}\u{10FFFF}`);
  if (selection.cardNo) query = query.where(containsText(db, 'cardNo', selection.cardNo));
  return query;
};

/** A page, newest request first. */
export const listInterimCards = (db: Db, selection: InterimCardSelection, offset: number, limit: number) =>
  matching(db, selection).selectAll().orderBy('submitTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();

export const countInterimCards = async (db: Db, selection: InterimCardSelection) =>
  Number(
    (
      await matching(db, selection)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The cards after `after` in list order (newest first), for the export's chunks. */
export const interimCardsAfter = (
  db: Db,
  selection: InterimCardSelection,
  after: { submitTime: number; id: number } | undefined,
  limit: number,
) => {
  let query = matching(db, selection);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('submitTime', '<', after.submitTime),
        eb.and([eb('submitTime', '=', after.submitTime), eb('id', '<', after.id)]),
      ]),
    );
  return query.selectAll().orderBy('submitTime', 'desc').orderBy('id', 'desc').limit(limit).execute();
};

/** The employee's open request (requested or issued), if any. */
export const openCardOf = (db: Db, companyId: number, empid: number) =>
  db
    .selectFrom('interimCard')
    .select('id')
    .where('companyId', '=', companyId)
    .where('empid', '=', empid)
    .where('icStatus', 'in', openInterimCardStatuses)
    .executeTakeFirst();

/** The issued card lending this card number, if any. */
export const cardOut = (db: Db, companyId: number, cardNo: string) =>
  db
    .selectFrom('interimCard')
    .select('id')
    .where('companyId', '=', companyId)
    .where('cardNo', '=', cardNo)
    .where('icStatus', '=', interimCardStatuses.issued)
    .executeTakeFirst();

export const insertInterimCard = async (db: Db, row: Insertable<InterimCardTable>) =>
  (await db.insertInto('interimCard').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const findInterimCard = (db: Db, companyId: number, id: number) =>
  db.selectFrom('interimCard').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();

/** Changes the card only while it is still in `from`; whether it did (a concurrent change wins otherwise). */
export const moveInterimCard = async (
  db: Db,
  companyId: number,
  id: number,
  from: InterimCardStatus,
  change: Updateable<InterimCardTable>,
) => {
  const result = await db
    .updateTable('interimCard')
    .set(change)
    .where('companyId', '=', companyId)
    .where('id', '=', id)
    .where('icStatus', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};
