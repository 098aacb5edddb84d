import { AppError, type EndpointRequest, type employeeEndpoints, Status } from '@vestibule/contract';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import { ymdFromYmd8 } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { type Database, type EmployeeTable, employeeStates } from '../../platform/db/schema.js';
import { chunked } from '../../platform/db/chunked.js';
import { searchKey } from '../../platform/db/portable.js';
import { replaceVisitorManagers } from '../account/account.service.js';
import { ownPictureType } from '../files/files.service.js';
import { withLinks } from './employee-links.js';
import { assertOwnEmployees } from './employee-lookup.service.js';
import { assertOwnDepartments, assertOwnRoles } from './link-targets.service.js';
import { assertOwnSubAccount } from '../resident-scope/resident-scope.service.js';
import { assertEmployeesWithinPlan } from '../plans/plans.service.js';
import {
  deleteDepartmentLinksOf,
  deleteEmployees,
  deleteEquipmentGroupsOf,
  deleteRoleLinksOf,
  findEmployeeById,
  findEmployeesByEmpNo,
  findEmployeesByPhone,
  insertDepartmentLinks,
  insertEmployee,
  insertEquipmentGroups,
  insertRoleLinks,
  updateEmployee,
  updateEmployees,
  clearDefaultNotifyExcept,
} from './employees.repo.js';

type AddInput = EndpointRequest<typeof employeeEndpoints.addEmployee>;
type UpdateInput = EndpointRequest<typeof employeeEndpoints.updateEmployee>;
type Db = Kysely<Database>;

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

/** The one employee as the API shows it; 55 when it is not the company's. */
export async function employeeView(db: Db, companyId: number, empid: number) {
  const row = await findEmployeeById(db, companyId, empid);
  if (!row) throw new AppError(Status.employeeNotFound);
  const [employee] = await withLinks(db, companyId, [row]);
  return employee!;
}

type Links = Pick<UpdateInput, 'deptIds' | 'rids' | 'egids'>;

/** Table columns from the request's field names; fields left out are left out. Links are not columns. */
function columnsOf(input: Omit<UpdateInput, 'employeeid'>): Updateable<EmployeeTable> {
  const {
    employee_name: name,
    phone,
    email,
    emptype,
    startDate,
    endDate,
    deptIds: _deptIds,
    rids: _rids,
    egids: _egids,
    ...sameNames
  } = input;
  const columns: Updateable<EmployeeTable> = Object.fromEntries(
    Object.entries(sameNames).filter(([, value]) => value !== undefined),
  );
  if (name !== undefined) Object.assign(columns, { empName: name, empNameKey: searchKey(name) });
  if (phone !== undefined) columns.empPhone = phone;
  if (email !== undefined) columns.empEmail = email;
  if (emptype !== undefined) columns.empType = emptype;
  if (startDate !== undefined) columns.startDate = ymdFromYmd8(startDate);
  if (endDate !== undefined) columns.endDate = ymdFromYmd8(endDate);
  return columns;
}

interface Candidate {
  empPhone: string;
  empNo: string;
  startDate: string;
  endDate: string;
  subaccountId: number;
  avatar: string;
}

/**
 * A resident company (`resident`, 0 for the Administrator) manages only its own
 * employees: they stay its own, and it sets no department, role or equipment
 * group of the main company (610). A phone or work number in use answers 24 or
 * 241 without naming the holder, who may be another company's employee.
 */
function assertResidentMayChange(resident: number, candidate: Candidate, links: Links) {
  if (resident === 0) return;
  if (candidate.subaccountId !== resident) {
    throw new AppError(Status.noPermission, 'subaccountId: not the signed-in resident company', 'subaccountId');
  }
  for (const field of ['deptIds', 'rids', 'egids'] as const) {
    if ((links[field]?.length ?? 0) > 0) {
      throw new AppError(Status.noPermission, `${field}: a resident company cannot set this`, field);
    }
  }
}

