import type { Employee, Page } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { pageWindow } from '../../platform/paging.js';
import { assertOwnEmployees, employeeViews } from '../employees/employee-lookup.service.js';
import { countWhitelisted, listWhitelistedPage, setWhitelistFlag, type WhitelistSearch } from './whitelist.repo.js';

/* The host whitelist: employees whose regular visitors pass without approval. */

/** The whitelist itself: the original console adds people with setEmpWlist and reads them back here. */
export async function whitelistPage(
  ctx: AppContext,
  companyId: number,
  input: WhitelistSearch & { startIndex: number; requestedCount: number },
): Promise<Page<Employee>> {
  const db = ctx.database.db;
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const search = { empName: input.empName, empNo: input.empNo };
  const [rows, count] = await Promise.all([
    listWhitelistedPage(db, companyId, search, offset, limit),
    countWhitelisted(db, companyId, search),
  ]);
  return { list: await employeeViews(ctx, companyId, rows), count, pageNo, pageSize };
}

/** All or nothing: 55 naming any id that is not the company's employee. */
export async function setWhitelist(ctx: AppContext, companyId: number, items: ReadonlyArray<{ empid: number; wlist: number }>) {
  const db = ctx.database.db;
  await assertOwnEmployees(
    ctx,
    companyId,
    items.map((item) => item.empid),
    'empid',
  );
  // When an id comes twice, its last flag counts.
  const flags = new Map(items.map((item) => [item.empid, item.wlist]));
  const now = ctx.clock.now();
  for (const wlist of [1, 0]) {
    const empids = [...flags].filter(([, flag]) => flag === wlist).map(([empid]) => empid);
    if (empids.length > 0) await setWhitelistFlag(db, companyId, empids, wlist, now);
  }
}
