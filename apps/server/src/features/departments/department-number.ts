import { AppError, Status } from '@vestibule/contract';
import type { Insertable, Kysely } from 'kysely';
import type { Database, DepartmentTable } from '../../platform/db/schema.js';
import {
  departmentNumbersLikeGenerated,
  holdCompanyForNumbering,
  insertDepartmentUnlessTaken,
} from './department-number.repo.js';
import { findDepartmentIdByNameKey } from './departments.repo.js';

/*
 * Numbers for departments added without one, as the original console adds
 * them: D-0001, D-0002, ... the next after the highest of that form.
 */

const generatedForm = /^D-(\d+)$/;

/** The number after the highest generated one among `numbers`; D-0001 when there is none. */
export function nextDepartmentNumber(numbers: readonly string[]): string {
  let highest = 0n;
  for (const deptNo of numbers) {
    const digits = generatedForm.exec(deptNo)?.[1];
    if (digits !== undefined && BigInt(digits) > highest) highest = BigInt(digits);
  }
  return `D-${String(highest + 1n).padStart(4, '0')}`;
}

/** A number typed by hand may take the next number first; after this many tries the caller gets 124. */
const attempts = 5;

/**
 * Inserts the department with the next free generated number. Generating
 * calls of one company take turns; when an add with a number typed by hand
 * took that number meanwhile, the insert does nothing and the next number is
 * tried; when a racing call took the name, the answer is 123.
 */
export async function insertWithNextNumber(db: Kysely<Database>, row: Omit<Insertable<DepartmentTable>, 'deptNo'>) {
  await holdCompanyForNumbering(db, row.companyId);
  for (let attempt = 0; attempt < attempts; attempt++) {
    const deptNo = nextDepartmentNumber(await departmentNumbersLikeGenerated(db, row.companyId));
    const deptid = await insertDepartmentUnlessTaken(db, { ...row, deptNo });
    if (deptid !== undefined) return deptid;
    if (await findDepartmentIdByNameKey(db, row.companyId, row.deptNameKey)) {
      throw new AppError(Status.departmentExists, undefined, 'deptName');
    }
  }
  throw new AppError(Status.duplicateDepartmentNumber, undefined, 'deptNo');
}
