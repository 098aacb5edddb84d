import { getEmpListMax } from '@vestibule/contract';
import { enabledEmployeesQuery } from '../../apps/server/src/features/employees/employees.repo.js';
import { hotPathCase } from '../lib/hot-path-case.js';

const employees = 100_000;
const filter = { phone: '', subaccountId: 0 };
const expect = {
  reads: [{ table: 'employee', sqlite: 'employee_name_idx', postgres: 'employee_name_idx' }],
  noSort: true,
};

/** GetEmpList reads at most one page along the name index, never the whole company. */
export const getEmpListCase = hotPathCase({
  name: 'get-emp-list',
  summary: `GetEmpList on ${employees.toLocaleString('en-US')} employees: ${getEmpListMax} a call along the name index`,
  shape: { employees, departments: 100 },
  paths: [
    {
      call: 'GetEmpList',
      label: `GetEmpList, the first ${getEmpListMax} enabled employees by name`,
      body: () => ({}),
      query: (db, seeded) => enabledEmployeesQuery(db, seeded.companyId, filter, 0, getEmpListMax),
      expect,
    },
    {
      call: 'GetEmpList',
      label: `GetEmpList from startIndex 50001 (the offset is walked on the index)`,
      body: () => ({ startIndex: 50_001 }),
      query: (db, seeded) => enabledEmployeesQuery(db, seeded.companyId, filter, 50_000, getEmpListMax),
      expect,
    },
  ],
});
