import net from 'node:net';
import { Status } from '@vestibule/contract';
import pino from 'pino';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { startServer, stopServers } from '../../../test/server-processes.js';
import { buildAppointment, insertVisit, novemberAt, setClock, setCompanySettings } from '../../../test/visit-factories.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { storePicture } from '../files/files.service.js';
import { expiryPurges, featureJobs } from '../index.js';
import { hostNoticeKey } from './host-notice.job.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let mute: TestEmployee;
let otherHost: TestEmployee;
let base: string;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', empEmail: 'hannah@acme.test', password: null });
  mute = await seedEmployee(t, acme.userid, { empName: 'Mo Nomail', empEmail: '', password: null });
  otherHost = await seedEmployee(t, other.userid, { empName: 'Olga Host', empEmail: 'olga@other.test', password: null });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(stopServers);
beforeEach(async () => {
  setClock(t, novemberAt(21, 9));
  await setCompanySettings(t, acme, { preExtendTime: 0, latExtendTime: 0 });
});

const staff = (company: TestCompany) => sessionToken(t, company, 'manager', company.userid);
const expected = async (fields: Record<string, unknown> = {}) =>
  buildAppointment(t, await staff(acme), { empid: host.empid, appointmentDate: novemberAt(21, 10), ...fields });
const signIn = async (vid: number, fields: Record<string, unknown> = {}) =>
  t.call('VisitAppointmentSignin', { vid, ...fields }, await staff(acme));
const noticeJobs = (vid: number) =>
  t.ctx.database.db.selectFrom('job').select(['id', 'status', 'payload']).where('uniqueKey', '=', hostNoticeKey(vid)).execute();
const mailsTo = (address: string) => t.mail.received.filter((mail) => mail.to.includes(address));

const registry = createJobRegistry();
registerJobHandlers(registry, expiryPurges, [], featureJobs);
const worker = { workerId: 'host-notice-test', leaseMs: 30_000 };
/** Runs every due job, as the worker would. */
async function runJobs() {
  const ctx = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(ctx, registry, worker));
}

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

describe(`the host's arrival mail (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('enqueues exactly one job with the sign-in and mails the host once: visitor, company, photo, time, gate', async () => {
    const photo = await storePicture(t.ctx, acme.userid, { filename: 'face.png', data: tinyPng() } as never);
    const vid = await expected({ name: 'Vera Visitor', vcompany: 'Globex' });
    setClock(t, novemberAt(21, 9, 42));
    expect((await signIn(vid, { signInGate: 'North Gate', photoUrl: photo.url })).status).toBe(0);

    const jobs = await noticeJobs(vid);
    expect(jobs).toEqual([{ id: expect.any(Number), status: 'pending', payload: JSON.stringify({ vid }) }]);
    expect(mailsTo('hannah@acme.test')).toEqual([]);
    await runJobs();
    await runJobs();

    const mails = mailsTo('hannah@acme.test');
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(raw).toContain('Subject: Your visitor Vera Visitor from Globex has arrived');
    expect(raw).toMatch(/Message-ID: <host-notice\.\d+@/);
    for (const field of ['Visitor: Vera Visitor', 'Company: Globex', 'Signed in: 2026-11-21 09:42', 'Gate: North Gate']) {
      expect(raw).toContain(field);
    }
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(raw).toMatch(/Content-ID: <visitor-photo\.\d+@vestibule>/);
    expect(raw).toContain('src="cid:visitor-photo.');
    expect((await noticeJobs(vid)).map((job) => job.status)).toEqual(['done']);
  });

  it('sends no second mail for a visit whose notice is recorded, whatever job asks again', async () => {
    const vid = await expected({ name: 'Rita Repeat' });
    await signIn(vid);
    await runJobs();
    expect(mailsTo('hannah@acme.test').filter((mail) => mail.raw.includes('Rita Repeat'))).toHaveLength(1);
    // A repeated run of the notice (its first run sent, then its completion was lost) finds the record and stops.
    await enqueueJob(t.ctx.database.db, { kind: 'visits.notify-host', payload: { vid }, companyId: acme.userid }, t.clock.now());
    await runJobs();
    expect(mailsTo('hannah@acme.test').filter((mail) => mail.raw.includes('Rita Repeat'))).toHaveLength(1);
  });

  it('a signed-in visit without a photo has no picture; a host without email, or no host, gets no job', async () => {
    const plain = await expected({ name: 'Paul Plain' });
    const toMute = await expected({ name: 'Nina Nomail', empid: mute.empid });
    const hostless = await insertVisit(t, acme, { empid: 0, appointmentDate: null, vname: 'Harry Hostless' });
    for (const vid of [plain, toMute, hostless]) expect((await signIn(vid)).status).toBe(0);
    expect(await noticeJobs(toMute)).toEqual([]);
    expect(await noticeJobs(hostless)).toEqual([]);
    await runJobs();
    const mail = mailsTo('hannah@acme.test').find((candidate) => candidate.raw.includes('Paul Plain'));
    expect(mail?.raw).not.toContain('Content-ID');
    expect(t.mail.received.some((candidate) => /Nina Nomail|Harry Hostless/.test(candidate.raw))).toBe(false);
  });

  it("never tells another company's employee, even when a visit names their id", async () => {
    const vid = await insertVisit(t, acme, { empid: otherHost.empid, appointmentDate: null, vname: 'Ivan Intruder' });
    expect((await signIn(vid)).status).toBe(0);
    expect(await noticeJobs(vid)).toEqual([]);
    await runJobs();
    expect(mailsTo('olga@other.test')).toEqual([]);
  });
});

/** Reads a server-sent event stream; `arrivals` holds the data of each `arrival` event. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'x-coolvisit-token': token }, signal: controller.signal });
  const arrivals: Array<Record<string, unknown>> = [];
  let connected = false;
  let buffered = '';
  const reading = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks) {
        if (block.startsWith(': connected')) connected = true;
        const data = /^event: arrival\ndata: (.*)$/m.exec(block)?.[1];
        if (data) arrivals.push(JSON.parse(data) as Record<string, unknown>);
      }
    }
  })();
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await until(() => connected);
  return {
    response,
    arrivals,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

describe(`GET /api/events/mine (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('tells a signed-in employee of their own visitors only', async () => {
    const hostToken = await sessionToken(t, acme, 'employee', host.empid);
    const muteToken = await sessionToken(t, acme, 'employee', mute.empid);
    const [mine, theirs] = await Promise.all([
      openStream(`${base}/api/events/mine`, hostToken),
      openStream(`${base}/api/events/mine`, muteToken),
    ]);
    const vid = await expected({ name: 'Sam Stream', vcompany: 'Initech' });
    const silent = await insertVisit(t, other, { empid: host.empid, appointmentDate: null, vname: 'Other Co Guest' });
    await t.call('VisitAppointmentSignin', { vid: silent }, await staff(other));
    expect((await signIn(vid)).status).toBe(0);
    await until(() => mine.arrivals.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.arrivals).toEqual([{ vid, vname: 'Sam Stream', vcompany: 'Initech', at: novemberAt(21, 9) }]);
    expect(theirs.arrivals).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);
  });

  it('refuses a missing session and a session that is not an employee with the envelope', async () => {
    const none = await fetch(`${base}/api/events/mine`);
    expect(((await none.json()) as { status: number }).status).toBe(Status.noToken);
    const manager = await fetch(`${base}/api/events/mine`, { headers: { 'x-coolvisit-token': await staff(acme) } });
    expect(((await manager.json()) as { status: number }).status).toBe(Status.noPermission);
  });
});

