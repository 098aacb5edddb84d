import { randomInt } from 'node:crypto';
import type { Employee, SubjectKind } from '@vestibule/contract';
import type { TestApp } from '../../../test/api-harness.js';
import type { TestCompany } from '../../../test/factories.js';
import { openSession } from '../../platform/auth/sessions.js';

/* Test fixtures for the people features: employees added through the API, sessions of any kind. */

let sequence = 0;

/** A mobile number no other test uses. */
export const uniquePhone = () => {
  sequence += 1;
  return `15${String(sequence % 1000).padStart(3, '0')}${randomInt(100_000, 999_999)}`;
};

/** Adds an employee through addEmployee as the company's Administrator. */
export async function addTestEmployee(t: TestApp, company: TestCompany, fields: Record<string, unknown> = {}): Promise<Employee> {
  const body = { employee_name: `Person ${randomInt(1_000_000)}`, phone: uniquePhone(), ...fields };
  const answer = await t.call<Employee>('addEmployee', body, company.token);
  if (answer.status !== 0) throw new Error(`addEmployee failed: ${answer.status} ${answer.reason}`);
  return answer.result;
}

/** A session of any kind in the company, as its sign-in would open it; returns the header value. */
export async function sessionToken(t: TestApp, company: TestCompany, kind: SubjectKind, subjectId: number): Promise<string> {
  const { token } = await openSession(t.ctx, { kind, subjectId, companyId: company.userid }, '127.0.0.1');
  return `${subjectId}-${token}`;
}
