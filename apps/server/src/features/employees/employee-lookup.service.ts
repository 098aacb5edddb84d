import type { Employee, Page } from '@vestibule/contract';
import type { Session } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { employeesFromLinkedRows, pageWindow, withLinks } from './employee-links.js';
import {
  countEmployees,
  countEmployeesMatching,
  type EmployeeFilter,
  highestWorkNumber,
  listEmployeesPage,
  listEnabledEmployees,
  searchHosts,
} from './employees.repo.js';

/* Reading the company's employees: pages, the whole list, host lookup, counts. */

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
    subaccountId: input.subaccountId ?? 0,
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
