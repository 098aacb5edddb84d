import type { Insertable, Kysely } from 'kysely';
import type { Database, VisitFormTable } from '../../platform/db/schema.js';

/* The forms filled at sign-in, each with its visit; every read stays in the caller's scope of visits. */

type Db = Kysely<Database>;

/** Whose visits a read may see: the company's, a Subcompany's own, an employee's hosted ones. */
export interface FormScope {
  companyId: number;
  /** 0: the whole company. */
  subaccountId: number;
  /** A host's employee id: only the visits they host. */
  empid?: number | undefined;
}

/** The depot list's selection: the scope and the bounds of the forms' createTime in epoch ms, both inclusive. */
export interface DepotSelection extends FormScope {
  from?: number | undefined;
  to?: number | undefined;
}

const scopedForms = (db: Db, scope: FormScope) => {
  let query = db
    .selectFrom('visitForm')
    .innerJoin('visit', 'visit.id', 'visitForm.vid')
    .where('visitForm.companyId', '=', scope.companyId)
    .where('visit.companyId', '=', scope.companyId);
  if (scope.subaccountId > 0) query = query.where('visit.subaccountId', '=', scope.subaccountId);
  if (scope.empid !== undefined) query = query.where('visit.empid', '=', scope.empid);
  return query;
};

export const insertVisitForm = (db: Db, row: Insertable<VisitFormTable>) => db.insertInto('visitForm').values(row).execute();

/** The visit's host and whether it is in the company and Subcompany scope; undefined when it is not. */
export const findScopedVisit = (db: Db, scope: Omit<FormScope, 'empid'>, vid: number) => {
  let query = db.selectFrom('visit').select(['id', 'empid']).where('companyId', '=', scope.companyId).where('id', '=', vid);
  if (scope.subaccountId > 0) query = query.where('subaccountId', '=', scope.subaccountId);
  return query.executeTakeFirst();
};

/** The visit's form of this kind, if one was filled. */
export const findVisitForm = (db: Db, companyId: number, vid: number, kind: string) =>
  db
    .selectFrom('visitForm')
    .select(['vid', 'body', 'createTime'])
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .where('kind', '=', kind)
    .executeTakeFirst();

const depotForms = (db: Db, selection: DepotSelection) => {
  let query = scopedForms(db, selection).where('visitForm.kind', '=', 'depot');
  if (selection.from !== undefined) query = query.where('visitForm.createTime', '>=', selection.from);
  if (selection.to !== undefined) query = query.where('visitForm.createTime', '<=', selection.to);
  return query;
};

/** A page of depot forms with their visits' visitor, company, host and sign-in time, newest first. */
export const listDepotForms = (db: Db, selection: DepotSelection, offset: number, limit: number) =>
  depotForms(db, selection)
    .select([
      'visitForm.id',
      'visitForm.vid',
      'visitForm.body',
      'visitForm.createTime',
      'visit.vname',
      'visit.vcompany',
      'visit.empName',
      'visit.visitdate',
    ])
    .orderBy('visitForm.createTime', 'desc')
    .orderBy('visitForm.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countDepotForms = async (db: Db, selection: DepotSelection) =>
  Number(
    (
      await depotForms(db, selection)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
