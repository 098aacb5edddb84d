import type { Kysely } from 'kysely';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import type { Database, HostNoticeTable } from '../../platform/db/schema.js';

/* SQL of the host's arrival notice: who hosts a visit, what the mail says, and the record of its sending. */

// Every sign-in asks it: compiled once (platform/db/reusable-query.ts).
const selectHostEmail = reusableQuery((db, companyId: number, vid: number) =>
  db
    .selectFrom('visit')
    .innerJoin('employee', (join) =>
      join.onRef('employee.id', '=', 'visit.empid').onRef('employee.companyId', '=', 'visit.companyId'),
    )
    .select('employee.empEmail')
    .where('visit.companyId', '=', companyId)
    .where('visit.id', '=', vid),
);

/** The host's mail address for a visit of the company, '' when the host has none or the visit has no host. */
export async function hostEmailOfVisit(db: Kysely<Database>, companyId: number, vid: number): Promise<string> {
  const [row] = await selectHostEmail(db, companyId, vid);
  return row?.empEmail.trim() ?? '';
}

/** What the host's mail tells of a signed-in visit, with the host's address. */
export function findArrival(db: Kysely<Database>, vid: number) {
  return db
    .selectFrom('visit')
    .innerJoin('employee', (join) =>
      join.onRef('employee.id', '=', 'visit.empid').onRef('employee.companyId', '=', 'visit.companyId'),
    )
    .innerJoin('company', 'company.id', 'visit.companyId')
    .select([
      'visit.id as vid',
      'visit.companyId',
      'visit.vname',
      'visit.vcompany',
      'visit.vphoto',
      'visit.visitdate',
      'visit.signInGate',
      'employee.empName',
      'employee.empEmail',
      'company.company as companyName',
      'company.language as companyLanguage',
    ])
    .where('visit.id', '=', vid)
    .executeTakeFirst();
}

export function findHostNotice(db: Kysely<Database>, vid: number) {
  return db.selectFrom('hostNotice').select(['messageId', 'sentAt']).where('vid', '=', vid).executeTakeFirst();
}

export async function insertHostNotice(db: Kysely<Database>, row: HostNoticeTable): Promise<void> {
  await db.insertInto('hostNotice').values(row).execute();
}
