import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { existingDepartmentIds, holdableRoleIds } from './link-targets.repo.js';

/* An employee is linked only to departments and roles of their own company: 604 naming the field otherwise. */

const noSuch = (field: string, what: string) => new AppError(Status.invalidField, `${field}: no such ${what}`, field);

/** 604 naming the field unless every id is one of the company's departments. */
export async function assertOwnDepartments(ctx: AppContext, companyId: number, deptids: readonly number[], field: string) {
  const found = new Set(await existingDepartmentIds(ctx.database.db, companyId, deptids));
  if (deptids.some((deptid) => !found.has(deptid))) throw noSuch(field, 'department');
}

/** 604 naming the field unless every id is one of the company's roles (not a group: only roles are held). */
export async function assertOwnRoles(ctx: AppContext, companyId: number, rids: readonly number[], field: string) {
  const found = new Set(await holdableRoleIds(ctx.database.db, companyId, rids));
  if (rids.some((rid) => !found.has(rid))) throw noSuch(field, 'role');
}
