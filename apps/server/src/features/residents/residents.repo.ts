import type { Insertable, Kysely, Updateable } from 'kysely';
import { prefixRange } from '../../platform/db/portable.js';
import type { Database, ResidentVisitorTable } from '../../platform/db/schema.js';

/* Resident visitors. */

type Db = Kysely<Database>;

/** What the lists read; empty texts and absent values set no condition. */
export interface ResidentSelection {
  companyId: number;
  /** 0: every project. */
  pid: number;
  /** Prefix of searchKey(name); prefix of the phone; companyKey exactly. */
  name?: string | undefined;
  phone?: string | undefined;
  companyKey?: string | undefined;
  /** Validity must hold on every day from..to, or (for one bound) meet it: rstatus and the original's range. */
  validOn?: string | undefined;
  notStartedOn?: string | undefined;
  expiredOn?: string | undefined;
  /** Validity meets [meetsFrom, meetsTo]. */
  meetsFrom?: string | undefined;
  meetsTo?: string | undefined;
}

const matching = (db: Db, s: ResidentSelection) => {
  let query = db.selectFrom('residentVisitor as r').where('r.companyId', '=', s.companyId);
  if (s.pid > 0) query = query.where('r.pid', '=', s.pid);
  if (s.name) {
    const [lo, hi] = prefixRange(s.name);
    query = query.where('r.nameKey', '>=', lo).where('r.nameKey', '<', hi);
  }
  if (s.phone) query = query.where('r.phone', '>=', s.phone).where('r.phone', '<', `${s.phone}\u{10FFFF}`);
  if (s.companyKey !== undefined) query = query.where('r.companyKey', '=', s.companyKey);
  const startsBy = (day: string) => query.where((eb) => eb.or([eb('r.startDate', '=', ''), eb('r.startDate', '<=', day)]));
  const endsFrom = (day: string) => query.where((eb) => eb.or([eb('r.endDate', '=', ''), eb('r.endDate', '>=', day)]));
  if (s.validOn) {
    query = startsBy(s.validOn);
    query = endsFrom(s.validOn);
  }
  if (s.notStartedOn) query = query.where('r.startDate', '>', s.notStartedOn);
  if (s.expiredOn) query = query.where('r.endDate', '<>', '').where('r.endDate', '<', s.expiredOn);
  if (s.meetsTo) query = startsBy(s.meetsTo);
  if (s.meetsFrom) query = endsFrom(s.meetsFrom);
  return query;
};

/** A page, newest first, with the project's name. */
export const listResidents = (db: Db, selection: ResidentSelection, offset: number, limit: number) =>
  matching(db, selection)
    .leftJoin('residentProject as p', (join) => join.onRef('p.id', '=', 'r.pid').onRef('p.companyId', '=', 'r.companyId'))
    .selectAll('r')
    .select('p.pName')
    .orderBy('r.createTime', 'desc')
    .orderBy('r.rid', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countResidents = async (db: Db, selection: ResidentSelection) =>
  Number(
    (
      await matching(db, selection)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The companies residents work for, with how many each; one name per case-free key. */
export const residentCompanies = (db: Db, companyId: number) =>
  db
    .selectFrom('residentVisitor')
    .select((eb) => [eb.fn.max('company').as('company'), eb.fn.countAll<number | string>().as('count')])
    .where('companyId', '=', companyId)
    .where('companyKey', '<>', '')
    .groupBy('companyKey')
    .orderBy('companyKey')
    .execute();

export const findResident = (db: Db, companyId: number, rid: string) =>
  db.selectFrom('residentVisitor').selectAll().where('companyId', '=', companyId).where('rid', '=', rid).executeTakeFirst();

/** Of these rids, those the company holds. */
export const existingResidentIds = async (db: Db, companyId: number, rids: readonly string[]) =>
  (
    await db.selectFrom('residentVisitor').select('rid').where('companyId', '=', companyId).where('rid', 'in', rids).execute()
  ).map((row) => row.rid);

/** Another resident of the company's employer working on a project other than `pid`, if any. */
export const residentOfCompanyElsewhere = (db: Db, companyId: number, companyKey: string, pid: number, exceptRid: string) =>
  db
    .selectFrom('residentVisitor')
    .select(['rid', 'pid'])
    .where('companyId', '=', companyId)
    .where('companyKey', '=', companyKey)
    .where('pid', '<>', 0)
    .where('pid', '<>', pid)
    .where('rid', '<>', exceptRid)
    .limit(1)
    .executeTakeFirst();

/** The resident holding the card number, if any. */
export const residentWithCard = (db: Db, companyId: number, cardNo: string) =>
  db
    .selectFrom('residentVisitor')
    .select('rid')
    .where('companyId', '=', companyId)
    .where('cardNo', '=', cardNo)
    .executeTakeFirst();

/** The employee holding the card number, if any. */
export const employeeWithCard = (db: Db, companyId: number, cardNo: string) =>
  db.selectFrom('employee').select('id').where('companyId', '=', companyId).where('cardNo', '=', cardNo).executeTakeFirst();

export const insertResident = (db: Db, row: Insertable<ResidentVisitorTable>) =>
  db.insertInto('residentVisitor').values(row).execute();

export const updateResidentRow = (db: Db, companyId: number, rid: string, change: Updateable<ResidentVisitorTable>) =>
  db.updateTable('residentVisitor').set(change).where('companyId', '=', companyId).where('rid', '=', rid).execute();

export const deleteResidents = (db: Db, companyId: number, rids: readonly string[]) =>
  db.deleteFrom('residentVisitor').where('companyId', '=', companyId).where('rid', 'in', rids).execute();

/** Of these door groups, those the company holds. */
export const ownEquipmentGroups = async (db: Db, companyId: number, egids: readonly number[]) =>
  (await db.selectFrom('equipmentGroup').select('id').where('companyId', '=', companyId).where('id', 'in', egids).execute()).map(
    (row) => row.id,
  );
