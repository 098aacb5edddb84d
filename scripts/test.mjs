#!/usr/bin/env node
/*
 * `npm test`: every suite in order, then a summary. Suites that need what this
 * machine lacks (PostgreSQL via TEST_DATABASE_URL, Chromium) are skipped with
 * the reason; REQUIRE_ALL_SUITES=1 (CI) turns any skip into a failure.
 */
import { spawnSync } from 'node:child_process';
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

const totals = { passed: 0, failed: 0, failedInLast: 0 };

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
    ? vitest('api-postgres', ['--root', 'apps/server'], { TEST_DIALECT: 'postgres' })
    : { name: 'api-postgres', skip: 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)' },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  fs.existsSync(chromium)
    ? vitest('browser', ['--root', 'e2e'], { CHROMIUM_PATH: chromium })
    : { name: 'browser', skip: `no Chromium at ${chromium} (apt-get install -y chromium)` },
];

const only = process.argv.slice(2);
const results = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  if (suite.skip) {
    results.push({ name: suite.name, outcome: 'skipped', detail: suite.skip });
    continue;
  }
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(suite.command[0], suite.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let detail = `${seconds} s`;
  totals.failedInLast = 0;
  if (suite.report && fs.existsSync(suite.report)) {
    const report = JSON.parse(fs.readFileSync(suite.report, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.failedInLast = report.numFailedTests;
    detail = `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${seconds} s`;
    noteFailures(suite.name, report);
  }
  const outcome = run.status === 0 ? 'passed' : 'failed';
  // A suite that fails without a failing test (typecheck, build, a file that would not load) still counts as a failure.
  if (outcome === 'failed' && !(suite.report && fs.existsSync(suite.report) && totals.failedInLast > 0)) totals.failed += 1;
  results.push({ name: suite.name, outcome, detail });
}

console.log('\nSuite summary');
// The failing tests come last too, so the tail of a long log says what failed.
for (const line of flaky) console.log(`  FLAKY  ${line}`);
for (const line of failures) console.log(`  FAILED ${line}`);
for (const result of results) console.log(`  ${result.outcome.padEnd(8)} ${result.name.padEnd(13)} ${result.detail}`);
const failed = results.filter((result) => result.outcome === 'failed');
const skipped = results.filter((result) => result.outcome === 'skipped');
if (skipped.length && process.env.REQUIRE_ALL_SUITES === '1') {
  console.log(`\nREQUIRE_ALL_SUITES=1 and ${skipped.length} suite(s) were skipped: ${skipped.map((s) => s.name).join(', ')}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
const ok = failed.length === 0 && !(skipped.length && process.env.REQUIRE_ALL_SUITES === '1');
process.exit(ok ? 0 : 1);
