import type { Employee, LoginResult } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { hostSearchQuery, type HostSearch } from '../../apps/server/src/features/employees/employees.repo.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { connectDatabase, type Db } from '../../apps/server/src/platform/db/connect.js';
import { searchKey } from '../../apps/server/src/platform/db/portable.js';
import type { BenchCase } from '../lib/bench-case.js';
import type { BenchDatabase } from '../lib/databases.js';
import type { BudgetCheck } from '../lib/report.js';
import { callApi, startApp, startBareServer } from '../lib/server.js';

const employees = 100_000;
const departments = 100;
const target = 2;
const warmupRounds = Number(process.env.BENCH_LOOKUP_WARMUP ?? 300);
const measuredRounds = Number(process.env.BENCH_LOOKUP_ROUNDS ?? 2000);

const givenNames = (
  'Aaron Abigail Adam Alice Amelia Andrew Anna Ben Bella Caleb Chloe Daniel Diana Eli Emma Ethan ' +
  'Fiona Gavin Grace Hannah Henry Isaac Ivy Jack Jade James Julia Kevin Kate Liam Lily Lucas Maria ' +
  'Mark Mason Mia Nathan Nora Oliver Olivia Owen Paul Penny Quinn Rachel Ryan Sam Sara Sophia ' +
  'Thomas Tina Uma Victor Vera Wang Wendy Xavier Xia Yusuf Yvonne Zach Zoe Li Chen'
).split(' ');
const familyNames = (
  'Adams Baker Brown Campbell Carter Chen Clark Collins Davis Edwards Evans Fischer Garcia Green ' +
  'Hall Harris Hill Huang Jackson Johnson King Lee Lewis Li Liu Lopez Martin Miller Mitchell Moore ' +
  'Morgan Murphy Nelson Nguyen Parker Perez Phillips Roberts Robinson Rodriguez Scott Smith Taylor ' +
  'Thomas Thompson Turner Walker Wang White Williams Wilson Wood Wright Wu Xu Yang Young Zhang ' +
  'Zhao Zhou Sato Suzuki Tanaka Kim'
).split(' ');

/** Deterministic name of employee `index`: a fixed linear congruence picks the given and family names. */
const nameOf = (index: number) => {
  const mixed = (index * 2_654_435_761) >>> 0;
  return `${givenNames[mixed % givenNames.length]} ${familyNames[(mixed >>> 8) % familyNames.length]}`;
};

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

async function seed(db: Db, companyId: number): Promise<void> {
  const now = Date.now();
  await db.db.transaction().execute(async (trx) => {
    const deptRows = Array.from({ length: departments }, (_, index) => ({
      companyId,
      deptName: `Department ${index}`,
      deptNameKey: `department ${index}`,
      deptNo: `D${String(index).padStart(3, '0')}`,
      createdAt: now,
    }));
    const deptIds = (await trx.insertInto('department').values(deptRows).returning('id').execute()).map((row) => row.id);
    for (let start = 0; start < employees; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, employees - start) }, (_, offset) => {
        const index = start + offset;
        const empName = nameOf(index);
        return {
          companyId,
          empName,
          empNameKey: searchKey(empName),
          empNo: `E${String(index).padStart(6, '0')}`,
          empPhone: `138${String(index).padStart(8, '0')}`,
          cardNo: index % 2 === 0 ? `C${String(index).padStart(7, '0')}` : '',
          empState: index % 50 === 0 ? 2 : 0,
          padHidden: index % 40 === 0 ? 1 : 0,
          createdAt: now,
          updatedAt: now,
        };
      });
      const ids = await trx.insertInto('employee').values(rows).returning('id').execute();
      await trx
        .insertInto('empDept')
        .values(ids.map((row, offset) => ({ empid: row.id, deptid: deptIds[(start + offset) % departments]!, companyId })))
        .execute();
    }
  });
  // The steady state autovacuum keeps on PostgreSQL: statistics and a visibility map for index-only scans.
  await (db.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db.db);
}

/** The bare driver running one compiled statement, and its plan. */
interface BareDriver {
  run(parameters: readonly unknown[]): Promise<unknown[]>;
  plan(parameters: readonly unknown[]): Promise<string[]>;
  close(): Promise<void>;
}

