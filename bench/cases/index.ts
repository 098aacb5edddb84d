import type { BenchCase } from '../lib/bench-case.js';
import { departmentCountsCase } from './department-counts.js';
import { doorCheckCase } from './door-check.js';
import { exportVisitsCase } from './export-visits.js';
import { getEmpByNameCase } from './get-emp-by-name.js';
import { getEmpListCase } from './get-emp-list.js';
import { getMaxEmpNoCase } from './get-max-emp-no.js';
import { getUserInfoCase } from './get-user-info.js';
import { import10kCase } from './import-10k.js';
import { kioskSignInCase } from './kiosk-sign-in.js';
import { searchVisitsCase } from './search-visits.js';
import { visitSignInCase } from './visit-sign-in.js';

/** Every benchmark, in the order `npm run bench` runs them. */
export const benchCases: BenchCase[] = [
  getUserInfoCase,
  import10kCase,
  getEmpByNameCase,
  getMaxEmpNoCase,
  departmentCountsCase,
  getEmpListCase,
  searchVisitsCase,
  visitSignInCase,
  kioskSignInCase,
  doorCheckCase,
  exportVisitsCase,
];
