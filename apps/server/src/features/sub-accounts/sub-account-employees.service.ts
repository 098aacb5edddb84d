import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { chunked } from '../../platform/db/chunked.js';
import { companyEmployeeIds, moveEmployees } from './sub-accounts.repo.js';
import { assertOwnSubAccount } from '../resident-scope/resident-scope.service.js';

/** updateEmpSubAccount: the company's employees go to the resident company, or back to the main company with 0; 55 naming any other id. */
export async function moveEmployeesToSubAccount(
  ctx: AppContext,
  companyId: number,
  input: { subaccountId: number; empids: number[] },
): Promise<void> {
  const db = ctx.database.db;
  await assertOwnSubAccount(ctx, companyId, input.subaccountId);
  const wanted = [...new Set(input.empids)];
  const found = new Set<number>();
  for (const run of chunked(wanted, 500)) for (const id of await companyEmployeeIds(db, companyId, run)) found.add(id);
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(Status.employeeNotFound, 'Employee not found: empids', missing);
  const now = ctx.clock.now();
  for (const run of chunked(wanted, 500)) await moveEmployees(db, companyId, run, input.subaccountId, now);
}
