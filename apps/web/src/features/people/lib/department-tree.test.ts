import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { describe, expect, it } from 'vitest';
import {
  departmentNames,
  departmentRows,
  deptidOfFilter,
  filterOfKey,
  filterRows,
  findDepartment,
  keyOfFilter,
  parentKeys,
  receiverIds,
} from './department-tree';

const node = (
  deptid: number,
  deptName: string,
  deptNo: string,
  children: DepartmentNode[] = [],
  empCount = 0,
): DepartmentNode => ({
  deptid,
  deptName,
  deptNo,
  parentId: 0,
  strDeptId: String(deptid),
  strDeptid: String(deptid),
  userid: 1,
  deptManagerEmpid: '',
  deptManager: [],
  defaultReceiver: '',
  vMaxCount: 0,
  remark: '',
  empCount,
  totalCount: empCount + children.reduce((sum, child) => sum + child.totalCount, 0),
  childDeptList: children,
});

const trees = [
  node(2, 'Sales', '2', [], 4),
  node(
    1,
    'Engineering',
    '1',
    [node(12, 'Backend', '12', [], 3), node(11, 'Frontend', '11', [node(111, 'Web', '111', [], 1)], 2)],
    5,
  ),
  node(10, 'Operations', '10'),
];

describe('department tree', () => {
  it('orders departments by number (numerically) at every level, with direct and total counts', () => {
    const rows = departmentRows(trees);
    expect(rows.map((row) => row.name)).toEqual(['Engineering', 'Sales', 'Operations']);
    expect(rows[0]?.children.map((row) => row.name)).toEqual(['Frontend', 'Backend']);
    expect(rows[0]).toMatchObject({ key: 'dept-1', deptid: 1, count: 5, totalCount: 11 });
    expect(parentKeys(rows)).toEqual(['dept-1', 'dept-11']);
  });

  it('maps tree keys to list filters and back: all, no department (-1) and one department', () => {
    expect(deptidOfFilter(filterOfKey('all'))).toBeUndefined();
    expect(deptidOfFilter(filterOfKey('none'))).toBe(-1);
    expect(deptidOfFilter(filterOfKey('dept-12'))).toBe(12);
    expect(filterOfKey('dept-x')).toEqual({ kind: 'all' });
    expect(keyOfFilter({ kind: 'department', deptid: 12 })).toBe('dept-12');
    expect(keyOfFilter({ kind: 'none' })).toBe('none');
  });

  it('keeps the departments above a match when filtering by name', () => {
    const filtered = filterRows(departmentRows(trees), 'WEB');
    expect(filtered.map((row) => row.name)).toEqual(['Engineering']);
    expect(filtered[0]?.children.map((row) => row.name)).toEqual(['Frontend']);
    expect(filtered[0]?.children[0]?.children.map((row) => row.name)).toEqual(['Web']);
    expect(filterRows(departmentRows(trees), '  ')).toHaveLength(3);
  });

  it('finds departments and their names anywhere in the trees', () => {
    expect(findDepartment(trees, 111)?.deptName).toBe('Web');
    expect(findDepartment(trees, 999)).toBeUndefined();
    expect(departmentNames(trees).get(12)).toBe('Backend');
    expect(departmentNames(trees).size).toBe(6);
  });

  it('reads default receivers stored as a JSON array or comma-separated ids', () => {
    expect(receiverIds('[3,8]')).toEqual([3, 8]);
    expect(receiverIds('3, 8')).toEqual([3, 8]);
    expect(receiverIds('')).toEqual([]);
    expect(receiverIds('[3,"x",0]')).toEqual([3]);
  });
});