async function assertFits(
  ctx: AppContext,
  companyId: number,
  candidate: Candidate,
  links: Links,
  current?: Selectable<EmployeeTable>,
  resident = 0,
) {
  const db = ctx.database.db;
  if (candidate.startDate && candidate.endDate && candidate.endDate < candidate.startDate) {
    throw invalid('endDate', 'must not be before startDate');
  }
  assertResidentMayChange(resident, candidate, links);
  if (candidate.subaccountId !== current?.subaccountId) await assertOwnSubAccount(ctx, companyId, candidate.subaccountId);
  if (links.deptIds) await assertOwnDepartments(ctx, companyId, links.deptIds, 'deptIds');
  if (links.rids) await assertOwnRoles(ctx, companyId, links.rids, 'rids');
  if (candidate.avatar && candidate.avatar !== current?.avatar && !(await ownPictureType(ctx, companyId, candidate.avatar))) {
    throw invalid('avatar', 'must be a picture uploaded with Upload');
  }
  const samePhone = (await findEmployeesByPhone(db, companyId, candidate.empPhone)).filter((row) => row.id !== current?.id);
  if (samePhone.length > 0) {
    throw new AppError(Status.phoneNotUnique, undefined, resident ? undefined : await withLinks(db, companyId, samePhone));
  }
  if (candidate.empNo) {
    const sameNo = (await findEmployeesByEmpNo(db, companyId, candidate.empNo)).filter((row) => row.id !== current?.id);
    if (sameNo.length > 0) {
      throw new AppError(Status.workNumberNotUnique, undefined, resident ? undefined : await withLinks(db, companyId, sameNo));
    }
  }
}

async function replaceLinks(ctx: AppContext, companyId: number, empid: number, links: Links) {
  const db = ctx.database.db;
  if (links.deptIds) await setDepartmentsOf(ctx, companyId, [{ empid, deptids: links.deptIds }]);
  if (links.rids) {
    await deleteRoleLinksOf(db, [empid]);
    await insertRoleLinks(
      db,
      [...new Set(links.rids)].map((rid) => ({ rid, empid })),
    );
  }
  if (links.egids) {
    await deleteEquipmentGroupsOf(db, companyId, [empid]);
    await insertEquipmentGroups(db, companyId, empid, [...new Set(links.egids)]);
  }
}

/** `resident`: the resident company adding its own employee (0 for the Administrator). */
export async function addEmployee(ctx: AppContext, companyId: number, input: AddInput, resident = 0) {
  const columns = columnsOf({ ...input, subaccountId: input.subaccountId ?? (resident || undefined) });
  const candidate: Candidate = {
    empPhone: input.phone,
    empNo: input.empNo ?? '',
    startDate: ymdFromYmd8(input.startDate ?? ''),
    endDate: ymdFromYmd8(input.endDate ?? ''),
    subaccountId: input.subaccountId ?? resident,
    avatar: input.avatar ?? '',
  };
  await assertFits(ctx, companyId, candidate, input, undefined, resident);
  const now = ctx.clock.now();
  const db = ctx.database.db;
  const empid = await insertEmployee(db, {
    ...columns,
    companyId,
    empName: input.employee_name,
    empNameKey: searchKey(input.employee_name),
    empPhone: input.phone,
    createdAt: now,
    updatedAt: now,
  });
  // Counted after the insert, in the same unit of work: a refusal takes the new row back with it.
  await assertEmployeesWithinPlan(ctx, companyId);
  await replaceLinks(ctx, companyId, empid, input);
  return employeeView(db, companyId, empid);
}

/** `resident`: the resident company editing its own employee (0 for the Administrator); another's answers 55. */
export async function editEmployee(ctx: AppContext, companyId: number, input: UpdateInput, resident = 0) {
  const db = ctx.database.db;
  const current = input.employeeid === undefined ? undefined : await findEmployeeById(db, companyId, input.employeeid);
  if (!current || (resident !== 0 && current.subaccountId !== resident)) {
    throw new AppError(Status.employeeNotFound, undefined, 'employeeid');
  }
  const { employeeid: _employeeid, ...fields } = input;
  const columns = columnsOf(fields);
  const merged = { ...current, ...columns };
  await assertFits(ctx, companyId, merged as Candidate, input, current, resident);
  // A registered face belongs to the photo it was checked on: a new photo registers again (updateFace).
  if (columns.avatar !== undefined && columns.avatar !== current.avatar) columns.face = 0;
  await updateEmployee(db, companyId, current.id, { ...columns, updatedAt: ctx.clock.now() });
  await replaceLinks(ctx, companyId, current.id, input);
  return employeeView(db, companyId, current.id);
}

