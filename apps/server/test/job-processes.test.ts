import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/platform/jobs/enqueue.js';
import { freshDatabase, startServer, stopServers } from './server-processes.js';
import { testDialect } from './test-database.js';

/*
 * Several server processes on one database. PostgreSQL only: on SQLite one
 * process holds the database file, so there is nothing to coordinate.
 */

afterEach(stopServers);

async function jobDatabase() {
  const { db, url } = await freshDatabase();
  await sql`create table job_run_log (job_id integer not null, period varchar(40) not null, pid integer not null)`.execute(db);
  const runLog = async () =>
    (await sql<{ jobId: number; period: string; pid: number }>`select job_id, period, pid from job_run_log`.execute(db)).rows;
  return { db, url, runLog };
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
    const { db, url, runLog } = await jobDatabase();
    const servers = [startServer(url, { FIXTURE_SCHEDULE: 'on' }), startServer(url, { FIXTURE_SCHEDULE: 'on' })];
    await Promise.all(servers.map((server) => server.waitFor(/^ready$/)));
    const ticksOf = (server: (typeof servers)[number]) =>
      new Map(
        server.lines
          .map((line) => /^tick (fixture\.tick:\S+) (created|existing)$/.exec(line))
          .filter((match) => match !== null)
          .map((match) => [match[1]!, match[2] === 'created']),
      );
    const sharedTicks = () => {
      const [first, second] = servers.map(ticksOf) as [Map<string, boolean>, Map<string, boolean>];
      return [...first.keys()].filter((key) => second.has(key));
    };
    // A loaded machine may delay one process past a period: wait until both have ticked five periods in common.
    await until(async () => new Set((await runLog()).map((row) => row.period)).size >= 6 && sharedTicks().length >= 5, 30_000);
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
    const [first, second] = servers.map(ticksOf) as [Map<string, boolean>, Map<string, boolean>];
    const shared = sharedTicks();
    expect(shared.length).toBeGreaterThanOrEqual(5);
    for (const key of shared) expect(Number(first.get(key)) + Number(second.get(key))).toBe(1);
  });

  it('runs a job again after its process is killed mid-job, and completes it exactly once', processTimeout, async () => {
    const { db, url, runLog } = await jobDatabase();
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
