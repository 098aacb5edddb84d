import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

type Db = Kysely<Database>;

/** Every employee with this phone, in any company, with what sign-in needs of the company. */
export const findEmployeesOfPhone = (db: Db, phone: string) =>
  db
    .selectFrom('employee')
    .innerJoin('company', 'company.id', 'employee.companyId')
    .selectAll('employee')
    .select([
      'company.company as companyName',
      'company.email as companyEmail',
      'company.pwdPolicy as companyPwdPolicy',
      'company.pwdExpireDays as companyPwdExpireDays',
    ])
    .where('employee.empPhone', '=', phone)
    .orderBy('employee.companyId')
    .execute();

/** Ends the sessions of these employees of the company. */
export const deleteEmployeeSessions = (db: Db, companyId: number, empids: readonly number[]) =>
  empids.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('session')
        .where('subjectKind', '=', 'employee')
        .where('companyId', '=', companyId)
        .where('subjectId', 'in', empids)
        .execute()
        .then(() => undefined);
