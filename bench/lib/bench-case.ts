import type { BenchDatabase } from './databases.js';
import type { BudgetCheck } from './report.js';

/** One benchmark: runs once per database dialect on a fresh database and returns the budgets it checked. */
export interface BenchCase {
  name: string;
  summary: string;
  run(database: BenchDatabase): Promise<BudgetCheck[]>;
}
