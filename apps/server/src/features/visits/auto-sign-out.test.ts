import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany } from '../../../test/factories.js';
import { insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';
import { featureSchedules } from '../index.js';
import { startBackgroundWork } from '../../platform/jobs/background.js';
import { schedule } from '../../platform/jobs/schedule.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { autoSignOutPattern, signOutExpired } from './auto-sign-out.job.js';

const t = useTestApp();
const minute = 60_000;
const hour = 60 * minute;
const quiet = () => ({ ...t.ctx, logger: pino({ level: 'silent' }) });

const visitState = (vid: number) =>
  t.ctx.database.db.selectFrom('visit').select(['signOutDate', 'signOutOpName']).where('id', '=', vid).executeTakeFirstOrThrow();
const signOutEvents = (vid: number) =>
  t.ctx.database.db
    .selectFrom('visitEvent')
    .select(['kind', 'at', 'operator'])
    .where('vid', '=', vid)
    .where('kind', '=', 'signedOut')
    .execute();

async function companyWithLimit(minutes: number) {
  const company = await buildCompany(t);
  await t.ctx.database.db.updateTable('company').set({ leaveExpiryTime: minutes }).where('id', '=', company.userid).execute();
  return company;
}

describe(`automatic sign-out at leave expiry (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs out exactly the visitors on site longer than their company leaveExpiryTime minutes, as "auto"', async () => {
    setClock(t, novemberAt(21, 20));
    const now = t.clock.now();
    const fourHours = await companyWithLimit(4 * 60);
    const off = await companyWithLimit(0);
    const expired = await insertVisit(t, fourHours, { visitdate: now - 4 * hour, appointmentDate: null });
    const longAgo = await insertVisit(t, fourHours, { visitdate: now - 50 * hour, appointmentDate: null });
    const recent = await insertVisit(t, fourHours, { visitdate: now - 4 * hour + 60_000, appointmentDate: null });
    const alreadyOut = await insertVisit(t, fourHours, {
      visitdate: now - 9 * hour,
      signOutDate: now - 8 * hour,
      signOutOpName: 'Desk',
      appointmentDate: null,
    });
    const notArrived = await insertVisit(t, fourHours, { appointmentDate: now - 9 * hour });
    const noLimit = await insertVisit(t, off, { visitdate: now - 90 * hour, appointmentDate: null });

    expect(await signOutExpired(quiet())).toBeGreaterThanOrEqual(2);

    for (const vid of [expired, longAgo]) {
      expect(await visitState(vid)).toEqual({ signOutDate: now, signOutOpName: 'auto' });
      expect(await signOutEvents(vid)).toEqual([{ kind: 'signedOut', at: now, operator: 'auto' }]);
    }
    expect(await visitState(recent)).toEqual({ signOutDate: null, signOutOpName: '' });
    expect(await visitState(alreadyOut)).toEqual({ signOutDate: now - 8 * hour, signOutOpName: 'Desk' });
    expect(await visitState(notArrived)).toEqual({ signOutDate: null, signOutOpName: '' });
    expect(await visitState(noLimit)).toEqual({ signOutDate: null, signOutOpName: '' });
    for (const vid of [recent, alreadyOut, notArrived, noLimit]) expect(await signOutEvents(vid)).toEqual([]);

    // A minute later the recent one has passed its limit too; those signed out stay as they were.
    setClock(t, now + 60_000);
    await signOutExpired(quiet());
    expect(await visitState(recent)).toEqual({ signOutDate: now + 60_000, signOutOpName: 'auto' });
    expect(await signOutEvents(expired)).toHaveLength(1);
  });

  it('reads the limit as minutes: 120 signs out a visitor on site for two hours, not one on site for 119 minutes', async () => {
    setClock(t, novemberAt(22, 20));
    const now = t.clock.now();
    const company = await companyWithLimit(120);
    const twoHours = await insertVisit(t, company, { visitdate: now - 120 * minute, appointmentDate: null });
    const almost = await insertVisit(t, company, { visitdate: now - 119 * minute, appointmentDate: null });
    await signOutExpired(quiet());
    expect(await visitState(twoHours)).toEqual({ signOutDate: now, signOutOpName: 'auto' });
    expect(await visitState(almost)).toEqual({ signOutDate: null, signOutOpName: '' });
  });

  it('is scheduled every five minutes by the background work', () => {
    expect(featureSchedules).toContainEqual(
      expect.objectContaining({ kind: 'visits.auto-sign-out', pattern: autoSignOutPattern }),
    );
    expect(autoSignOutPattern).toBe('*/5 * * * *');
  });

  it('runs once per period with two processes ticking the same schedule; each visitor signed out once', async () => {
    const company = await companyWithLimit(60);
    const now = t.clock.now();
    const vids = await Promise.all(
      [2, 3, 5].map((hours) => insertVisit(t, company, { visitdate: now - hours * hour, appointmentDate: null })),
    );
    const ticks: Array<[string, boolean]> = [];
    // Two schedules and two workers on one database stand for two processes.
    const both = [0, 1].map(() =>
      schedule(t.ctx, 'visits.auto-sign-out', '* * * * * *', { onTick: (key, created) => ticks.push([key, created]) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await Promise.all(both.map((entry) => entry.stop()));
    const registries = [0, 1].map(() => {
      const registry = createJobRegistry();
      registerJobHandlers(registry, [], featureSchedules);
      return registry;
    });
    const ctx = quiet();
    const runners = registries.map(async (registry, index) => {
      while (await runNextJob(ctx, registry, { workerId: `worker-${index}`, leaseMs: 30_000 }));
    });
    await Promise.all(runners);

    const jobs = await t.ctx.database.db
      .selectFrom('job')
      .select(['uniqueKey', 'status'])
      .where('kind', '=', 'visits.auto-sign-out')
      .execute();
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(jobs.every((job) => job.status === 'done')).toBe(true);
    expect(new Set(jobs.map((job) => job.uniqueKey)).size).toBe(jobs.length);
    // Each period's job is made once; a busy machine may skip one process's tick of a period, never add a second job.
    const ticksOf = (uniqueKey: string | null) => ticks.filter(([key]) => key === uniqueKey).map(([, created]) => created);
    for (const { uniqueKey } of jobs) expect(ticksOf(uniqueKey).filter(Boolean)).toEqual([true]);
    expect(jobs.some(({ uniqueKey }) => ticksOf(uniqueKey).includes(false))).toBe(true);
    for (const vid of vids) {
      expect(await visitState(vid)).toMatchObject({ signOutOpName: 'auto' });
      expect(await signOutEvents(vid)).toHaveLength(1);
    }
  });

  it('is registered with the background work that main starts', async () => {
    const background = startBackgroundWork(quiet(), { purges: [], featureSchedules });
    expect(background.registry.find('visits.auto-sign-out')).toBeTypeOf('function');
    await background.stop();
  });
});
