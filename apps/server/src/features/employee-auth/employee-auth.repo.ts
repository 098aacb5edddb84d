import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

type Db = Kysely<Database>;

const withCompany = (db: Db) =>
  db
    .selectFrom('employee')
    .innerJoin('company', 'company.id', 'employee.companyId')
    .selectAll('employee')
    .select([
      'company.company as companyName',
      'company.email as companyEmail',
      'company.pwdPolicy as companyPwdPolicy',
      'company.pwdExpireDays as companyPwdExpireDays',
      'company.lockThreshold as companyLockThreshold',
      'company.lockMinutes as companyLockMinutes',
    ]);

/** One employee of the company, with what sign-in needs of the company. */
export const findEmployeeOfCompany = (db: Db, companyId: number, empid: number) =>
  withCompany(db).where('employee.companyId', '=', companyId).where('employee.id', '=', empid).executeTakeFirst();

/** Every employee with this phone, in any company, with what sign-in needs of the company. */
export const findEmployeesOfPhone = (db: Db, phone: string) =>
  withCompany(db).where('employee.empPhone', '=', phone).orderBy('employee.companyId').execute();
