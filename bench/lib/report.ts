import type { LoadFigures } from './load.js';

/** One budget of ARCHITECTURE section 10, measured on one database. */
export interface BudgetCheck {
  caseName: string;
  database: string;
  label: string;
  value: number;
  comparison: '>=' | '<=';
  limit: number;
  pass: boolean;
}

const pad = (value: string, width: number) => value.padEnd(width);
const padLeft = (value: string, width: number) => value.padStart(width);
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export function printLoadTable(title: string, rows: LoadFigures[]): void {
  console.log(`\n${title}`);
  console.log(
    `  ${pad('target', 28)}${padLeft('req/s', 10)}${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('errors', 9)}${padLeft('requests', 11)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${pad(row.label, 28)}${padLeft(whole(row.requestsPerSecond), 10)}${padLeft(String(row.p50Ms), 9)}${padLeft(String(row.p99Ms), 9)}${padLeft(String(row.errors), 9)}${padLeft(whole(row.requests), 11)}`,
    );
  }
}

/** measured / baseline throughput; passes at or above the target with no errors on either side. */
export function throughputRatio(
  identity: { caseName: string; database: string; label: string },
  measured: LoadFigures,
  baseline: LoadFigures,
  target: number,
): BudgetCheck {
  const value = baseline.requestsPerSecond > 0 ? measured.requestsPerSecond / baseline.requestsPerSecond : 0;
  const pass = value >= target && measured.errors === 0 && baseline.errors === 0;
  const check: BudgetCheck = { ...identity, value, comparison: '>=', limit: target, pass };
  console.log(`  ${describe(check)}${measured.errors + baseline.errors > 0 ? ' (errors count as a failure)' : ''}`);
  return check;
}

/** Prints the three medians of a lookup (app, bare route, bare driver) and checks app / bare route against the target. */
export function latencyRatio(
  identity: { caseName: string; database: string },
  call: string,
  medians: { app: number; bare: number; driver: number },
  target: number,
): BudgetCheck {
  console.log(`  ${pad(`app  POST /api/${call}`, 39)}median ${medians.app.toFixed(3)} ms`);
  console.log(`  ${pad('bare route, same SQL, bare driver', 39)}median ${medians.bare.toFixed(3)} ms`);
  console.log(`  ${pad('bare driver alone (no HTTP)', 39)}median ${medians.driver.toFixed(3)} ms`);
  const value = medians.app / medians.bare;
  const check: BudgetCheck = {
    ...identity,
    label: 'median latency app / bare SQL',
    value,
    comparison: '<=',
    limit: target,
    pass: value <= target,
  };
  console.log(`  ${describe(check)}`);
  return check;
}

const describe = (check: BudgetCheck) =>
  `${check.label}: ${check.value.toFixed(2)} (target ${check.comparison} ${check.limit}) ${check.pass ? 'PASS' : 'FAIL'}`;

export function printSummary(checks: BudgetCheck[]): void {
  console.log('\nSummary');
  for (const check of checks) console.log(`  ${pad(`${check.caseName} [${check.database}]`, 32)}${describe(check)}`);
}
