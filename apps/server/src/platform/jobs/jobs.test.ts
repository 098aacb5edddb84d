import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import type { AppContext } from '../context.js';
import { startBackgroundWork } from './background.js';
import { retryDelayMs } from './backoff.js';
import { enqueueJob } from './enqueue.js';
import type { ScheduledRun } from './job-kinds.js';
import { claimNextJob } from './jobs.repo.js';
import { createJobRegistry } from './registry.js';
import { periodKey, schedule } from './schedule.js';
import { runNextJob, startJobWorker } from './worker.js';

declare module './job-kinds.js' {
  interface JobPayloads {
    'test.count': { key: string };
    'test.flaky': { key: string; failures: number };
    'test.unregistered': Record<string, never>;
    'test.tick': ScheduledRun;
  }
}

const t = useTestApp();

const leaseMs = 30_000;
const worker = { workerId: 'worker-a', leaseMs };

/** Handlers that leave a trace: each run adds a rate_counter row named by the payload's key (plain table, no keys to satisfy). */
const registry = createJobRegistry();
registry.register('test.count', async (ctx, payload, job) => {
  await ctx.database.db.insertInto('rateCounter').values({ key: payload.key, windowStart: job.attempts, hits: 1 }).execute();
});
registry.register('test.flaky', async (ctx, payload, job) => {
  await ctx.database.db.insertInto('rateCounter').values({ key: payload.key, windowStart: job.attempts, hits: 1 }).execute();
  if (job.attempts <= payload.failures) throw new Error(`attempt ${job.attempts} went wrong`);
});

const job = (id: number) => t.ctx.database.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const traces = (key: string) =>
  t.ctx.database.db.selectFrom('rateCounter').select('windowStart').where('key', '=', key).execute();
const enqueue = (...args: Parameters<typeof enqueueJob>) => enqueueJob(...args);
const logged = () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { ctx: { ...t.ctx, logger } satisfies AppContext, lines };
};