const processTimeout = 120_000;

describe.runIf(process.env.TEST_DIALECT === 'postgres')(
  'the arrival mail across a SIGKILL (PostgreSQL only: on SQLite one process holds the database)',
  () => {
    it(
      'mails exactly once after the server is killed between the sign-in and the mail',
      async () => {
        // The server processes keep real time: sessions and the visit are made now.
        setClock(t, Date.now());
        await setCompanySettings(t, other, { preExtendTime: 0, latExtendTime: 0 });
        const token = await staff(other);
        const vid = await buildAppointment(t, token, { empid: otherHost.empid, name: 'Kim Killed', appointmentDate: Date.now() });
        const mail = { SMTP_URL: t.mail.url };
        // Its worker looks once at start, then not for ten minutes; a schedule's tick may still wake it, so its
        // mail server never answers: the job waits, committed and unsent (pending, or running on a short lease).
        const silent = net.createServer(() => undefined);
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
        const silentPort = (silent.address() as net.AddressInfo).port;
        const doomed = startServer(t.databaseUrl!, {
          SMTP_URL: `smtp://127.0.0.1:${silentPort}`,
          JOB_POLL_MS: '600000',
          JOB_LEASE_MS: '2000',
        });
        const address = (await doomed.waitFor(/^listening /)).split(' ')[1]!;
        await doomed.waitFor(/^ready$/);
        const answer = await fetch(`${address}/api/VisitAppointmentSignin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-coolvisit-token': token },
          body: JSON.stringify({ vid, signInGate: 'East' }),
        });
        expect(((await answer.json()) as { status: number }).status).toBe(0);
        expect(['pending', 'running']).toContain((await noticeJobs(vid))[0]?.status);
        await doomed.stop('SIGKILL');
        silent.close();
        expect(mailsTo('olga@other.test')).toEqual([]);

        const restarted = startServer(t.databaseUrl!, { ...mail, JOB_POLL_MS: '100' });
        await restarted.waitFor(/^ready$/);
        await until(async () => (await noticeJobs(vid))[0]?.status === 'done', 30_000);
        // Longer than a few polls: nothing sends it again.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await restarted.stop();
        const mails = mailsTo('olga@other.test');
        expect(mails).toHaveLength(1);
        expect(mails[0]!.raw).toContain('Kim Killed');
        expect(mails[0]!.raw).toContain('Gate: East');
      },
      processTimeout,
    );
  },
);
