import { AppError, Status } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import { isRealYmd, startOfYmd } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { employeeExists } from '../employees/employee-lookup.service.js';
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
  if (!(await employeeExists(ctx, session.companyId, input.empid)))
    throw new AppError(Status.employeeNotFound, undefined, 'empid');
  if (!(await employeeExists(ctx, session.companyId, input.proxyId)))
    throw new AppError(Status.loginFailed, 'Invalid proxy employee');
  if (input.proxyId === input.empid) throw invalid('proxyId', 'must be another employee');
  const startDate = dayStart('startDate', input.startDate);
  const endDate = dayStart('endDate', input.endDate);
  if (startDate !== null && endDate !== null && endDate < startDate) throw invalid('endDate', 'must not be before startDate');
  await upsertProxy(ctx.database.db, {
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