describe(`the job outbox (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('writes a job only when the transaction that enqueued it commits', async () => {
    const db = t.ctx.database.db;
    const now = t.clock.now();
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, { kind: 'test.count', payload: { key: 'rolled-back' }, uniqueKey: 'outbox:rolled-back' }, now);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = await db
      .transaction()
      .execute((trx) => enqueue(trx, { kind: 'test.count', payload: { key: 'committed' }, uniqueKey: 'outbox:committed' }, now));
    const keys = await db.selectFrom('job').select('uniqueKey').where('uniqueKey', 'like', 'outbox:%').execute();
    expect(keys).toEqual([{ uniqueKey: 'outbox:committed' }]);
    expect(await job(committed!)).toMatchObject({ status: 'pending', attempts: 0, maxAttempts: 5, runAt: now, createdAt: now });
  });

  it('treats a unique key that exists already as done: no second job', async () => {
    const now = t.clock.now();
    const first = await enqueue(t.ctx.database.db, { kind: 'test.count', payload: { key: 'u1' }, uniqueKey: 'dedupe:1' }, now);
    const again = await enqueue(t.ctx.database.db, { kind: 'test.count', payload: { key: 'u2' }, uniqueKey: 'dedupe:1' }, now);
    expect(first).toBeTypeOf('number');
    expect(again).toBeUndefined();
    const rows = await t.ctx.database.db.selectFrom('job').select('payload').where('uniqueKey', '=', 'dedupe:1').execute();
    expect(rows).toEqual([{ payload: '{"key":"u1"}' }]);
  });
});

describe(`the job worker (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('runs a due job once, with its payload, and marks it done in the same transaction', async () => {
    await drain();
    const id = (await enqueue(t.ctx.database.db, { kind: 'test.count', payload: { key: 'once' } }, t.clock.now()))!;
    const later = await enqueue(
      t.ctx.database.db,
      { kind: 'test.count', payload: { key: 'later' }, runAt: t.clock.now() + 5000 },
      t.clock.now(),
    );
    expect(await runNextJob(t.ctx, registry, worker)).toBe(true);
    expect(await runNextJob(t.ctx, registry, worker)).toBe(false);
    expect(await traces('once')).toHaveLength(1);
    expect(await job(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      finishedAt: t.clock.now(),
      lockedBy: null,
      lockedUntil: null,
    });
    expect((await job(later!)).status).toBe('pending');
    t.clock.advance(5000);
    expect(await runNextJob(t.ctx, registry, worker)).toBe(true);
    expect((await job(later!)).status).toBe('done');
  });

  it('rolls back a failed run, retries after 10 s then 20 s, and ends failed with the last error, logged with id and kind', async () => {
    await drain();
    const { ctx, lines } = logged();
    const id = (await enqueue(
      ctx.database.db,
      { kind: 'test.flaky', payload: { key: 'flaky', failures: 9 }, maxAttempts: 3 },
      t.clock.now(),
    ))!;
    const expectRetry = async (attempts: number, wait: number) => {
      const row = await job(id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts,
        lastError: `Error: attempt ${attempts} went wrong`,
        lockedBy: null,
      });
      expect(row.runAt).toBe(t.clock.now() + wait);
      expect(await runNextJob(ctx, registry, worker)).toBe(false);
      t.clock.advance(wait);
    };
    expect(await runNextJob(ctx, registry, worker)).toBe(true);
    await expectRetry(1, 10_000);
    expect(await runNextJob(ctx, registry, worker)).toBe(true);
    await expectRetry(2, 20_000);
    expect(await runNextJob(ctx, registry, worker)).toBe(true);
    expect(await job(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: attempt 3 went wrong',
      finishedAt: t.clock.now(),
    });
    expect(await traces('flaky')).toEqual([]);
    expect(await runNextJob(ctx, registry, worker)).toBe(false);
    const failures = lines.filter((line) => line.jobId === id);
    expect(failures.map((line) => [line.level, line.kind, line.attempts])).toEqual([
      [40, 'test.flaky', 1],
      [40, 'test.flaky', 2],
      [50, 'test.flaky', 3],
    ]);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok', failedJobs: 1 });
  });

  it('keeps the changes of the run that succeeds after failed ones, once', async () => {
    await drain();
    const id = (await enqueue(
      t.ctx.database.db,
      { kind: 'test.flaky', payload: { key: 'recovers', failures: 1 } },
      t.clock.now(),
    ))!;
    await runNextJob(t.ctx, registry, worker);
    t.clock.advance(retryDelayMs(1));
    await runNextJob(t.ctx, registry, worker);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2, lastError: 'Error: attempt 1 went wrong' });
    expect(await traces('recovers')).toEqual([{ windowStart: 2 }]);
  });

  it('fails a job of a kind no handler is registered for, visibly', async () => {
    await drain();
    const { ctx, lines } = logged();
    const id = (await enqueue(ctx.database.db, { kind: 'test.unregistered', payload: {}, maxAttempts: 1 }, t.clock.now()))!;
    expect(await runNextJob(ctx, registry, worker)).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'failed', lastError: 'Error: No handler for job kind "test.unregistered"' });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, jobId: id, kind: 'test.unregistered', msg: 'job failed for good' }),
    );
  });

  it('claims a job again once the lease of a worker that died has passed, and not before', async () => {
    await drain();
    const id = (await enqueue(t.ctx.database.db, { kind: 'test.count', payload: { key: 'orphan' } }, t.clock.now()))!;
    // A worker claims the job and dies before it finishes.
    expect(await claimNextJob(t.ctx.database.db, 'worker-that-died', t.clock.now(), leaseMs)).toMatchObject({ id, attempts: 1 });
    expect(await runNextJob(t.ctx, registry, worker)).toBe(false);
    t.clock.advance(leaseMs);
    expect(await runNextJob(t.ctx, registry, worker)).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await traces('orphan')).toEqual([{ windowStart: 2 }]);
  });

  it('fails a job whose worker died during its last attempt, without running it again', async () => {
    await drain();
    const id = (await enqueue(
      t.ctx.database.db,
      { kind: 'test.count', payload: { key: 'poison' }, maxAttempts: 1 },
      t.clock.now(),
    ))!;
    await claimNextJob(t.ctx.database.db, 'worker-that-died', t.clock.now(), leaseMs);
    t.clock.advance(leaseMs);
    expect(await runNextJob(t.ctx, registry, worker)).toBe(true);
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await job(id)).lastError).toMatch(/lease expired/);
    expect(await traces('poison')).toEqual([]);
  });

  it('runs jobs as they come while started, and finishes the job in hand when stopped', async () => {
    await drain();
    let release: () => void = () => undefined;
    const slow = createJobRegistry();
    const started: number[] = [];
    slow.register('test.count', async (ctx, payload, info) => {
      started.push(info.id);
      await new Promise<void>((resolve) => (release = resolve));
      await ctx.database.db.insertInto('rateCounter').values({ key: payload.key, windowStart: 0, hits: 1 }).execute();
    });
    const running = startJobWorker(t.ctx, slow, { ...worker, pollMs: 20 });
    const id = (await enqueue(t.ctx.database.db, { kind: 'test.count', payload: { key: 'in-hand' } }, t.clock.now()))!;
    await expect.poll(() => started, { timeout: 5000 }).toEqual([id]);
    const stopped = running.stop();
    release();
    await stopped;
    expect(await job(id)).toMatchObject({ status: 'done' });
    expect(await traces('in-hand')).toHaveLength(1);
  });
});

