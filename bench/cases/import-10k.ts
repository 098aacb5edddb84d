import * as XLSX from '@e965/xlsx';
import type { Envelope, ImportCheck, LoginResult } from '@vestibule/contract';
import type { BenchCase } from '../lib/bench-case.js';
import { callApi, startApp } from '../lib/server.js';

const rows = 10_000;
const batch = 1000;

/** An address book of `count` employees in 20 departments, as a compressed .xlsx. */
function addressBook(count: number): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['name', 'email', 'phone', 'department', 'work number', 'position'],
    ...Array.from({ length: count }, (_, index) => [
      `Person ${index}`,
      `person${index}@bench.example.com`,
      String(15_000_000_000 + index),
      `Department ${index % 20}`,
      `W${String(index).padStart(5, '0')}`,
      'Staff',
    ]),
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Employees');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Samples this process's resident set every 10 ms; the app under test runs in it, so the growth is the import's. */
function rssSampler() {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return { start, peak: Math.max(peak, process.memoryUsage.rss()) };
    },
  };
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/**
 * checkEmpImport then applyEmpImport in batches of 1000, over HTTP, as the
 * console's import dialog does. ARCHITECTURE section 10 sets no budget for
 * imports, so the case prints its figures and checks none.
 */
export const import10kCase: BenchCase = {
  name: 'import-10k',
  summary: `Address-book import of ${rows.toLocaleString('en-US')} rows over HTTP: time and peak RSS`,
  async run(database) {
    const app = await startApp(database);
    try {
      const registered = await callApi<LoginResult>(app.url, 'Register', {
        name: 'Ada Admin',
        company: 'Import Bench Company',
        email: 'admin@import-bench.example.com',
        phone: '13900000001',
        password: 'secret-Pass1',
      });
      const token = `${registered.envelope.result.userid}-${registered.envelope.result.token}`;
      const file = addressBook(rows);
      const sampler = rssSampler();
      const started = performance.now();

      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/octet-stream' }), 'people.xlsx');
      const response = await fetch(`${app.url}/api/checkEmpImport`, {
        method: 'POST',
        headers: { 'x-coolvisit-token': token },
        body: form,
      });
      const checked = (await response.json()) as Envelope<ImportCheck>;
      if (checked.status !== 0) throw new Error(`checkEmpImport answered ${checked.status}: ${checked.reason}`);
      if (checked.result.created !== rows)
        throw new Error(`checkEmpImport found ${checked.result.created} new rows, not ${rows}`);
      const checkedAt = performance.now();

      let applied = 0;
      while (applied < checked.result.created) {
        const answer = await callApi<{ applied: number; total: number }>(
          app.url,
          'applyEmpImport',
          // The bench's 20 departments are new: confirmed, as the console asks the user to.
          {
            importId: checked.result.importId,
            startIndex: applied,
            requestedCount: batch,
            createDepartments: checked.result.newDepartments,
          },
          token,
        );
        applied = answer.envelope.result.applied;
      }
      const appliedAt = performance.now();
      const rss = sampler.stop();
      const peakRss = megabytes(rss.peak);
      const lifetimeMaxRss = process.resourceUsage().maxRSS / 1024;

      console.log(
        `\nimport-10k on ${database.dialect}: ${rows.toLocaleString('en-US')} rows, file ${megabytes(file.length).toFixed(2)} MB`,
      );
      console.log(`  check          ${((checkedAt - started) / 1000).toFixed(2)} s`);
      console.log(`  apply          ${((appliedAt - checkedAt) / 1000).toFixed(2)} s in ${Math.ceil(rows / batch)} batches`);
      console.log(`  total          ${((appliedAt - started) / 1000).toFixed(2)} s`);
      console.log(
        `  peak RSS       ${peakRss.toFixed(0)} MB during the import, from ${megabytes(rss.start).toFixed(0)} MB before it (process maxRSS so far ${lifetimeMaxRss.toFixed(0)} MB)`,
      );
      return [];
    } finally {
      await app.close();
    }
  },
};