function bareDriver(database: BenchDatabase, statement: string): BareDriver {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile, { readonly: true });
    const prepared = connection.prepare(statement);
    const explain = connection.prepare(`explain query plan ${statement}`);
    return {
      run: async (parameters) => prepared.all(...parameters),
      plan: async (parameters) => (explain.all(...parameters) as Array<{ detail: string }>).map((row) => row.detail),
      close: async () => {
        connection.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 4 });
  return {
    run: async (parameters) => (await pool.query(statement, [...parameters])).rows,
    plan: async (parameters) =>
      (await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, [...parameters])).rows.map((row) => row['QUERY PLAN']),
    close: () => pool.end(),
  };
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
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
    const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
    const seedDb = connectDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, poolSize: 2 });
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    let driver: BareDriver | undefined;
    try {
      const registered = await callApi<LoginResult>(app.url, 'Register', {
        name: 'Ada Admin',
        company: 'Lookup Bench Company',
        email: 'admin@lookup-bench.example.com',
        phone: '13900000002',
        password: 'secret-Pass1',
      });
      const { userid, token } = registered.envelope.result;
      const seedStarted = performance.now();
      await seed(seedDb, userid);
      const seedSeconds = (performance.now() - seedStarted) / 1000;

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

      const header = `${userid}-${token}`;
      for (const term of terms.slice(0, 20)) {
        const fromApp = await callApi<Employee[]>(app.url, 'getEmpByName', { userid, name: term }, header);
        const fromBare = await driver.run(parametersOf.get(term)!);
        const appIds = fromApp.envelope.result.map((employee) => employee.empid);
        const bareIds = [...new Set((fromBare as Array<{ id: number }>).map((row) => row.id))];
        if (JSON.stringify(appIds) !== JSON.stringify(bareIds)) throw new Error(`app and bare SQL disagree on "${term}"`);
      }

      const post = (url: string, body: string, headers: Record<string, string>) =>
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((response) =>
          response.text(),
        );
      const appTimes: number[] = [];
      const bareTimes: number[] = [];
      const driverTimes: number[] = [];
      for (let round = 0; round < warmupRounds + measuredRounds; round += 1) {
        const term = terms[round % terms.length]!;
        const body = JSON.stringify({ userid, name: term });
        // Interleaved, so both sides see the same machine state.
        const appMs = await timed(() => post(`${app.url}/api/getEmpByName`, body, { 'x-coolvisit-token': header }));
        const bareMs = await timed(() => post(`${bare!.url}/api/getEmpByName`, body, {}));
        const driverMs = await timed(() => bareDriverRef.run(parametersOf.get(term)!));
        if (round < warmupRounds) continue;
        appTimes.push(appMs);
        bareTimes.push(bareMs);
        driverTimes.push(driverMs);
      }
      const [appMedian, bareMedian, driverMedian] = [median(appTimes), median(bareTimes), median(driverTimes)];
      console.log(
        `  ${employees.toLocaleString('en-US')} employees seeded in ${seedSeconds.toFixed(1)} s; ${terms.length} terms, ${measuredRounds} requests each side after ${warmupRounds} warm-up`,
      );
      console.log(`  app  POST /api/getEmpByName             median ${appMedian.toFixed(3)} ms`);
      console.log(`  bare route, same SQL, bare driver      median ${bareMedian.toFixed(3)} ms`);
      console.log(`  bare driver alone (no HTTP)            median ${driverMedian.toFixed(3)} ms`);
      const value = appMedian / bareMedian;
      const check: BudgetCheck = {
        caseName: this.name,
        database: database.dialect,
        label: 'median latency app / bare SQL',
        value,
        comparison: '<=',
        limit: target,
        pass: value <= target,
      };
      console.log(`  ${check.label}: ${value.toFixed(2)} (target <= ${target}) ${check.pass ? 'PASS' : 'FAIL'}`);
      return [check];
    } finally {
      await Promise.all([app.close(), bare?.close(), driver?.close(), seedDb.destroy()]);
    }
  },
};
