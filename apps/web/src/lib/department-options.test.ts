import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { describe, expect, it } from 'vitest';
import { departmentOptions } from './department-options';

const node = (deptid: number, deptNo: string, children: DepartmentNode[] = []) =>
  ({ deptid, deptName: `D${deptid}`, deptNo, childDeptList: children }) as unknown as DepartmentNode;

const trees = [node(2, '2'), node(1, '1', [node(12, '12'), node(11, '11', [node(111, '111')])]), node(10, '10')];

describe('department options', () => {
  it('orders departments by number (numerically) at every level', () => {
    const options = departmentOptions(trees);
    expect(options.map((option) => option.value)).toEqual([1, 2, 10]);
    expect(options[0]?.children.map((option) => option.value)).toEqual([11, 12]);
  });

  it('leaves out the edited department and everything below it', () => {
    const options = departmentOptions(trees, 11);
    expect(options.find((option) => option.value === 1)?.children.map((option) => option.value)).toEqual([12]);
    expect(JSON.stringify(options)).not.toContain('"value":111');
  });
});
