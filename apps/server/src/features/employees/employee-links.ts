import type { Employee } from '@vestibule/contract';
import type { Kysely, Selectable } from 'kysely';
import { chunked } from '../../platform/db/chunked.js';
import type { Database, EmployeeTable } from '../../platform/db/schema.js';
import { toEmployee, type EmployeeLinks } from './employee-view.js';
import { departmentLinksOf, equipmentGroupsOf, rolesOf } from './employees.repo.js';

// Id lists of at most this many keep each statement's parameters bounded.
const idsPerQuery = 1000;

/** The employees as the API shows them, with their departments, roles and equipment groups loaded beside them. */
export async function withLinks(
  db: Kysely<Database>,
  companyId: number,
  rows: ReadonlyArray<Selectable<EmployeeTable>>,
): Promise<Employee[]> {
  if (rows.length === 0) return [];
  const links = new Map<number, EmployeeLinks>();
  const linksOfEmployee = (empid: number) => {
    let entry = links.get(empid);
    if (!entry) {
      entry = { departments: [], rids: [], egids: [] };
      links.set(empid, entry);
    }
    return entry;
  };
  for (const run of chunked(
    rows.map((row) => row.id),
    idsPerQuery,
  )) {
    const [departments, roles, groups] = await Promise.all([
      departmentLinksOf(db, companyId, run),
      rolesOf(db, companyId, run),
      equipmentGroupsOf(db, companyId, run),
    ]);
    for (const link of departments)
      linksOfEmployee(link.empid).departments.push({ deptid: link.deptid, deptName: link.deptName });
    for (const link of roles) linksOfEmployee(link.empid).rids.push(link.rid);
    for (const link of groups) linksOfEmployee(link.empid).egids.push(link.egid);
  }
  return rows.map((row) => toEmployee(row, links.get(row.id)));
}

export interface LinkColumns {
  linkDeptid: number | null;
  linkDeptName: string | null;
  linkRid: number | null;
  /** The employee's equipment groups, comma-separated (null for none). */
  linkEgids: string | null;
}

/** Employees from rows joined with their links (a row per link pair), in the rows' order. */
export function employeesFromLinkedRows(rows: ReadonlyArray<Selectable<EmployeeTable> & LinkColumns>): Employee[] {
  const byId = new Map<
    number,
    { row: Selectable<EmployeeTable>; departments: Map<number, string>; rids: Set<number>; egids: number[] }
  >();
  for (const row of rows) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = { row, departments: new Map(), rids: new Set(), egids: row.linkEgids ? row.linkEgids.split(',').map(Number) : [] };
      byId.set(row.id, entry);
    }
    if (row.linkDeptid !== null && row.linkDeptName !== null) entry.departments.set(row.linkDeptid, row.linkDeptName);
    if (row.linkRid !== null) entry.rids.add(row.linkRid);
  }
  return [...byId.values()].map(({ row, departments, rids, egids }) =>
    toEmployee(row, {
      departments: [...departments].sort(([a], [b]) => a - b).map(([deptid, deptName]) => ({ deptid, deptName })),
      rids: [...rids].sort((a, b) => a - b),
      egids,
    }),
  );
}