describe(`background work (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('runs the built-in and added kinds once started, and nothing more once stopped', async () => {
    await drain();
    const seen: string[] = [];
    const background = startBackgroundWork(t.ctx, {
      purges: [],
      register: (more) => more.register('test.count', async (_ctx, payload) => void seen.push(payload.key)),
    });
    const db = t.ctx.database.db;
    const purge = (await enqueue(db, { kind: 'purge-expired', payload: { period: 'now' } }, t.clock.now()))!;
    const counted = (await enqueue(db, { kind: 'test.count', payload: { key: 'started' } }, t.clock.now()))!;
    await expect
      .poll(async () => [(await job(purge)).status, (await job(counted)).status], { timeout: 10_000 })
      .toEqual(['done', 'done']);
    await background.stop();
    const late = (await enqueue(db, { kind: 'test.count', payload: { key: 'after-stop' } }, t.clock.now()))!;
    await new Promise((resolve) => setTimeout(resolve, t.ctx.config.jobPollMs + 200));
    expect((await job(late)).status).toBe('pending');
    expect(seen).toEqual(['started']);
  });
});

describe(`schedules (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('enqueue one job per period however many processes run them, keyed by the period start', async () => {
    const ticks: Array<[string, boolean]> = [];
    const onTick = (key: string, created: boolean) => ticks.push([key, created]);
    // Two schedules of one kind stand for two processes.
    const both = [
      schedule(t.ctx, 'test.tick', '* * * * * *', { onTick }),
      schedule(t.ctx, 'test.tick', '* * * * * *', { onTick }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 2600));
    await Promise.all(both.map((entry) => entry.stop()));
    const jobs = await t.ctx.database.db
      .selectFrom('job')
      .select(['uniqueKey', 'payload'])
      .where('kind', '=', 'test.tick')
      .execute();
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    for (const { uniqueKey, payload } of jobs) {
      const period = (JSON.parse(payload) as ScheduledRun).period;
      expect(uniqueKey).toBe(periodKey('test.tick', new Date(period)));
      expect(period).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
      expect(
        ticks
          .filter(([key]) => key === uniqueKey)
          .map(([, created]) => created)
          .sort(),
      ).toEqual([false, true]);
    }
  });

  it('refuses a pattern croner cannot read', () => {
    expect(() => schedule(t.ctx, 'test.tick', 'every tuesday')).toThrow();
  });
});

describe('retry backoff', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [40, 3_600_000],
  ])('waits after %i failed attempts %i ms', (attempts, wait) => {
    expect(retryDelayMs(attempts)).toBe(wait);
  });
});

/** Runs whatever an earlier test left due, so each test sees only its own jobs. */
async function drain() {
  const all = createJobRegistry();
  all.register('test.count', async () => undefined);
  all.register('test.flaky', async () => undefined);
  const quiet = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(quiet, all, worker));
}
