import { AppError, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/sessions.js';
import { isRealYmd, startOfYmd } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { pageWindow, withLinks } from '../employees/employee-links.js';
import { countEmployeesMatching, findEmployeeById, listEmployeesPage, updateEmployees } from '../employees/employees.repo.js';
import { assertOwnEmployees } from '../employees/employees.service.js';
import { findProxiesByProxy, findProxyOfEmployee, upsertProxy } from './proxies.repo.js';

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

/** An employee acts only for themselves; a manager for anyone of the company. */
function assertMayActFor(session: Session, empid: number): void {
  if (session.kind === 'employee' && session.subjectId !== empid) throw new AppError(Status.noPermission);
}

export async function proxyOfEmployee(ctx: AppContext, session: Session, empid: number) {
  assertMayActFor(session, empid);
  return (await findProxyOfEmployee(ctx.database.db, session.companyId, empid)) ?? null;
}

export async function proxiesByProxy(ctx: AppContext, session: Session, proxyId: number) {
  assertMayActFor(session, proxyId);
  return findProxiesByProxy(ctx.database.db, session.companyId, proxyId);
}

export async function setProxy(
  ctx: AppContext,
  session: Session,
  input: {
    empid: number;
    proxyId: number;
    proxyType: number;
    proxyStatus: number;
    startDate: string | null;
    endDate: string | null;
  },
): Promise<void> {
  assertMayActFor(session, input.empid);
  if (input.proxyId === 0) throw new AppError(Status.proxyNotSet);
  const db = ctx.database.db;
  if (!(await findEmployeeById(db, session.companyId, input.empid)))
    throw new AppError(Status.employeeNotFound, undefined, 'empid');
  if (!(await findEmployeeById(db, session.companyId, input.proxyId)))
    throw new AppError(Status.loginFailed, 'Invalid proxy employee');
  if (input.proxyId === input.empid) throw invalid('proxyId', 'must be another employee');
  const startDate = dayStart('startDate', input.startDate);
  const endDate = dayStart('endDate', input.endDate);
  if (startDate !== null && endDate !== null && endDate < startDate) throw invalid('endDate', 'must not be before startDate');
  await upsertProxy(db, {
    empid: input.empid,
    companyId: session.companyId,
    proxyId: input.proxyId,
    proxyType: input.proxyType,
    proxyStatus: input.proxyStatus,
    startDate,
    endDate,
  });
}

function dayStart(field: string, day: string | null): number | null {
  if (!day) return null;
  if (!isRealYmd(day)) throw invalid(field, 'must be a real calendar day');
  return startOfYmd(day);
}

export async function whitelistPage(
  ctx: AppContext,
  companyId: number,
  input: { empName: string; empNo: string; startIndex: number; requestedCount: number },
) {
  const db = ctx.database.db;
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const filter = { empName: input.empName, empNo: input.empNo };
  const rows = await listEmployeesPage(db, companyId, filter, offset, limit);
  const count = await countEmployeesMatching(db, companyId, filter);
  return { list: await withLinks(db, companyId, rows), count, pageNo, pageSize };
}

/** All or nothing: 55 naming any id that is not the company's employee. */
export async function setWhitelist(ctx: AppContext, companyId: number, items: ReadonlyArray<{ empid: number; wlist: number }>) {
  const db = ctx.database.db;
  await assertOwnEmployees(
    db,
    companyId,
    items.map((item) => item.empid),
    'empid',
  );
  // When an id comes twice, its last flag counts.
  const flags = new Map(items.map((item) => [item.empid, item.wlist]));
  const listed = [...flags].filter(([, wlist]) => wlist === 1).map(([empid]) => empid);
  const unlisted = [...flags].filter(([, wlist]) => wlist === 0).map(([empid]) => empid);
  const now = ctx.clock.now();
  if (listed.length > 0) await updateEmployees(db, companyId, listed, { wlist: 1, updatedAt: now });
  if (unlisted.length > 0) await updateEmployees(db, companyId, unlisted, { wlist: 0, updatedAt: now });
}
