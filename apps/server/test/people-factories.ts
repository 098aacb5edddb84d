import { randomInt } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import type { Employee, EmployeeLogin, ImportCheck, SubjectKind } from '@vestibule/contract';
import type { Insertable } from 'kysely';
import { openSession } from '../src/platform/auth/sessions.js';
import { searchKey } from '../src/platform/db/portable.js';
import type { EmployeeTable } from '../src/platform/db/schema.js';
import { hashPassword } from '../src/platform/passwords.js';
import type { TestApp } from './api-harness.js';
import { passCaptcha, type TestCompany } from './factories.js';
import { postFile } from './multipart.js';

/* Employees, departments, sessions and address-book files for the people tests. */

export interface TestEmployee {
  empid: number;
  userid: number;
  empName: string;
  phone: string;
  /** The password it signs in with; absent while the account is not activated. */
  password?: string;
}

/** A mobile number no other test uses. */
export const newPhone = () => `13${randomInt(100_000_000, 999_999_999)}`;

/** Adds an employee through addEmployee (a fresh name and phone unless given) and returns it as the API shows it. */
export async function buildEmployee(t: TestApp, company: TestCompany, fields: Record<string, unknown> = {}): Promise<Employee> {
  const body = { employee_name: `Employee ${randomInt(1_000_000)}`, phone: newPhone(), ...fields };
  const answer = await t.call<Employee>('addEmployee', body, company.token);
  if (answer.status !== 0) throw new Error(`addEmployee failed: ${answer.status} ${answer.reason}`);
  return answer.result;
}

/** A session of any kind in the company, opened directly: the header value its client would send. */
export async function sessionToken(t: TestApp, company: TestCompany, kind: SubjectKind, subjectId: number): Promise<string> {
  const { token } = await openSession(t.ctx, { kind, subjectId, companyId: company.userid }, '127.0.0.1');
  return `${subjectId}-${token}`;
}

type EmployeeOverrides = Partial<Omit<Insertable<EmployeeTable>, 'companyId' | 'passwordHash'>> & { password?: string | null };

/** Inserts an employee straight into the database: activated with `password` unless it is null. */
export async function seedEmployee(t: TestApp, userid: number, overrides: EmployeeOverrides = {}): Promise<TestEmployee> {
  const { password = 'emp-Pass1', ...columns } = overrides;
  const empName = columns.empName ?? `Employee ${randomInt(1_000_000)}`;
  const empPhone = columns.empPhone ?? newPhone();
  const now = t.clock.now();
  const { id } = await t.ctx.database.db
    .insertInto('employee')
    .values({
      createdAt: now,
      updatedAt: now,
      ...columns,
      companyId: userid,
      empName,
      empNameKey: searchKey(empName),
      empPhone,
      passwordHash: password === null ? null : await hashPassword(password),
      passwordChangedAt: password === null ? null : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { empid: id, userid, empName, phone: empPhone, ...(password === null ? {} : { password }) };
}

/** A department of the company with the given name and number. */
export async function buildDepartment(t: TestApp, userid: number, deptName: string, deptNo: string): Promise<number> {
  const { id } = await t.ctx.database.db
    .insertInto('department')
    .values({ companyId: userid, deptName, deptNameKey: searchKey(deptName), deptNo, createdAt: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function linkDepartment(t: TestApp, userid: number, empid: number, deptid: number): Promise<void> {
  await t.ctx.database.db.insertInto('empDept').values({ empid, deptid, companyId: userid }).execute();
}

/** Employee sign-in through the captcha, as the sign-in page does it. */
export async function signInEmployee(t: TestApp, phone: string, empPwd: string, userid?: number) {
  const digest = await passCaptcha(t, { phone });
  return t.call<EmployeeLogin>('empLogin', { phone, empPwd, digest, ...(userid === undefined ? {} : { userid }) });
}

/** The header value an employee client sends: `<empid>-<token>`. */
export async function employeeToken(t: TestApp, employee: TestEmployee): Promise<string> {
  const answer = await signInEmployee(t, employee.phone, employee.password ?? '', employee.userid);
  if (answer.status !== 0) throw new Error(`empLogin failed: ${answer.status} ${answer.reason}`);
  return `${answer.result.empid}-${answer.result.token}`;
}

/** Asks for an SMS code for the phone (after its captcha) and returns the code the gateway received. */
export async function smsCodeFor(t: TestApp, phone: string): Promise<string> {
  const digest = await passCaptcha(t, { phone });
  const sentBefore = t.sms.received.length;
  const answer = await t.call('sendSmsCode', { phone, digest });
  if (answer.status !== 0) throw new Error(`sendSmsCode failed: ${answer.status} ${answer.reason}`);
  const code = t.sms.received
    .slice(sentBefore)
    .find((sms) => sms.phone === phone)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code reached ${phone}`);
  return code;
}

export type BookType = 'xlsx' | 'xls' | 'csv';

/** A spreadsheet file written by SheetJS, as a spreadsheet program saves it (xlsx zipped unless told otherwise). */
export function spreadsheet(
  rows: unknown[][],
  bookType: BookType,
  compression = true,
): { filename: string; contentType: string; data: Buffer } {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const data = XLSX.write(workbook, {
    type: 'buffer',
    bookType: bookType === 'xls' ? 'biff8' : bookType,
    compression,
  }) as Buffer;
  const contentType = {
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    xls: 'application/vnd.ms-excel',
    csv: 'text/csv',
  }[bookType];
  return { filename: `people.${bookType}`, contentType, data };
}

/** Reads the first sheet of an .xlsx answer back as rows. */
export function sheetRows(data: Buffer): unknown[][] {
  const workbook = XLSX.read(data, { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  return sheet ? XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' }) : [];
}

/** Posts a file to checkEmpImport in the "file" field. */
export const postImport = (
  t: TestApp,
  token: string,
  file: { filename: string; contentType: string; data: Uint8Array },
  fields: Record<string, string> = {},
) => postFile<ImportCheck>(t, token, 'checkEmpImport', 'file', file, fields);

/**
 * Applies a checked import in batches, as the console's progress bar does, creating the departments named in
 * `createDepartments` if given; returns the batch answers.
 */
export async function applyImport(t: TestApp, token: string, importId: string, batch = 1000, createDepartments?: string[]) {
  const answers: Array<{ applied: number; total: number }> = [];
  let startIndex = 0;
  for (;;) {
    const answer = await t.call<{ applied: number; total: number }>(
      'applyEmpImport',
      { importId, startIndex, requestedCount: batch, ...(createDepartments ? { createDepartments } : {}) },
      token,
    );
    if (answer.status !== 0) throw new Error(`applyEmpImport failed: ${answer.status} ${answer.reason}`);
    answers.push(answer.result);
    if (answer.result.applied >= answer.result.total) return answers;
    startIndex = answer.result.applied;
  }
}
