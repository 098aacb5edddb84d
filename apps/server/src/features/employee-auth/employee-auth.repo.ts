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
