import { AppError, Status } from '@vestibule/contract';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database, DepartmentTable } from '../../platform/db/schema.js';
import { searchKey } from '../../platform/db/portable.js';
import { chunked } from '../employees/employee-links.js';
import { findEmployeesByIds, deleteDepartmentLinksOf, insertDepartmentLinks } from '../employees/employees.repo.js';
import { assertOwnEmployees } from '../employees/employees.service.js';
import { insertWithNextNumber } from './department-number.js';
import { buildDepartmentTrees, departmentPaths, directorIds, subtreeIds, toDepartment } from './department-tree.js';
import {
  countPeopleByDepartment,
  deleteDepartment,
  deleteLinksOfDepartment,
  departmentIdsOfEmployee,
  existingDepartmentIds,
  findDepartmentById,
  findDepartmentIdByNameKey,
  findDepartmentIdByNo,
  insertDepartment,
  listDepartments,
  moveChildDepartments,
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

const countsOf = async (db: Db, companyId: number) =>
  new Map((await countPeopleByDepartment(db, companyId)).map((row) => [row.deptid, row.count]));

export async function departmentTrees(ctx: AppContext, companyId: number) {
  const db = ctx.database.db;
  const [rows, counts] = await Promise.all([listDepartments(db, companyId), countsOf(db, companyId)]);
  const directors = [...new Set(rows.flatMap((row) => directorIds(row.deptManagerEmpid)))];
  const names = new Map((await findEmployeesByIds(db, companyId, directors)).map((row) => [row.id, row.empName]));
  return buildDepartmentTrees(rows, counts, names);
}

export async function departmentOf(ctx: AppContext, companyId: number, deptid: number) {
  const db = ctx.database.db;
  await ownDepartment(db, companyId, deptid);
  const [rows, counts] = await Promise.all([listDepartments(db, companyId), countsOf(db, companyId)]);
  const row = rows.find((candidate) => candidate.id === deptid)!;
  return toDepartment(row, departmentPaths(rows).get(deptid) ?? String(deptid), counts.get(deptid) ?? 0);
}

export async function departmentsOfEmployee(ctx: AppContext, companyId: number, empid: number) {
  const db = ctx.database.db;
  await assertOwnEmployees(db, companyId, [empid], 'empid');
  const [own, rows, counts] = await Promise.all([
    departmentIdsOfEmployee(db, companyId, empid),
    listDepartments(db, companyId),
    countsOf(db, companyId),
  ]);
  const paths = departmentPaths(rows);
  return rows
    .filter((row) => own.includes(row.id))
    .map((row) => toDepartment(row, paths.get(row.id) ?? String(row.id), counts.get(row.id) ?? 0));
}

/** Checks names, numbers, parent and people of a new or changed department. */
async function assertFits(db: Db, companyId: number, fields: DepartmentFields, current?: Selectable<DepartmentTable>) {
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
  if (fields.deptManagerEmpid) await assertOwnEmployees(db, companyId, fields.deptManagerEmpid, 'deptManagerEmpid');
  if (fields.defaultReceiver) await assertOwnEmployees(db, companyId, fields.defaultReceiver, 'defaultReceiver');
}

/** Column values; directors are stored comma-separated, receivers as a JSON array text. */
function columnsOf(fields: DepartmentFields) {
  const { deptManagerEmpid, defaultReceiver, ...rest } = fields;
  const unique = (ids: number[]) => [...new Set(ids)];
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    ...(fields.deptName === undefined ? {} : { deptNameKey: searchKey(fields.deptName) }),
    ...(deptManagerEmpid === undefined ? {} : { deptManagerEmpid: unique(deptManagerEmpid).join(',') }),
    ...(defaultReceiver === undefined
      ? {}
      : { defaultReceiver: defaultReceiver.length > 0 ? JSON.stringify(unique(defaultReceiver)) : '' }),
  };
}

/** Without a number (the original console sends none) the department gets the next generated one. */
export async function addDepartment(ctx: AppContext, companyId: number, fields: DepartmentFields & { deptName: string }) {
  const db = ctx.database.db;
  await assertFits(db, companyId, fields);
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
  return { deptid };
}

export async function editDepartment(ctx: AppContext, companyId: number, deptid: number, fields: DepartmentFields) {
  const db = ctx.database.db;
  const current = await ownDepartment(db, companyId, deptid);
  await assertFits(db, companyId, fields, current);
  const columns = columnsOf(fields);
  if (Object.keys(columns).length > 0) await updateDepartment(db, companyId, deptid, columns);
}

/** Sub-departments move up to the deleted department's parent; its people simply leave it. */
export async function removeDepartment(ctx: AppContext, companyId: number, deptid: number) {
  const db = ctx.database.db;
  const current = await ownDepartment(db, companyId, deptid);
  await moveChildDepartments(db, companyId, deptid, current.parentId);
  await deleteLinksOfDepartment(db, companyId, deptid);
  await deleteDepartment(db, companyId, deptid);
}

/** The employees' departments become exactly the listed ones. */
export async function moveEmployees(ctx: AppContext, companyId: number, empids: number[], deptIds: number[]) {
  const db = ctx.database.db;
  const people = await assertOwnEmployees(db, companyId, empids, 'empids');
  const departments = [...new Set(deptIds)];
  const found = new Set(await existingDepartmentIds(db, companyId, departments));
  if (departments.some((deptid) => !found.has(deptid))) throw invalid('deptIds', 'no such department');
  const links = people.flatMap((empid) => departments.map((deptid) => ({ empid, deptid, companyId })));
  for (const run of chunked(people, 1000)) await deleteDepartmentLinksOf(db, companyId, run);
  for (const run of chunked(links, 500)) await insertDepartmentLinks(db, run);
}
