import os from 'node:os';
import { benchCases } from './cases/index.js';
import { benchDialects, createBenchDatabase } from './lib/databases.js';
import { printSummary, type BudgetCheck } from './lib/report.js';

/*
 * Runs every benchmark, or those named on the command line, on SQLite and
 * (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL.
 */

async function main(): Promise<number> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !benchCases.some((benchCase) => benchCase.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${benchCases.map((c) => c.name).join(', ')}`);
    return 2;
  }
  const selected = names.length > 0 ? benchCases.filter((benchCase) => names.includes(benchCase.name)) : benchCases;
  const dialects = benchDialects();

  console.log(
    `Node ${process.version}, ${os.cpus().length} CPU cores, databases: ${dialects.join(', ')}.\n` +
      'The load generator (autocannon) runs in this process and shares the CPU with the servers it measures;\n' +
      'absolute figures are pessimistic, ratios compare like with like.',
  );
  const checks: BudgetCheck[] = [];
  for (const benchCase of selected) {
    for (const dialect of dialects) {
      const database = await createBenchDatabase(dialect, benchCase.name);
      try {
        checks.push(...(await benchCase.run(database)));
      } finally {
        await database.drop();
      }
    }
  }
  printSummary(checks);
  return checks.every((check) => check.pass) ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
