import type { ImportCheck } from '@vestibule/contract';
import { expect } from 'vitest';
import type { TestApp } from './api-harness.js';
import type { TestCompany } from './factories.js';
import { applyImport, type BookType, postImport, spreadsheet } from './people-factories.js';

/* The address-book import's tests: the console's columns, a checked file, its batches, and what it left stored. */

export const importHeader = ['name', 'email', 'phone', 'department', 'work number', 'position'];

/** The company's employees with their department names, by phone. */
export async function employeesByPhone(t: TestApp, userid: number) {
  const db = t.ctx.database.db;
  const rows = await db
    .selectFrom('employee')
    .select(['id', 'empName', 'empEmail', 'empPhone', 'empNo', 'empPosition'])
    .where('companyId', '=', userid)
    .execute();
  const links = await db
    .selectFrom('empDept')
    .innerJoin('department', 'department.id', 'empDept.deptid')
    .select(['empDept.empid', 'department.deptName'])
    .where('empDept.companyId', '=', userid)
    .execute();
  return new Map(
    rows.map((row) => [
      row.empPhone,
      {
        ...row,
        departments: links
          .filter((link) => link.empid === row.id)
          .map((link) => link.deptName)
          .sort(),
      },
    ]),
  );
}

/** Checks rows written as a spreadsheet (checkEmpImport), which must be readable; the check's report. */
export async function checkImport(t: TestApp, company: TestCompany, rows: unknown[][], bookType: BookType = 'xlsx') {
  const answer = await postImport(t, company.token, spreadsheet(rows, bookType));
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
}

/** Applies a checked import in batches as the console does once the user agreed to its new departments. */
export const applyChecked = (
  t: TestApp,
  company: TestCompany,
  checked: ImportCheck,
  batch = 1000,
  createDepartments = checked.newDepartments,
) => applyImport(t, company.token, checked.importId, batch, createDepartments);
