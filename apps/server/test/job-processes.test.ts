import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { enqueueJob } from '../src/platform/jobs/enqueue.js';
import { createTestDatabase, type TestDatabase, testDialect } from './test-database.js';

/*
 * Several server processes on one database. PostgreSQL only: on SQLite one
 * process holds the database file, so there is nothing to coordinate.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const fixture = path.join(here, 'fixtures/job-process.ts');

interface ServerProcess {
  child: ChildProcess;
  lines: string[];
  /** The first line matching, waiting for it if need be. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM (graceful) or SIGKILL, and waits for the exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

const running = new Set<ServerProcess>();
const databases: TestDatabase[] = [];

afterEach(async () => {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  for (const database of databases.splice(0)) {
    await database.database.destroy();
    await database.drop();
  }
});

function startServer(databaseUrl: string, env: Record<string, string>): ServerProcess {
  // stdin stays a pipe from this process: when it ends however it ends, the server stops.
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', JOB_POLL_MS: '100', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const listeners = new Set<() => void>();
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete);
    listeners.forEach((listener) => listener());
  });
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => listeners.forEach((listener) => listener()));

  const server: ServerProcess = {
    child,
    lines,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no line ${pattern} in ${timeoutMs} ms:\n${errors.join('')}`)),
          timeoutMs,
        );
        const check = () => {
          const line = lines.find((candidate) => pattern.test(candidate));
          if (line !== undefined) finish(undefined, line);
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(new Error(`the server exited before ${pattern}:\n${errors.join('')}`));
        };
        const finish = (error?: Error, line?: string) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve(line!);
        };
        listeners.add(check);
        check();
      }),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      running.delete(server);
    },
  };
  running.add(server);
  return server;
}

async function freshDatabase() {
  const testDatabase = await createTestDatabase();
  databases.push(testDatabase);
  const { db } = testDatabase.database;
  await migrateToLatest(db);
  await sql`create table job_run_log (job_id integer not null, period varchar(40) not null, pid integer not null)`.execute(db);
  const runLog = async () =>
    (await sql<{ jobId: number; period: string; pid: number }>`select job_id, period, pid from job_run_log`.execute(db)).rows;
  return { db, url: testDatabase.url!, runLog };
}

const until = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

// Each test starts server processes, which take seconds each on a busy machine.
const processTimeout = { timeout: 120_000 };

describe.runIf(testDialect === 'postgres')('jobs across server processes (PostgreSQL only; not applicable on SQLite)', () => {
  it('runs a per-second schedule exactly once per period with two processes on one database', processTimeout, async () => {
    const { db, url, runLog } = await freshDatabase();
    const servers = [startServer(url, { FIXTURE_SCHEDULE: 'on' }), startServer(url, { FIXTURE_SCHEDULE: 'on' })];
    await Promise.all(servers.map((server) => server.waitFor(/^ready$/)));
    await until(async () => new Set((await runLog()).map((row) => row.period)).size >= 6, 30_000);
    await Promise.all(servers.map((server) => server.stop()));

    const runs = await runLog();
    const jobs = await db.selectFrom('job').select(['id', 'uniqueKey', 'status']).where('kind', '=', 'fixture.tick').execute();
    // Each period ran once; every job that ran is done; a job enqueued as the servers stopped may wait, unrun.
    const runsPerPeriod = new Map<string, number>();
    for (const run of runs) runsPerPeriod.set(run.period, (runsPerPeriod.get(run.period) ?? 0) + 1);
    expect([...runsPerPeriod.values()].every((count) => count === 1)).toBe(true);
    for (const job of jobs) {
      const ran = runs.filter((run) => run.jobId === job.id);
      expect(ran.length).toBe(job.status === 'done' ? 1 : 0);
      if (ran[0]) expect(job.uniqueKey).toBe(`fixture.tick:${ran[0].period}`);
    }
    expect(jobs.filter((job) => job.status === 'done').length).toBeGreaterThanOrEqual(6);

    // Both processes ticked the same periods; for each, exactly one of them created the job.
    const ticks = servers.map(
      (server) =>
        new Map(
          server.lines
            .map((line) => /^tick (fixture\.tick:\S+) (created|existing)$/.exec(line))
            .filter((match) => match !== null)
            .map((match) => [match[1]!, match[2] === 'created']),
        ),
    );
    const [first, second] = ticks as [Map<string, boolean>, Map<string, boolean>];
    const shared = [...first.keys()].filter((key) => second.has(key));
    expect(shared.length).toBeGreaterThanOrEqual(5);
    for (const key of shared) expect(Number(first.get(key)) + Number(second.get(key))).toBe(1);
  });

  it('runs a job again after its process is killed mid-job, and completes it exactly once', processTimeout, async () => {
    const { db, url, runLog } = await freshDatabase();
    const id = await enqueueJob(db, { kind: 'fixture.slow', payload: {} }, Date.now());
    const lease = { JOB_LEASE_MS: '1500' };

    const doomed = startServer(url, { ...lease, SLOW_JOB_MS: '600000' });
    await doomed.waitFor(new RegExp(`^started ${id} 1$`));
    // The handler has written its row inside the job's transaction: nothing is visible yet.
    expect(await runLog()).toEqual([]);
    expect(await db.selectFrom('job').select(['status', 'attempts']).where('id', '=', id!).executeTakeFirst()).toEqual({
      status: 'running',
      attempts: 1,
    });
    await doomed.stop('SIGKILL');
    expect(await runLog()).toEqual([]);

    const restarted = startServer(url, { ...lease, SLOW_JOB_MS: '200' });
    await restarted.waitFor(new RegExp(`^started ${id} 2$`), 15_000);
    const done = async () =>
      (await db.selectFrom('job').select('status').where('id', '=', id!).executeTakeFirst())?.status === 'done';
    await until(done, 15_000);
    // Longer than a lease: nothing claims it again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await restarted.stop();
    expect((await runLog()).map((run) => run.jobId)).toEqual([id]);
    expect(await db.selectFrom('job').select(['status', 'attempts']).where('id', '=', id!).executeTakeFirst()).toEqual({
      status: 'done',
      attempts: 2,
    });
  });
});
