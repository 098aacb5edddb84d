import { AppError, type Employee, type Page, Status } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { chunked } from '../../platform/db/chunked.js';
import type { EmployeeTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { employeesFromLinkedRows, withLinks } from './employee-links.js';
import { residentOf } from '../resident-scope/resident-scope.service.js';
import {
  countEmployees,
  countEmployeesMatching,
  departmentLinksOf,
  type EmployeeFilter,
  existingEmployeeIds,
  findAnyEmployeeIdByPhone,
  findEmployeeById,
  findEmployeesByIds,
  findHost,
  highestWorkNumber,
  listEmployeesPage,
  listEnabledEmployees,
  searchHosts,
} from './employees.repo.js';

/* Reading the company's employees: pages, the whole list, host lookup, counts, and what other features check. */

export const hostLookupLimit = 100;

export async function employeePage(
  ctx: AppContext,
  companyId: number,
  filter: EmployeeFilter,
  request: { startIndex: number; requestedCount: number },
): Promise<Page<Employee>> {
  const db = ctx.database.db;
  const window = pageWindow(request);
  const [rows, count] = await Promise.all([
    listEmployeesPage(db, companyId, filter, window.offset, window.limit),
    countEmployeesMatching(db, companyId, filter),
  ]);
  return { list: await withLinks(db, companyId, rows), count, pageNo: window.pageNo, pageSize: window.pageSize };
}

/** GetEmpList: a bare array as the original product answers it, bounded by the page the request names. */
export async function enabledEmployees(
  ctx: AppContext,
  companyId: number,
  request: { phone: string; subaccountId?: number; startIndex: number; requestedCount: number },
) {
  const db = ctx.database.db;
  const window = pageWindow(request);
  const filter = { phone: request.phone, subaccountId: request.subaccountId ?? 0 };
  const rows = await listEnabledEmployees(db, companyId, filter, window.offset, window.limit);
  return withLinks(db, companyId, rows);
}

/** The reception terminal only offers enabled hosts who are searchable at the pad. */
export async function lookUpHosts(
  ctx: AppContext,
  session: Session,
  input: { name: string; empName: string; empNo: string; subaccountId?: number },
) {
  const db = ctx.database.db;
  const text = input.name || input.empName || input.empNo;
  const rows = await searchHosts(db, session.companyId, text, {
    padVisibleOnly: session.kind === 'reception',
    // A resident company finds only its own employees.
    subaccountId: residentOf(session) || (input.subaccountId ?? 0),
    limit: hostLookupLimit,
  });
  return employeesFromLinkedRows(rows);
}

export async function employeeCount(ctx: AppContext, companyId: number) {
  const counts = await countEmployees(ctx.database.db, companyId);
  return { total: counts.total, empcount: counts.enabled };
}

/** The highest all-digit work number plus one, keeping its zero padding ("0099" gives "0100"). */
export async function nextWorkNumber(ctx: AppContext, companyId: number): Promise<string> {
  const highest = await highestWorkNumber(ctx.database.db, companyId);
  return highest === undefined ? '1' : (BigInt(highest) + 1n).toString().padStart(highest.length, '0');
}

/** The employees as the API shows them, with their departments, roles and equipment groups read beside them. */
export const employeeViews = (ctx: AppContext, companyId: number, rows: ReadonlyArray<Selectable<EmployeeTable>>) =>
  withLinks(ctx.database.db, companyId, rows);

/** 55 naming the ids that are not the company's employees (of the resident company, when one is given); the ids once each otherwise. */
export async function assertOwnEmployees(
  ctx: AppContext,
  companyId: number,
  empids: readonly number[],
  field: string,
  resident = 0,
) {
  const unique = [...new Set(empids)];
  const found = new Set(await existingEmployeeIds(ctx.database.db, companyId, unique, resident));
  const missing = unique.filter((empid) => !found.has(empid));
  if (missing.length > 0) throw new AppError(Status.employeeNotFound, `Employee not found: ${field}`, missing);
  return unique;
}

export const employeeExists = async (ctx: AppContext, companyId: number, empid: number) =>
  (await existingEmployeeIds(ctx.database.db, companyId, [empid])).length > 0;

/** Whether the phone is an employee's in any company. */
export const isEmployeePhone = async (ctx: AppContext, phone: string) =>
  (await findAnyEmployeeIdByPhone(ctx.database.db, phone)) !== undefined;

/** The employee's stored row, password hash included, for the sign-in features; undefined when not the company's. */
export const employeeRecord = (ctx: AppContext, companyId: number, empid: number) =>
  findEmployeeById(ctx.database.db, companyId, empid);

/** The company's employee as a visit's host: name, phone, mail, Subcompany and first department (deptid 0 when in none). */
export async function hostRecord(ctx: AppContext, companyId: number, empid: number) {
  const host = await findHost(ctx.database.db, companyId, empid);
  if (!host) return undefined;
  return {
    empid: host.id,
    empName: host.empName,
    empPhone: host.empPhone,
    empEmail: host.empEmail,
    subaccountId: host.subaccountId,
    deptid: host.deptid ?? 0,
    deptName: host.deptName ?? '',
  };
}

/** The phones of the company's employees among these ids. */
export const employeePhones = async (ctx: AppContext, companyId: number, empids: readonly number[]) =>
  (await findEmployeesByIds(ctx.database.db, companyId, empids)).map((employee) => employee.empPhone);

// Ids per statement, to keep its parameters bounded.
const idsPerRead = 1000;

/** The names of each employee's departments, in department id order; employees in none are left out. */
export async function departmentNamesOf(ctx: AppContext, companyId: number, empids: readonly number[]) {
  const names = new Map<number, string[]>();
  for (const run of chunked(empids, idsPerRead)) {
    for (const link of await departmentLinksOf(ctx.database.db, companyId, run)) {
      names.set(link.empid, [...(names.get(link.empid) ?? []), link.deptName]);
    }
  }
  return names;
}
