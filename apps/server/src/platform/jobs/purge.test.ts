import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany } from '../../../test/factories.js';
import { longestLockoutWindowMs } from '../auth/lockout.js';
import { expiryPurges } from '../../features/index.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { registerJobHandlers } from './background.js';
import { enqueueJob } from './enqueue.js';
import { createJobRegistry } from './registry.js';
import { runNextJob } from './worker.js';

type Db = Kysely<Database>;
const day = 24 * 60 * 60_000;
const prefix = 'purge-';

/** For each table: rows to seed around its expiry, named by a label, and whether the purge keeps them. */
interface TableCase {
  table: string;
  rows: Array<{ label: string; kept: boolean; at: (now: number) => number; extra?: Record<string, unknown> }>;
  insert(db: Db, label: string, at: number, companyId: number, extra: Record<string, unknown>): Promise<unknown>;
  labels(db: Db): Promise<string[]>;
}

// The test app runs with the default idle limit.
const idleMs = loadConfig({}).sessionIdleMs;

const cases: TableCase[] = [
  {
    table: 'session',
    rows: [
      { label: 'idle', kept: false, at: (now) => now - idleMs - 1 },
      { label: 'recent', kept: true, at: (now) => now - idleMs + 1000 },
    ],
    insert: (db, label, at, companyId) =>
      db
        .insertInto('session')
        .values({
          tokenHash: label,
          subjectKind: 'manager',
          subjectId: companyId,
          companyId,
          createdAt: at,
          lastSeenAt: at,
          ip: '',
        })
        .execute(),
    labels: async (db) => (await db.selectFrom('session').select('tokenHash as label').execute()).map((row) => row.label),
  },
  {
    table: 'single_use_secret',
    rows: [
      { label: 'captcha-expired', kept: false, at: (now) => now - 1 },
      { label: 'captcha-fresh', kept: true, at: (now) => now + 1000 },
      { label: 'sms-code-day-old', kept: false, at: (now) => now - day - 1 },
      // Kept a day so that it answers "expired" rather than "no code".
      { label: 'sms-code-just-expired', kept: true, at: (now) => now - 1 },
      { label: 'sms-code-fresh', kept: true, at: (now) => now + 1000 },
      { label: 'password-reset-expired', kept: false, at: (now) => now - 1 },
      { label: 'password-reset-fresh', kept: true, at: (now) => now + 1000 },
      { label: 'download-expired', kept: false, at: (now) => now - 1 },
      { label: 'download-fresh', kept: true, at: (now) => now + 1000 },
    ],
    insert: (db, label, at) =>
      db
        .insertInto('singleUseSecret')
        .values({
          purpose: /(captcha|sms-code|password-reset|download)/.exec(label)?.[1] ?? '',
          secretHash: label,
          subject: '',
          payload: '{}',
          createdAt: at,
          expiresAt: at,
          usedAt: null,
        })
        .execute(),
    labels: async (db) =>
      (await db.selectFrom('singleUseSecret').select('secretHash as label').execute()).map((row) => row.label),
  },
  {
    table: 'login_failure',
    rows: [
      { label: 'out-of-window', kept: false, at: (now) => now - longestLockoutWindowMs - 1 },
      { label: 'in-window', kept: true, at: (now) => now - longestLockoutWindowMs + 1000 },
    ],
    insert: (db, label, at) => db.insertInto('loginFailure').values({ subjectKind: 'manager', account: label, at }).execute(),
    labels: async (db) => (await db.selectFrom('loginFailure').select('account as label').execute()).map((row) => row.label),
  },
  {
    table: 'rate_counter',
    rows: [
      { label: 'old-window', kept: false, at: (now) => now - 120_000 },
      { label: 'current-window', kept: true, at: (now) => now - (now % 60_000) },
    ],
    insert: (db, label, at) => db.insertInto('rateCounter').values({ key: label, windowStart: at, hits: 3 }).execute(),
    labels: async (db) => (await db.selectFrom('rateCounter').select('key as label').execute()).map((row) => row.label),
  },
  {
    table: 'job',
    rows: [
      { label: 'done-8-days-ago', kept: false, at: (now) => now - 8 * day, extra: { status: 'done' } },
      { label: 'done-yesterday', kept: true, at: (now) => now - day, extra: { status: 'done' } },
      { label: 'failed-31-days-ago', kept: false, at: (now) => now - 31 * day, extra: { status: 'failed' } },
      { label: 'failed-8-days-ago', kept: true, at: (now) => now - 8 * day, extra: { status: 'failed' } },
      { label: 'waiting-since-long', kept: true, at: (now) => now - 40 * day, extra: { status: 'pending' } },
    ],
    insert: (db, label, at, _companyId, extra) =>
      db
        .insertInto('job')
        .values({
          kind: 'purge-expired',
          payload: '{}',
          uniqueKey: label,
          status: extra.status as 'done' | 'failed' | 'pending',
          maxAttempts: 1,
          runAt: at + 100 * day,
          createdAt: at,
          finishedAt: extra.status === 'pending' ? null : at,
        })
        .execute(),
    labels: async (db) =>
      (await db.selectFrom('job').select('uniqueKey as label').where('uniqueKey', 'is not', null).execute()).map(
        (row) => row.label!,
      ),
  },
];

const t = useTestApp();
beforeAll(async () => {
  const company = await buildCompany(t);
  const db = t.ctx.database.db;
  const now = t.clock.now();
  for (const tableCase of cases) {
    for (const row of tableCase.rows)
      await tableCase.insert(db, prefix + row.label, row.at(now), company.userid, row.extra ?? {});
  }
  // The purge runs as the schedule has it run: a job in the queue.
  const registry = createJobRegistry();
  registerJobHandlers(registry, expiryPurges);
  await enqueueJob(db, { kind: 'purge-expired', payload: { period: new Date(now).toISOString() } }, now);
  expect(await runNextJob(t.ctx, registry, { workerId: 'purge-test', leaseMs: 30_000 })).toBe(true);
  expect(await db.selectFrom('job').select('status').where('uniqueKey', 'is', null).execute()).toEqual([{ status: 'done' }]);
});

describe(`the scheduled purge (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(cases.map((tableCase) => [tableCase.table, tableCase] as const))(
    'deletes only the expired rows of %s',
    async (_table, tableCase) => {
      const survivors = (await tableCase.labels(t.ctx.database.db)).filter((label) => label.startsWith(prefix));
      const expected = tableCase.rows.filter((row) => row.kept).map((row) => prefix + row.label);
      expect(survivors.sort()).toEqual(expected.sort());
    },
  );
});
