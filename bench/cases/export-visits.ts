import { visitExportColumns } from '@vestibule/contract';
import { startOfYmd, ymdOf } from '../../apps/server/src/platform/calendar.js';
import { visitChunkQuery } from '../../apps/server/src/features/visits/visit-chunks.repo.js';
import type { BenchCase } from '../lib/bench-case.js';
import type { BenchDatabase } from '../lib/databases.js';
import { type AppProcess, type ResidentMemory, startAppProcess } from '../lib/app-process.js';
import { bareDriver } from '../lib/bare-driver.js';
import { bareDump, type DumpFigures } from '../lib/bare-dump.js';
import { connectBenchDatabase } from '../lib/people-seed.js';
import { planProblems } from '../lib/plans.js';
import type { BudgetCheck } from '../lib/report.js';
import { callApi } from '../lib/server.js';
import { seedVisits, type SeededVisits } from '../lib/visit-seed.js';

const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const withXlsx = (process.env.BENCH_EXPORT_XLSX ?? 'on') !== 'off';
const peakTargetMb = 300;
const timeTarget = 3;

/** The table's column behind each export column; the status badge stands on the visit's status. */
const dumpColumns = visitExportColumns.map((column) =>
  column === 'visitStatus' ? 'status' : column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
);

interface DownloadFigures {
  lines: number;
  bytes: number;
  seconds: number;
  before: ResidentMemory;
  after: ResidentMemory;
}

/**
 * One whole download as the console makes it: a ticket through the API, then
 * the file by GET, read to its end; memory read before and after.
 */