/** Their links (departments, roles, directorships, receivers, visitor managers, groups) go with them. */
export async function removeEmployees(ctx: AppContext, companyId: number, empids: number[], resident = 0) {
  const db = ctx.database.db;
  const own = await assertOwnEmployees(ctx, companyId, empids, 'empids', resident);
  await endSessionsOf(ctx, 'employee', companyId, own);
  for (const run of chunked(own, 500)) await deleteEmployees(db, companyId, run);
}

export async function setEmployeeState(ctx: AppContext, companyId: number, empids: number[], empState: number) {
  const db = ctx.database.db;
  const own = await assertOwnEmployees(ctx, companyId, empids, 'empids');
  await updateEmployees(db, companyId, own, { empState, updatedAt: ctx.clock.now() });
  // A forbidden or disabled employee is signed out everywhere at once.
  if (empState !== employeeStates.enabled) await endSessionsOf(ctx, 'employee', companyId, own);
}

export async function setVisitorManagers(ctx: AppContext, companyId: number, visitorManager: number[]) {
  const own = await assertOwnEmployees(ctx, companyId, visitorManager, 'visitorManager');
  await replaceVisitorManagers(ctx, companyId, own);
}

/** The listed employees are told of every visit with no host (defaultNotify 1); every other one is not. 55 naming empids. */
export async function setDefaultNotify(ctx: AppContext, companyId: number, empids: readonly number[]) {
  const own = await assertOwnEmployees(ctx, companyId, empids, 'empids');
  await clearDefaultNotifyExcept(ctx.database.db, companyId, own);
  for (const run of chunked(own, 500)) await updateEmployees(ctx.database.db, companyId, run, { defaultNotify: 1 });
}

/** Rows with the same type and visit type are written in one statement. */
export async function setVisitTypes(
  ctx: AppContext,
  companyId: number,
  rows: Array<{ employeeid: number; emptype: number; visitType: string }>,
) {
  const db = ctx.database.db;
  await assertOwnEmployees(
    ctx,
    companyId,
    rows.map((row) => row.employeeid),
    'employeeid',
  );
  const groups = new Map<string, { empType: number; visitType: string; empids: number[] }>();
  for (const row of rows) {
    const key = JSON.stringify([row.emptype, row.visitType]);
    const group = groups.get(key) ?? { empType: row.emptype, visitType: row.visitType, empids: [] };
    group.empids.push(row.employeeid);
    groups.set(key, group);
  }
  const now = ctx.clock.now();
  for (const { empType, visitType, empids } of groups.values()) {
    await updateEmployees(db, companyId, empids, { empType, visitType, updatedAt: now });
  }
}

// Keeps each statement's parameters bounded.
const linksPerStatement = 500;

/** Each employee's departments become exactly the listed ones (the caller has checked both are the company's). */
export async function setDepartmentsOf(
  ctx: AppContext,
  companyId: number,
  placements: ReadonlyArray<{ empid: number; deptids: readonly number[] }>,
): Promise<void> {
  const db = ctx.database.db;
  const links = placements.flatMap(({ empid, deptids }) => [...new Set(deptids)].map((deptid) => ({ empid, deptid, companyId })));
  for (const run of chunked(placements, linksPerStatement)) {
    await deleteDepartmentLinksOf(
      db,
      companyId,
      run.map((placement) => placement.empid),
    );
  }
  for (const run of chunked(links, linksPerStatement)) await insertDepartmentLinks(db, run);
}

/** A new password (already hashed) for the employee; its age counts from now. */
export async function setEmployeePassword(ctx: AppContext, companyId: number, empid: number, passwordHash: string) {
  const now = ctx.clock.now();
  await updateEmployee(ctx.database.db, companyId, empid, { passwordHash, passwordChangedAt: now, updatedAt: now });
}

/** The employees have no password any more and activate again (the caller has checked they are the company's). */
export async function removeEmployeePasswords(ctx: AppContext, companyId: number, empids: readonly number[]) {
  await updateEmployees(ctx.database.db, companyId, empids, { passwordHash: null, passwordChangedAt: null });
}
