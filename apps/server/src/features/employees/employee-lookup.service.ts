import type { Employee, Page } from '@vestibule/contract';
import type { Session } from '../../platform/auth/sessions.js';
import type { AppContext } from '../../platform/context.js';
import { employeesFromLinkedRows, pageWindow, withLinks } from './employee-links.js';
import {
  countEmployees,
  countEmployeesMatching,
  digitLeadingWorkNumbers,
  type EmployeeFilter,
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

export async function enabledEmployees(ctx: AppContext, companyId: number, options: { phone: string; subaccountId?: number }) {
  const db = ctx.database.db;
  const rows = await listEnabledEmployees(db, companyId, { phone: options.phone, subaccountId: options.subaccountId ?? 0 });
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
  const numbers = (await digitLeadingWorkNumbers(ctx.database.db, companyId)).filter((empNo) => /^\d+$/.test(empNo));
  if (numbers.length === 0) return '1';
  let highest = numbers[0]!;
  for (const empNo of numbers) if (BigInt(empNo) > BigInt(highest)) highest = empNo;
  return (BigInt(highest) + 1n).toString().padStart(highest.length, '0');
}
