#!/usr/bin/env node
/*
 * `npm test`: every suite, then a summary with each suite's count and wall
 * time. Suites that need what this machine lacks (PostgreSQL via
 * TEST_DATABASE_URL, Chromium) are skipped with the reason;
 * REQUIRE_ALL_SUITES=1 (CI) turns any skip into a failure. The static checks
 * run side by side (typecheck on one core, lint then format on the other);
 * the unit and web tiers then have every core to themselves, and the API
 * tiers run beside the build and the browser tier (decision 0017).
 */
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-test-'));
const failures = [];
const flaky = [];

/**
 * `suite › file › test: first line of the message` for each test of a vitest
 * JSON report that failed, and for each that failed once and passed on its
 * retry (decision 0010).
 */
function noteFailures(suiteName, report) {
  const firstLine = (text) => (text ?? '').split('\n')[0].slice(0, 300);
  for (const file of report.testResults) {
    const where = `${suiteName} › ${path.relative(root, file.name)}`;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') failures.push(`${where}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults) {
      const line = `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`;
      if (test.status === 'failed') failures.push(line);
      else if (test.status === 'passed' && test.failureMessages?.length) flaky.push(line);
    }
  }
}

const totals = { passed: 0, failed: 0 };
const slowest = [];

/** The files of a report that took longest, so the summary shows where a slow suite spends its time. */
function slowestFiles(suiteName, report, count = 5) {
  return report.testResults
    .map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((file) => `${suiteName.padEnd(13)} ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}`);
}

const vitest = (name, args, env = {}) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...args,
    '--retry=1',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reportDir, `${name}.json`)}`,
  ],
  env,
  report: path.join(reportDir, `${name}.json`),
});

const suites = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  vitest('unit', ['--root', 'packages/contract', '--passWithNoTests']),
  vitest('web', ['--root', 'apps/web']),
  vitest('api-sqlite', ['--root', 'apps/server'], { TEST_DIALECT: 'sqlite' }),
  process.env.TEST_DATABASE_URL
    ? { ...vitest('api-postgres', ['--root', 'apps/server'], { TEST_DIALECT: 'postgres' }), ranOnceIn: 'api-sqlite' }
    : { name: 'api-postgres', skip: 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)' },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  fs.existsSync(chromium)
    ? vitest('browser', ['--root', 'e2e'], { CHROMIUM_PATH: chromium })
    : { name: 'browser', skip: `no Chromium at ${chromium} (apt-get install -y chromium)` },
];

const only = process.argv.slice(2);
const wanted = suites.filter((suite) => !only.length || only.includes(suite.name));
const results = new Map();
const startedAt = Date.now();

/** Runs one suite; its output streams when it runs alone, and is held until it ends when it shares the machine. */
function runSuite(suite, alone) {
  if (suite.skip) {
    results.set(suite.name, { name: suite.name, outcome: 'skipped', detail: suite.skip });
    return Promise.resolve();
  }
  const header = `\n=== ${suite.name}: ${suite.command.join(' ')}`;
  if (alone) console.log(header);
  const started = Date.now();
  const child = spawn(suite.command[0], suite.command.slice(1), {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...suite.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
      record(suite, code === 0 ? 'passed' : 'failed', ((Date.now() - started) / 1000).toFixed(1));
      resolve();
    });
  });
}

/** How many tests the named suite ran in files this report left out (the database-free tests, decision 0017). */
function testsOnlyIn(suiteName, report) {
  const other = suites.find((suite) => suite.name === suiteName)?.report;
  if (!other || !fs.existsSync(other)) return undefined;
  const here = new Set(report.testResults.map((file) => file.name));
  return JSON.parse(fs.readFileSync(other, 'utf8'))
    .testResults.filter((file) => !here.has(file.name))
    .reduce((count, file) => count + file.assertionResults.length, 0);
}

function record(suite, outcome, seconds) {
  let detail = `${seconds} s`;
  let failedTests = 0;
  if (suite.report && fs.existsSync(suite.report)) {
    const report = JSON.parse(fs.readFileSync(suite.report, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    failedTests = report.numFailedTests;
    detail = `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${seconds} s`;
    const ranOnce = suite.ranOnceIn && testsOnlyIn(suite.ranOnceIn, report);
    if (ranOnce !== undefined) detail += `, and ${ranOnce} dialect-free tests run once in ${suite.ranOnceIn}`;
    noteFailures(suite.name, report);
    slowest.push(...slowestFiles(suite.name, report));
  }
  // A suite that fails without a failing test (typecheck, build, a file that would not load) still counts as a failure.
  if (outcome === 'failed' && failedTests === 0) totals.failed += 1;
  results.set(suite.name, { name: suite.name, outcome, detail });
}

// A stage's lanes run side by side, each lane's suites in order. The static checks share the cores; the unit
// and web tiers have every core to themselves. The last stage's two lanes take about as long each, so neither
// waits for the other at the end; both keep the cores busy, so the run's length follows its total CPU time.
const stages = [
  [['typecheck'], ['lint', 'format']],
  [['unit']],
  [['web']],
  [
    ['build', 'browser'],
    ['api-sqlite', 'api-postgres'],
  ],
];
for (const stage of stages) {
  const lanes = stage
    .map((lane) => lane.map((name) => wanted.find((suite) => suite.name === name)).filter(Boolean))
    .filter((lane) => lane.length);
  await Promise.all(
    lanes.map(async (lane) => {
      for (const suite of lane) await runSuite(suite, lanes.length === 1);
    }),
  );
}

console.log('\nSlowest files of each suite');
for (const line of slowest) console.log(`  ${line}`);
console.log('\nSuite summary');
// The failing tests come last too, so the tail of a long log says what failed.
for (const line of flaky) console.log(`  FLAKY  ${line}`);
for (const line of failures) console.log(`  FAILED ${line}`);
const ordered = wanted.map((suite) => results.get(suite.name));
for (const result of ordered) console.log(`  ${result.outcome.padEnd(8)} ${result.name.padEnd(13)} ${result.detail}`);
const failed = ordered.filter((result) => result.outcome === 'failed');
const skipped = ordered.filter((result) => result.outcome === 'skipped');
if (skipped.length && process.env.REQUIRE_ALL_SUITES === '1') {
  console.log(`\nREQUIRE_ALL_SUITES=1 and ${skipped.length} suite(s) were skipped: ${skipped.map((s) => s.name).join(', ')}`);
}
const wallTime = ((Date.now() - startedAt) / 1000).toFixed(1);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''} in ${wallTime} s`,
);
const ok = failed.length === 0 && !(skipped.length && process.env.REQUIRE_ALL_SUITES === '1');
process.exit(ok ? 0 : 1);
