import type { DepartmentNode } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { DepartmentTable } from '../../platform/db/schema.js';

type DepartmentRow = Selectable<DepartmentTable>;

/** A department's directors (with names, for the tree) and default receivers, in id order. */
export interface DepartmentPeople {
  directors: Array<{ empid: number; empName: string }>;
  receivers: number[];
}

const nobody: DepartmentPeople = { directors: [], receivers: [] };

/** The id path from the root to each department, e.g. "3,7,12". */
export function departmentPaths(rows: readonly DepartmentRow[]): Map<number, string> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string>();
  const pathOf = (row: DepartmentRow, seen: Set<number>): string => {
    const known = paths.get(row.id);
    if (known !== undefined) return known;
    const parent = byId.get(row.parentId);
    // A parent outside the company (or a loop) makes the department a root.
    const path = parent && !seen.has(parent.id) ? `${pathOf(parent, seen.add(row.id))},${row.id}` : String(row.id);
    paths.set(row.id, path);
    return path;
  };
  for (const row of rows) pathOf(row, new Set());
  return paths;
}

/** Ids of a department and every department below it. */
export function subtreeIds(rows: readonly DepartmentRow[], rootId: number): Set<number> {
  const paths = departmentPaths(rows);
  const ids = new Set<number>();
  for (const [deptid, path] of paths) if (path.split(',').includes(String(rootId))) ids.add(deptid);
  return ids;
}

/**
 * One department without its children, as getDepartment and getDeptByEmpid show
 * it: directors as comma-separated ids, receivers as a JSON array text ('' for none).
 */
export function toDepartment(row: DepartmentRow, path: string, empCount: number, people: DepartmentPeople = nobody) {
  return {
    deptid: row.id,
    deptName: row.deptName,
    deptNo: row.deptNo,
    parentId: row.parentId,
    strDeptId: path,
    strDeptid: path,
    userid: row.companyId,
    deptManagerEmpid: people.directors.map((director) => director.empid).join(','),
    defaultReceiver: people.receivers.length > 0 ? JSON.stringify(people.receivers) : '',
    vMaxCount: row.vMaxCount,
    remark: row.remark,
    empCount,
  };
}

/** Builds the trees in memory; totalCount adds up each subtree's direct counts. */
export function buildDepartmentTrees(
  rows: readonly DepartmentRow[],
  counts: ReadonlyMap<number, number>,
  people: ReadonlyMap<number, DepartmentPeople>,
): DepartmentNode[] {
  const paths = departmentPaths(rows);
  const nodes = new Map<number, DepartmentNode>();
  for (const row of rows) {
    const own = people.get(row.id) ?? nobody;
    nodes.set(row.id, {
      ...toDepartment(row, paths.get(row.id) ?? String(row.id), counts.get(row.id) ?? 0, own),
      deptManager: own.directors,
      totalCount: 0,
      childDeptList: [],
    });
  }
  const roots: DepartmentNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const path = paths.get(row.id) ?? '';
    const parent = path.includes(',') ? nodes.get(row.parentId) : undefined;
    if (parent) parent.childDeptList.push(node);
    else roots.push(node);
  }
  const total = (node: DepartmentNode): number => {
    node.totalCount = node.empCount + node.childDeptList.reduce((sum, child) => sum + total(child), 0);
    return node.totalCount;
  };
  for (const root of roots) total(root);
  return roots;
}
