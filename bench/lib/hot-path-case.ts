import type { Compilable, Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/platform/db/schema.js';
import type { BenchCase } from './bench-case.js';
import { type BareDriver, bareDriver } from './bare-driver.js';
import { interleavedMedians, post } from './latency.js';
import { connectBenchDatabase, type PeopleShape, type SeededPeople, seedCompanyPeople } from './people-seed.js';
import { type PlanExpectation, planProblems } from './plans.js';
import type { BudgetCheck } from './report.js';
import { callApi, startApp, startBareServer } from './server.js';

/*
 * A hot path of the people screens on a large company: the plan of the
 * repository's own SQL must read by index (the budget), and the call's median
 * latency is shown beside the same SQL on a bare route and the bare driver.
 */

export interface HotPath {
  /** The API call, and what its query does. */
  call: string;
  label: string;
  body(seeded: SeededPeople): Record<string, unknown>;
  /** The query as the app's repository builds it for this call. */
  query(db: Kysely<Database>, seeded: SeededPeople): Compilable<unknown>;
  expect: PlanExpectation;
  /** The answer the call must give, when the seed decides it. */
  answer?(seeded: SeededPeople): unknown;
}

const rounds = {
  warmup: Number(process.env.BENCH_HOT_PATH_WARMUP ?? 50),
  measured: Number(process.env.BENCH_HOT_PATH_ROUNDS ?? 300),
};

export function hotPathCase(options: { name: string; summary: string; shape: PeopleShape; paths: HotPath[] }): BenchCase {
  return {
    name: options.name,
    summary: options.summary,
    async run(database) {
      const app = await startApp(database);
      const db = connectBenchDatabase(database);
      const drivers: BareDriver[] = [];
      let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
      try {
        const seeded = await seedCompanyPeople(app.url, db, options.name, options.shape);
        console.log(
          `\n${options.name} on ${database.dialect}: ${options.shape.employees.toLocaleString('en-US')} employees in ${options.shape.departments} departments seeded in ${seeded.seedSeconds.toFixed(1)} s`,
        );
        const prepared = options.paths.map((path) => {
          const compiled = path.query(db.db, seeded).compile();
          const driver = bareDriver(database, compiled.sql);
          drivers.push(driver);
          return { path, driver, parameters: compiled.parameters };
        });
        bare = await startBareServer((server) => {
          for (const [index, { driver, parameters }] of prepared.entries()) {
            server.post(`/bare/${index}`, async () => ({ status: 0, result: await driver.run(parameters), reason: 'success' }));
          }
        });
        const checks: BudgetCheck[] = [];
        for (const [index, { path, driver, parameters }] of prepared.entries()) {
          const plan = await driver.plan(parameters);
          console.log(`\n  ${path.label}: plan of the repository's SQL`);
          for (const line of plan) console.log(`    ${line}`);
          const problems = planProblems(database.dialect, plan, path.expect);
          for (const problem of problems) console.log(`    PROBLEM: ${problem}`);

          const body = JSON.stringify({ userid: seeded.companyId, ...path.body(seeded) });
          const answer = await callApi(app.url, path.call, JSON.parse(body), seeded.header);
          if (path.answer && JSON.stringify(answer.envelope.result) !== JSON.stringify(path.answer(seeded))) {
            throw new Error(`${path.call} answered ${JSON.stringify(answer.envelope.result)}`);
          }
          const [appMs, bareMs, driverMs] = await interleavedMedians(
            [
              () => post(`${app.url}/api/${path.call}`, body, { 'x-coolvisit-token': seeded.header }),
              () => post(`${bare!.url}/bare/${index}`, body),
              () => driver.run(parameters),
            ],
            rounds,
          );
          console.log(`    app  POST /api/${path.call.padEnd(28)} median ${appMs.toFixed(3)} ms`);
          console.log(`    bare route, same SQL, bare driver     median ${bareMs.toFixed(3)} ms`);
          console.log(`    bare driver alone (no HTTP)           median ${driverMs.toFixed(3)} ms`);
          const check: BudgetCheck = {
            caseName: options.name,
            database: database.dialect,
            label: `${path.call}: plan problems`,
            value: problems.length,
            comparison: '<=',
            limit: 0,
            pass: problems.length === 0,
          };
          console.log(`    ${check.label}: ${problems.length} (target <= 0) ${check.pass ? 'PASS' : 'FAIL'}`);
          checks.push(check);
        }
        console.log(`  (${rounds.measured} requests each side after ${rounds.warmup} warm-up, one at a time)`);
        return checks;
      } finally {
        await Promise.all([app.close(), bare?.close(), ...drivers.map((driver) => driver.close()), db.destroy()]);
      }
    },
  };
}
