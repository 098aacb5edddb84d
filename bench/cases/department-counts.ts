import { countPeopleQuery } from '../../apps/server/src/features/departments/departments.repo.js';
import type { IndexUse } from '../lib/plans.js';
import { hotPathCase } from '../lib/hot-path-case.js';

const employees = 100_000;
const departments = 1000;

/** Only the departments asked for are counted: a lookup by id, then their links on the department index. */
const reads: IndexUse[] = [
  { table: 'department', sqlite: 'INTEGER PRIMARY KEY', postgres: 'department_pkey' },
  { table: 'emp_dept', sqlite: 'emp_dept_dept_idx', postgres: 'emp_dept_dept_idx' },
];

const someone = 12_345;

export const departmentCountsCase = hotPathCase({
  name: 'department-counts',
  summary: `People counts of getDepartment and getDeptByEmpid on ${employees.toLocaleString('en-US')} employees: only the departments asked for`,
  shape: { employees, departments },
  paths: [
    {
      call: 'getDepartment',
      label: 'getDepartment, the people count of one department',
      body: (seeded) => ({ deptid: seeded.deptIds[500] }),
      query: (db, seeded) => countPeopleQuery(db, seeded.companyId, [seeded.deptIds[500]!]),
      expect: { reads },
    },
    {
      call: 'getDeptByEmpid',
      label: "getDeptByEmpid, the people counts of an employee's departments",
      body: (seeded) => ({ empid: seeded.empids[someone] }),
      // The seed puts employee i in department i mod the number of departments.
      query: (db, seeded) => countPeopleQuery(db, seeded.companyId, [seeded.deptIds[someone % departments]!]),
      expect: { reads },
    },
  ],
});
