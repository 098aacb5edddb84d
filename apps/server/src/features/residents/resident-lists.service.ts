import { type ResidentCompany, type ResidentFilter, residentStatuses } from '@vestibule/contract';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import { today } from '../visits/visit-scope.service.js';
import { residentCompanies } from './residents.repo.js';
import { residentPage } from './residents.service.js';

/* The resident lists: of a project, of a company, by name, by the search's filters; and the companies. */

type Paging = { startIndex: number; requestedCount: number };

export const residentsOfProject = (ctx: AppContext, session: Session, input: Paging & { pid: number }) =>
  residentPage(ctx, session, { pid: input.pid }, input);

export const residentsOfCompany = (ctx: AppContext, session: Session, input: Paging & { company: string }) =>
  residentPage(ctx, session, { pid: 0, companyKey: searchKey(input.company) }, input);

export const residentsByName = (ctx: AppContext, session: Session, input: Paging & { name: string }) =>
  residentPage(ctx, session, { pid: 0, name: input.name }, input);

/** SearchRVisitorByCondition: rstatus is judged on today in the company's calendar. */
export function searchResidents(ctx: AppContext, session: Session, input: Paging & ResidentFilter) {
  const { day } = today(ctx);
  return residentPage(
    ctx,
    session,
    {
      pid: input.pid,
      name: input.name,
      phone: input.phone,
      companyKey: input.company ? searchKey(input.company) : undefined,
      validOn: input.rstatus === residentStatuses.valid ? day : undefined,
      notStartedOn: input.rstatus === residentStatuses.notStarted ? day : undefined,
      expiredOn: input.rstatus === residentStatuses.expired ? day : undefined,
      meetsFrom: input.date || undefined,
      meetsTo: input.endDate || undefined,
    },
    input,
  );
}

export async function companiesOfResidents(ctx: AppContext, session: Session): Promise<ResidentCompany[]> {
  const rows = await residentCompanies(ctx.database.db, session.companyId);
  return rows.map((row) => ({ company: String(row.company ?? ''), count: Number(row.count) }));
}
