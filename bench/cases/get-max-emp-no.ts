import { employeesPageQuery, highestWorkNumberQuery } from '../../apps/server/src/features/employees/employees.repo.js';
import { hotPathCase } from '../lib/hot-path-case.js';

const employees = 100_000;

/**
 * The next work number: one step along the work-number order index, whatever
 * the company's size. And work-number prefix search, now that the partial
 * unique index is the only index on work numbers.
 */
export const getMaxEmpNoCase = hotPathCase({
  name: 'get-max-emp-no',
  summary: `getMaxEmpNo on ${employees.toLocaleString('en-US')} employees: the highest work number by index, no scan`,
  shape: { employees, departments: 100 },
  paths: [
    {
      call: 'getMaxEmpNo',
      label: 'getMaxEmpNo, the highest all-digit work number',
      body: () => ({}),
      query: (db, seeded) => highestWorkNumberQuery(db, seeded.companyId),
      expect: {
        reads: [{ table: 'employee', sqlite: 'employee_no_order_idx', postgres: 'employee_no_order_idx' }],
        noSort: true,
      },
      // Odd indexes have all-digit work numbers: the highest is 099999.
      answer: () => '100000',
    },
    {
      call: 'getEmpListPages',
      label: 'getEmpListPages by work number prefix',
      body: () => ({ empNo: '0123', startIndex: 1, requestedCount: 10 }),
      query: (db, seeded) => employeesPageQuery(db, seeded.companyId, { empNo: '0123' }, 0, 10),
      expect: { reads: [{ table: 'employee', sqlite: 'employee_no_unique', postgres: 'employee_no_unique' }] },
    },
  ],
});