async function download(app: AppProcess, seeded: SeededVisits, format: 'csv' | 'xlsx'): Promise<DownloadFigures> {
  const before = await app.memory();
  const started = performance.now();
  const { url } = (await callApi<{ url: string }>(app.url, 'getDownloadTicket', { name: 'ExportVisitorList' }, seeded.header))
    .envelope.result;
  const query = new URLSearchParams({ date: seeded.firstDay, endDate: seeded.lastDay, format });
  const response = await fetch(`${app.url}${url}&${query}`);
  if (!response.ok || !response.body || (response.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`the ${format} export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    const block = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    bytes += block.length;
    for (let at = block.indexOf(10); at !== -1; at = block.indexOf(10, at + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return { lines, bytes, seconds, before, after: await app.memory() };
}

/**
 * Seeds the visits through an app process, then downloads the csv export
 * twice, each time after a bare dump (the first warms the database's cache
 * for both sides); the faster run of each side is compared.
 */
async function seedAndExportCsv(database: BenchDatabase) {
  const app = await startAppProcess(database);
  try {
    const seeded = await seedVisits(app.url, database, 'Export', rows);
    const query = { columns: dumpColumns, companyId: seeded.companyId, firstDay: seeded.firstDay, lastDay: seeded.lastDay };
    const dumps: DumpFigures[] = [];
    const downloads: DownloadFigures[] = [];
    for (let round = 0; round < 2; round += 1) {
      dumps.push(await bareDump(database, query));
      downloads.push(await download(app, seeded, 'csv'));
    }
    return { seeded, dumps, downloads };
  } finally {
    await app.close();
  }
}

/** The plan of a chunk in the middle of the range, as the export reads it: on in visit_day_idx, no sort. */
async function chunkPlan(database: BenchDatabase, seeded: SeededVisits): Promise<{ plan: string[]; problems: string[] }> {
  const compiler = connectBenchDatabase(database);
  try {
    const middle = ymdOf((startOfYmd(seeded.firstDay) + startOfYmd(seeded.lastDay)) / 2);
    const scope = { companyId: seeded.companyId, subaccountId: 0 };
    const filter = { date: seeded.firstDay, endDate: seeded.lastDay };
    const after = { listDay: middle, id: 0 };
    const compiled = visitChunkQuery(compiler.db, scope, filter, 0, ['vname', 'vphone'], after, 500).compile();
    const driver = bareDriver(database, compiled.sql);
    try {
      const plan = await driver.plan(compiled.parameters);
      const index = { table: 'visit', sqlite: 'visit_day_idx', postgres: 'visit_day_idx' };
      return { plan, problems: planProblems(database.dialect, plan, { reads: [index], noSort: true }) };
    } finally {
      await driver.close();
    }
  } finally {
    await compiler.destroy();
  }
}

/** The xlsx export in a fresh app process, so its peak is not the csv's. */
async function exportXlsx(database: BenchDatabase, seeded: SeededVisits) {
  const app = await startAppProcess(database);
  try {
    return await download(app, seeded, 'xlsx');
  } finally {
    await app.close();
  }
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const whole = (value: number) => value.toLocaleString('en-US');

function printDownload(label: string, figures: DownloadFigures, counted: string): void {
  console.log(
    `  ${label.padEnd(34)}${figures.seconds.toFixed(2).padStart(8)} s  ${counted}, ${(figures.bytes / 1e6).toFixed(1)} MB; app RSS before ${mb(figures.before.rssMb)} (peak so far ${mb(figures.before.peakMb)}), peak ${mb(figures.after.peakMb)}`,
  );
}

function printDump(label: string, figures: DumpFigures): void {
  console.log(
    `  ${label.padEnd(34)}${figures.seconds.toFixed(2).padStart(8)} s  ${whole(figures.lines)} lines, ${(figures.bytes / 1e6).toFixed(1)} MB`,
  );
}

function check(caseName: string, database: string, label: string, value: number, limit: number): BudgetCheck {
  const result: BudgetCheck = { caseName, database, label, value, comparison: '<=', limit, pass: value <= limit };
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(2);
  console.log(`  ${label}: ${shown} (target <= ${limit}) ${result.pass ? 'PASS' : 'FAIL'}`);
  return result;
}

/**
 * ExportVisitorList of BENCH_EXPORT_ROWS visits (all columns) from the app
 * running in a child process: the csv download's peak RSS, and its time
 * against a plain SQL-to-CSV dump of the same rows through the bare driver.
 */
export const exportVisitsCase: BenchCase = {
  name: 'export-visits',
  summary: `ExportVisitorList of ${whole(rows)} visits as csv: app peak RSS <= ${peakTargetMb} MB, time <= ${timeTarget}x a bare-driver SQL-to-CSV dump`,
  async run(database) {
    const { seeded, dumps, downloads } = await seedAndExportCsv(database);
    const expectedLines = seeded.visits + 1;
    for (const { lines } of [...dumps, ...downloads]) {
      if (lines !== expectedLines) throw new Error(`a dump or download wrote ${whole(lines)} lines, not ${whole(expectedLines)}`);
    }
    const fastest = <T extends { seconds: number }>(runs: T[]) =>
      runs.reduce((best, run) => (run.seconds < best.seconds ? run : best));
    const baseline = fastest(dumps);
    const csv = fastest(downloads);
    // The peak is the process's since it started, so the last download's reading covers both.
    const peakMb = downloads.at(-1)!.after.peakMb;
    console.log(
      `\nexport-visits on ${database.dialect}: ${whole(seeded.visits)} visits of the exported company (${whole(seeded.total)} in all) seeded in ${seeded.seedSeconds.toFixed(1)} s, days ${seeded.firstDay} to ${seeded.lastDay}, ${dumpColumns.length} columns`,
    );
    for (const [round, dump] of dumps.entries()) {
      printDump(`bare dump ${round + 1}${round === 0 ? ' (warms the cache)' : ''}`, dump);
      printDownload(`app csv download ${round + 1}`, downloads[round]!, `${whole(downloads[round]!.lines)} lines`);
    }
    console.log(`  compared: the faster run of each side, ${csv.seconds.toFixed(2)} s against ${baseline.seconds.toFixed(2)} s`);
    const { plan, problems } = await chunkPlan(database, seeded);
    console.log('  plan of a chunk in the middle of the range:');
    for (const line of plan) console.log(`    ${line}`);
    for (const problem of problems) console.log(`    PROBLEM: ${problem}`);
    if (withXlsx) {
      const xlsx = await exportXlsx(database, seeded);
      printDownload('app xlsx download (fresh process)', xlsx, 'rows not counted');
      const ratio = xlsx.seconds / baseline.seconds;
      const verdict = (fits: boolean) => (fits ? 'within' : 'over');
      console.log(
        `  xlsx (no budget): peak ${mb(xlsx.after.peakMb)}, ${verdict(xlsx.after.peakMb <= peakTargetMb)} the csv's ${peakTargetMb} MB; ${ratio.toFixed(2)}x the bare dump, ${verdict(ratio <= timeTarget)} its ${timeTarget}x`,
      );
    }
    return [
      check(this.name, database.dialect, 'chunk query plan problems', problems.length, 0),
      check(this.name, database.dialect, 'csv export peak RSS MB', peakMb, peakTargetMb),
      check(this.name, database.dialect, 'csv export time / bare dump', csv.seconds / baseline.seconds, timeTarget),
    ];
  },
};
