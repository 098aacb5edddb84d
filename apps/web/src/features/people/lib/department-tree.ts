import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { sortedDepartments } from '../../../lib/department-options';

/* The department trees of getDeptList as the screen needs them: tree rows and look-ups. */

/** What the tree selects: every employee, those in no department, or one department. */
export type DepartmentFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'department'; deptid: number };

export const allKey = 'all';
export const noneKey = 'none';
const departmentKeyPrefix = 'dept-';

export const keyOfFilter = (filter: DepartmentFilter): string =>
  filter.kind === 'department' ? `${departmentKeyPrefix}${filter.deptid}` : filter.kind === 'none' ? noneKey : allKey;

export function filterOfKey(key: string): DepartmentFilter {
  if (key === noneKey) return { kind: 'none' };
  if (key.startsWith(departmentKeyPrefix)) {
    const deptid = Number(key.slice(departmentKeyPrefix.length));
    if (Number.isInteger(deptid) && deptid > 0) return { kind: 'department', deptid };
  }
  return { kind: 'all' };
}

/** The getEmpListPages deptid of a filter: -1 means in no department. */
export const deptidOfFilter = (filter: DepartmentFilter): number | undefined =>
  filter.kind === 'department' ? filter.deptid : filter.kind === 'none' ? -1 : undefined;

export interface DepartmentRow {
  key: string;
  deptid: number;
  name: string;
  /** People directly in the department (what the list shows when it is selected). */
  count: number;
  /** People in it and below it. */
  totalCount: number;
  children: DepartmentRow[];
}

/** One row per department, children sorted by department number then name, as the original tree shows them. */
export function departmentRows(nodes: readonly DepartmentNode[]): DepartmentRow[] {
  return sortedDepartments(nodes).map((node) => ({
    key: keyOfFilter({ kind: 'department', deptid: node.deptid }),
    deptid: node.deptid,
    name: node.deptName,
    count: node.empCount,
    totalCount: node.totalCount,
    children: departmentRows(node.childDeptList),
  }));
}

/** Keys of every department that has children, for a fully opened tree. */
export const parentKeys = (rows: readonly DepartmentRow[]): string[] =>
  rows.flatMap((row) => (row.children.length > 0 ? [row.key, ...parentKeys(row.children)] : []));

/** Depth-first search for one department. */
export function findDepartment(nodes: readonly DepartmentNode[], deptid: number): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.deptid === deptid) return node;
    const found = findDepartment(node.childDeptList, deptid);
    if (found) return found;
  }
  return undefined;
}

/** Every department's name by id. */
export function departmentNames(nodes: readonly DepartmentNode[]): Map<number, string> {
  const names = new Map<number, string>();
  const visit = (list: readonly DepartmentNode[]) => {
    for (const node of list) {
      names.set(node.deptid, node.deptName);
      visit(node.childDeptList);
    }
  };
  visit(nodes);
  return names;
}

/** Rows whose name contains the text, with the departments above them kept so the match stays in place. */
export function filterRows(rows: readonly DepartmentRow[], text: string): DepartmentRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.flatMap((row) => {
    const children = filterRows(row.children, needle);
    return row.name.toLowerCase().includes(needle) || children.length > 0 ? [{ ...row, children }] : [];
  });
}

/** The default receivers of a department: the server keeps them as a JSON array text ("[3,8]") or comma-separated ids. */
export function receiverIds(stored: string): number[] {
  const text = stored.trim();
  if (!text) return [];
  let parts: unknown[];
  try {
    const parsed: unknown = JSON.parse(text.startsWith('[') ? text : `[${text}]`);
    parts = Array.isArray(parsed) ? parsed : [];
  } catch {
    parts = text.split(',');
  }
  return parts.map((part) => Number(part)).filter((id) => Number.isInteger(id) && id > 0);
}
