import type { Employee } from '@vestibule/contract';
import { hostSearchQuery, type HostSearch } from '../../apps/server/src/features/employees/employees.repo.js';
import type { BenchCase } from '../lib/bench-case.js';
import { type BareDriver, bareDriver } from '../lib/bare-driver.js';
import { interleavedMedians, post } from '../lib/latency.js';
import { connectBenchDatabase, nameOf, seedCompanyPeople } from '../lib/people-seed.js';
import { latencyRatio } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';

const employees = 100_000;
const departments = 100;
const target = 2;
const warmupRounds = Number(process.env.BENCH_LOOKUP_WARMUP ?? 300);
const measuredRounds = Number(process.env.BENCH_LOOKUP_ROUNDS ?? 2000);

/** What people type into the host box: name beginnings of 1 to 4 letters, full names, work number and phone beginnings. */
function lookupTerms(): string[] {
  const terms: string[] = [];
  for (let index = 0; index < 97; index += 1) {
    const name = nameOf(index * 1031);
    terms.push(
      name.slice(0, 1 + (index % 4)),
      name,
      `E0${String(index * 977)
        .padStart(5, '0')
        .slice(0, 3)}`,
    );
    terms.push(
      `138${String(index * 7919)
        .padStart(8, '0')
        .slice(0, 5)}`,
    );
  }
  return terms;
}

const searchColumns = ['emp_name_key', 'emp_no', 'emp_phone', 'card_no'];

/**
 * Index range scans only: each searched column is read through a range on a
 * (company_id, column) index, and the employee table is never scanned whole.
 */
function assertIndexed(dialect: string, plan: string[]): void {
  const problems: string[] = [];
  if (dialect === 'sqlite') {
    for (const line of plan.filter((text) => /\bemployee\b/.test(text))) {
      if (!/^SEARCH employee USING (COVERING )?INDEX \w+ \(company_id=\? AND \w+>\? AND \w+<\?\)/.test(line.trim())) {
        problems.push(line);
      }
    }
  } else {
    problems.push(...plan.filter((line) => /Seq Scan on employee\b/.test(line)));
  }
  const rangeLines = plan.filter((line) => (dialect === 'sqlite' ? /^\s*SEARCH employee/.test(line) : /Index Cond/.test(line)));
  const missing = searchColumns.filter((column) => !rangeLines.some((line) => line.includes(column)));
  if (problems.length > 0 || missing.length > 0) {
    throw new Error(
      `getEmpByName is not an index range scan on ${dialect} (${[...problems, ...missing.map((column) => `no index range on ${column}`)].join('; ')}):\n${plan.join('\n')}`,
    );
  }
}

/**
 * getEmpByName through the whole app against a bare Fastify route that runs the
 * same compiled SQL with the bare driver; both over HTTP from this process,
 * one request at a time, so the medians compare latency like with like.
 */
export const getEmpByNameCase: BenchCase = {
  name: 'get-emp-by-name',
  summary: `Host lookup on ${employees.toLocaleString('en-US')} employees: median latency app / bare indexed SQL <= ${target}`,
  async run(database) {
    const app = await startApp(database);
    const seedDb = connectBenchDatabase(database);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: BareDriver | undefined;
    try {
      const seeded = await seedCompanyPeople(app.url, seedDb, 'Lookup', { employees, departments });
      const { companyId: userid, header, seedSeconds } = seeded;

      const options: HostSearch = { padVisibleOnly: false, subaccountId: 0, limit: 100 };
      const terms = lookupTerms();
      const compiled = terms.map((term) => hostSearchQuery(seedDb.db, userid, term, options).compile());
      const statement = compiled[0]!.sql;
      if (compiled.some((query) => query.sql !== statement)) throw new Error('the lookup SQL differs between terms');
      driver = bareDriver(database, statement);
      const bareDriverRef = driver;
      const parametersOf = new Map(terms.map((term, index) => [term, compiled[index]!.parameters]));
      bare = await startBareServer((server) => {
        server.post<{ Body: { name: string } }>('/api/getEmpByName', async (request) => ({
          status: 0,
          result: await bareDriverRef.run(parametersOf.get(request.body.name) ?? []),
          reason: 'success',
        }));
      });

      const plan = await driver.plan(compiled[0]!.parameters);
      console.log(`\nget-emp-by-name on ${database.dialect}: plan of the lookup SQL`);
      for (const line of plan) console.log(`  ${line}`);
      assertIndexed(database.dialect, plan);

      for (const term of terms.slice(0, 20)) {
        const fromApp = await callApi<Employee[]>(app.url, 'getEmpByName', { userid, name: term }, header);
        const fromBare = await driver.run(parametersOf.get(term)!);
        const appIds = fromApp.envelope.result.map((employee) => employee.empid);
        const bareIds = [...new Set((fromBare as Array<{ id: number }>).map((row) => row.id))];
        if (JSON.stringify(appIds) !== JSON.stringify(bareIds)) throw new Error(`app and bare SQL disagree on "${term}"`);
      }

      const termOf = (sample: number) => terms[sample % terms.length]!;
      const bodyText = (sample: number) => JSON.stringify({ userid, name: termOf(sample) });
      const [appMedian, bareMedian, driverMedian] = await interleavedMedians(
        [
          (sample) => post(`${app.url}/api/getEmpByName`, bodyText(sample), { 'x-coolvisit-token': header }),
          (sample) => post(`${bare!.url}/api/getEmpByName`, bodyText(sample), {}),
          (sample) => bareDriverRef.run(parametersOf.get(termOf(sample))!),
        ],
        { warmup: warmupRounds, measured: measuredRounds },
      );
      console.log(
        `  ${employees.toLocaleString('en-US')} employees seeded in ${seedSeconds.toFixed(1)} s; ${terms.length} terms, ${measuredRounds} requests each side after ${warmupRounds} warm-up`,
      );
      const medians = { app: appMedian, bare: bareMedian, driver: driverMedian };
      return [latencyRatio({ caseName: this.name, database: database.dialect }, 'getEmpByName', medians, target)];
    } finally {
      await Promise.all([app.close(), bare?.close(), driver?.close(), seedDb.destroy()]);
    }
  },
};
