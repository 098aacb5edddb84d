import { AppError, Status } from '@vestibule/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database, DepartmentTable } from '../../platform/db/schema.js';
import { searchKey } from '../../platform/db/portable.js';
import { assertOwnEmployees } from '../employees/employee-lookup.service.js';
import { setDepartmentsOf } from '../employees/employees.service.js';
import { assertOwnDepartments } from '../employees/link-targets.service.js';
import { insertWithNextNumber } from './department-number.js';
import { buildDepartmentTrees, type DepartmentPeople, departmentPaths, subtreeIds, toDepartment } from './department-tree.js';
import {
  countPeopleByDepartment,
  deleteDepartment,
  deleteLinksOfDepartment,
  departmentIdsOfEmployee,
  departmentPeople,
  findDepartmentById,
  findDepartmentIdByNameKey,
  findDepartmentIdByNo,
  findDepartmentsByIds,
  insertDepartment,
  listDepartments,
  moveChildDepartments,
  replaceDepartmentPeople,
  updateDepartment,
} from './departments.repo.js';

type Db = Kysely<Database>;

export interface DepartmentFields {
  deptName?: string;
  deptNo?: string;
  parentId?: number;
  deptManagerEmpid?: number[];
  defaultReceiver?: number[];
  vMaxCount?: number;
  remark?: string;
}

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);

/** 604 unless the department is the company's. */
export async function ownDepartment(db: Db, companyId: number, deptid: number) {
  const department = await findDepartmentById(db, companyId, deptid);
  if (!department) throw invalid('deptid', 'no such department');
  return department;
}

type Scope = readonly number[] | 'all';

const countsOf = async (db: Db, companyId: number, deptids: Scope) =>
  new Map((await countPeopleByDepartment(db, companyId, deptids)).map((row) => [row.deptid, row.count]));

/** Directors and default receivers of the departments, by department. */
async function peopleOf(db: Db, companyId: number, deptids: Scope): Promise<Map<number, DepartmentPeople>> {
  const [directors, receivers] = await Promise.all([
    departmentPeople(db, companyId, 'departmentDirector', deptids),
    departmentPeople(db, companyId, 'departmentReceiver', deptids),
  ]);
  const people = new Map<number, DepartmentPeople>();
  const of = (deptid: number) => {
    let entry = people.get(deptid);
    if (!entry) people.set(deptid, (entry = { directors: [], receivers: [] }));
    return entry;
  };
  for (const { deptid, empid, empName } of directors) of(deptid).directors.push({ empid, empName });
  for (const { deptid, empid } of receivers) of(deptid).receivers.push(empid);
  return people;
}

/** The departments with every department above them, read a level at a time: paths need no read of the whole company. */
async function withAncestors(db: Db, companyId: number, rows: ReadonlyArray<Selectable<DepartmentTable>>) {
  const known = new Map(rows.map((row) => [row.id, row]));
  let missing = [...new Set(rows.map((row) => row.parentId))].filter((id) => id !== 0 && !known.has(id));
  while (missing.length > 0) {
    const parents = await findDepartmentsByIds(db, companyId, missing);
    for (const parent of parents) known.set(parent.id, parent);
    missing = [...new Set(parents.map((parent) => parent.parentId))].filter((id) => id !== 0 && !known.has(id));
  }
  return [...known.values()];
}

/** Departments as getDepartment and getDeptByEmpid show them: counts and people of these departments only. */
async function departmentViews(db: Db, companyId: number, rows: ReadonlyArray<Selectable<DepartmentTable>>) {
  const ids = rows.map((row) => row.id);
  const [lineage, counts, people] = await Promise.all([
    withAncestors(db, companyId, rows),
    countsOf(db, companyId, ids),
    peopleOf(db, companyId, ids),
  ]);
  const paths = departmentPaths(lineage);
  return rows.map((row) => toDepartment(row, paths.get(row.id) ?? String(row.id), counts.get(row.id) ?? 0, people.get(row.id)));
}

export async function departmentTrees(ctx: AppContext, companyId: number) {
  const db = ctx.database.db;
  const [rows, counts, people] = await Promise.all([
    listDepartments(db, companyId),
    countsOf(db, companyId, 'all'),
    peopleOf(db, companyId, 'all'),
  ]);
  return buildDepartmentTrees(rows, counts, people);
}

export async function departmentOf(ctx: AppContext, companyId: number, deptid: number) {
  const db = ctx.database.db;
  const row = await ownDepartment(db, companyId, deptid);
  const [department] = await departmentViews(db, companyId, [row]);
  return department!;
}

export async function departmentsOfEmployee(ctx: AppContext, companyId: number, empid: number) {
  const db = ctx.database.db;
  await assertOwnEmployees(ctx, companyId, [empid], 'empid');
  const rows = await findDepartmentsByIds(db, companyId, await departmentIdsOfEmployee(db, companyId, empid));
  return departmentViews(db, companyId, rows);
}

/** Checks names, numbers, parent and people of a new or changed department. */
async function assertFits(ctx: AppContext, companyId: number, fields: DepartmentFields, current?: Selectable<DepartmentTable>) {
  const db = ctx.database.db;
  if (fields.parentId !== undefined && fields.parentId !== 0 && fields.parentId !== current?.parentId) {
    const rows = await listDepartments(db, companyId);
    if (!rows.some((row) => row.id === fields.parentId)) throw invalid('parentId', 'no such department');
    if (current && subtreeIds(rows, current.id).has(fields.parentId)) {
      throw invalid('parentId', 'must not be the department itself or one below it');
    }
  }
  if (fields.deptName !== undefined) {
    const holder = await findDepartmentIdByNameKey(db, companyId, searchKey(fields.deptName));
    if (holder && holder.id !== current?.id) throw new AppError(Status.departmentExists, undefined, 'deptName');
  }
  if (fields.deptNo !== undefined) {
    const holder = await findDepartmentIdByNo(db, companyId, fields.deptNo);
    if (holder && holder.id !== current?.id) throw new AppError(Status.duplicateDepartmentNumber, undefined, 'deptNo');
  }
  if (fields.deptManagerEmpid) await assertOwnEmployees(ctx, companyId, fields.deptManagerEmpid, 'deptManagerEmpid');
  if (fields.defaultReceiver) await assertOwnEmployees(ctx, companyId, fields.defaultReceiver, 'defaultReceiver');
}

/** Column values; directors and receivers are links, not columns. */
function columnsOf(fields: DepartmentFields) {
  const { deptManagerEmpid: _directors, defaultReceiver: _receivers, ...rest } = fields;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...(fields.deptName === undefined ? {} : { deptNameKey: searchKey(fields.deptName) }),
  };
}

/** Directors and receivers sent replace the department's; those left out stay. */
async function replacePeople(db: Db, companyId: number, deptid: number, fields: DepartmentFields) {
  const unique = (ids: number[]) => [...new Set(ids)];
  if (fields.deptManagerEmpid) {
    await replaceDepartmentPeople(db, 'departmentDirector', companyId, deptid, unique(fields.deptManagerEmpid));
  }
  if (fields.defaultReceiver) {
    await replaceDepartmentPeople(db, 'departmentReceiver', companyId, deptid, unique(fields.defaultReceiver));
  }
}

/** Without a number (the original console sends none) the department gets the next generated one. */
export async function addDepartment(ctx: AppContext, companyId: number, fields: DepartmentFields & { deptName: string }) {
  const db = ctx.database.db;
  await assertFits(ctx, companyId, fields);
  const row = {
    ...columnsOf(fields),
    companyId,
    deptName: fields.deptName,
    deptNameKey: searchKey(fields.deptName),
    parentId: fields.parentId ?? 0,
    createdAt: ctx.clock.now(),
  };
  const deptid =
    fields.deptNo === undefined
      ? await insertWithNextNumber(db, row)
      : await insertDepartment(db, { ...row, deptNo: fields.deptNo });
  await replacePeople(db, companyId, deptid, fields);
  return { deptid };
}

export async function editDepartment(ctx: AppContext, companyId: number, deptid: number, fields: DepartmentFields) {
  const db = ctx.database.db;
  const current = await ownDepartment(db, companyId, deptid);
  await assertFits(ctx, companyId, fields, current);
  const columns = columnsOf(fields);
  if (Object.keys(columns).length > 0) await updateDepartment(db, companyId, deptid, columns);
  await replacePeople(db, companyId, deptid, fields);
}

/** Sub-departments move up to the deleted department's parent; its people simply leave it. */
export async function removeDepartment(ctx: AppContext, companyId: number, deptid: number) {
  const db = ctx.database.db;
  const current = await ownDepartment(db, companyId, deptid);
  await moveChildDepartments(db, companyId, deptid, current.parentId);
  await deleteLinksOfDepartment(db, companyId, deptid);
  await deleteDepartment(db, companyId, deptid);
}

/** The employees' departments become exactly the listed ones; no employees is nothing to do. */
export async function moveEmployees(ctx: AppContext, companyId: number, empids: number[], deptIds: number[]) {
  if (empids.length === 0) return;
  const people = await assertOwnEmployees(ctx, companyId, empids, 'empids');
  const departments = [...new Set(deptIds)];
  await assertOwnDepartments(ctx, companyId, departments, 'deptIds');
  await setDepartmentsOf(
    ctx,
    companyId,
    people.map((empid) => ({ empid, deptids: departments })),
  );
}

/* What the address book's import and the directory sync read and add of the departments. */

/** The company's department ids by name key (names differing only in case or spacing are one). */
export const departmentIdsByName = async (ctx: AppContext, companyId: number) =>
  new Map((await listDepartments(ctx.database.db, companyId)).map((department) => [department.deptNameKey, department.id]));

/**
 * Adds top-level departments with these names, numbered after the highest
 * all-digit number of the company at its width ("007" is followed by "008");
 * returns their ids by name key.
 */
export async function addTopDepartments(ctx: AppContext, companyId: number, names: readonly string[]) {
  const db = ctx.database.db;
  const numbers = (await listDepartments(db, companyId))
    .filter((department) => /^\d{1,15}$/.test(department.deptNo))
    .map((department) => department.deptNo);
  let next = Math.max(0, ...numbers.map(Number)) + 1;
  const width = Math.max(0, ...numbers.map((deptNo) => deptNo.length));
  const now = ctx.clock.now();
  const ids = new Map<string, number>();
  for (const name of names) {
    const key = searchKey(name);
    const deptNo = String(next++).padStart(width, '0');
    ids.set(key, await insertDepartment(db, { companyId, deptName: name, deptNameKey: key, deptNo, createdAt: now }));
  }
  return ids;
}
