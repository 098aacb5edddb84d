import { Status, type VisitOverview } from '@vestibule/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { startServer, stopServers } from '../../../test/server-processes.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';
import { buildAppointment, insertVisit, novemberAt, setClock, setCompanySettings } from '../../../test/visit-factories.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let otherHost: TestEmployee;
let base: string;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
  otherHost = await seedEmployee(t, other.userid, { empName: 'Olga Host', password: null });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(stopServers);
beforeEach(() => setClock(t, novemberAt(21, 9)));

const staff = (company: TestCompany) => sessionToken(t, company, 'manager', company.userid);
const overview = async (token: string) => (await t.call<VisitOverview>('getVisitOverview', {}, token)).result;

/** Reads a server-sent event stream; `events` holds the event names seen so far. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { 'x-coolvisit-token': token }, signal: controller.signal });
  const events: string[] = [];
  const comments: string[] = [];
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
        if (block.startsWith(':')) comments.push(block.slice(1).trim());
        const name = /^event: (.*)$/m.exec(block)?.[1];
        if (name) events.push(name);
      }
    }
  })();
  const connected = async () => {
    while (comments.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  await connected();
  return {
    response,
    events,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe(`getVisitOverview (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("counts today's visits by state, lists who is on site by sign-in, and fills every day of the last 30", async () => {
    const fresh = await buildCompany(t);
    const token = await staff(fresh);
    // Expected today: two not yet arrived; one refused by the host; one declined invitation.
    await insertVisit(t, fresh, { appointmentDate: novemberAt(21, 10) });
    await insertVisit(t, fresh, { appointmentDate: novemberAt(21, 15) });
    await insertVisit(t, fresh, { appointmentDate: novemberAt(21, 11), permission: 2 });
    await insertVisit(t, fresh, { appointmentDate: novemberAt(21, 11), signinType: 1, status: 4 });
    // On site: one signed in today at 8:30, one yesterday never signed out, one at 8:00 today.
    const late = await insertVisit(t, fresh, {
      vname: 'Late Lee',
      visitdate: novemberAt(21, 8, 30),
      vType: 'Guest',
      signInGate: 'North',
    });
    const yesterday = await insertVisit(t, fresh, { vname: 'Yuri', visitdate: novemberAt(20, 16), vType: 'Guest' });
    const early = await insertVisit(t, fresh, {
      vname: 'Early Eve',
      vphone: '13800000001',
      vcompany: 'Eve Co',
      empName: 'Hannah Host',
      empPhone: '13900000009',
      visitdate: novemberAt(21, 8),
      vType: 'Contractor',
    });
    // Signed out today; signed in 29 days ago (in the window) and 30 days ago (out of it).
    await insertVisit(t, fresh, { visitdate: novemberAt(21, 7), signOutDate: novemberAt(21, 8), vType: 'Guest' });
    await insertVisit(t, fresh, { visitdate: novemberAt(22 - 30, 9), signOutDate: novemberAt(22 - 30, 10), vType: 'Guest' });
    await insertVisit(t, fresh, { visitdate: novemberAt(21 - 30, 9), signOutDate: novemberAt(21 - 30, 10) });
    // Another company's visitor on site changes nothing here.
    await insertVisit(t, other, { visitdate: novemberAt(21, 8) });

    const result = await overview(token);
    expect(result.today).toEqual({ expected: 2, signedIn: 3, signedOut: 1, refused: 2 });
    expect(result.onSite.map((row) => row.vid)).toEqual([yesterday, early, late]);
    expect(result.onSite[1]).toEqual({
      vid: early,
      vname: 'Early Eve',
      vphone: '13800000001',
      vcompany: 'Eve Co',
      empName: 'Hannah Host',
      empPhone: '13900000009',
      visitdate: novemberAt(21, 8),
      signInGate: '',
    });
    expect(result.perDay).toHaveLength(30);
    expect(result.perDay[0]).toEqual({ day: '2026-10-23', count: 1 });
    expect(result.perDay[28]).toEqual({ day: '2026-11-20', count: 1 });
    expect(result.perDay[29]).toEqual({ day: '2026-11-21', count: 3 });
    expect(result.perDay.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(result.byType).toEqual([
      { vType: 'Guest', count: 4 },
      { vType: 'Contractor', count: 1 },
    ]);
  });

  it('shows a Subcompany only its own visits and refuses employees (610)', async () => {
    const fresh = await buildCompany(t);
    const [branch, sibling] = [await buildSubAccount(t, fresh), await buildSubAccount(t, fresh)];
    await insertVisit(t, fresh, { visitdate: novemberAt(21, 8), subaccountId: branch.id });
    await insertVisit(t, fresh, { visitdate: novemberAt(21, 8), subaccountId: sibling.id });
    await insertVisit(t, fresh, { appointmentDate: novemberAt(21, 12), subaccountId: sibling.id });
    const own = await overview(branch.token);
    expect(own.today).toEqual({ expected: 0, signedIn: 1, signedOut: 0, refused: 0 });
    expect((await overview(await staff(fresh))).today).toMatchObject({ expected: 1, signedIn: 2 });
    const employee = await sessionToken(t, fresh, 'employee', 1);
    expect((await t.call('getVisitOverview', {}, employee)).status).toBe(Status.noPermission);
  });
});

describe(`GET /api/events (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('answers a missing or unknown token with the JSON envelope and streams nothing', async () => {
    const none = await fetch(`${base}/api/events`);
    expect(none.headers.get('content-type')).toMatch(/json/);
    expect(((await none.json()) as { status: number }).status).toBe(Status.noToken);
    const unknown = await fetch(`${base}/api/events`, { headers: { 'x-coolvisit-token': 'nonsense' } });
    expect([Status.noToken, Status.tokenExpired, Status.invalidToken]).toContain(
      ((await unknown.json()) as { status: number }).status,
    );
  });

  it("tells a company's stream of its own visitors signing in, never of another company's", async () => {
    const acmeToken = await staff(acme);
    const otherToken = await staff(other);
    const stream = await openStream(`${base}/api/events`, otherToken);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Acme's visitor signs in: the other company's stream stays quiet.
    const acmeVisit = await buildAppointment(t, acmeToken, { empid: host.empid, appointmentDate: novemberAt(21, 10) });
    expect((await t.call('VisitAppointmentSignin', { vid: acmeVisit }, acmeToken)).status).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events).toEqual([]);
    // Its own visitor signs in: one event.
    const own = await buildAppointment(t, otherToken, { empid: otherHost.empid, appointmentDate: novemberAt(21, 10) });
    stream.events.length = 0;
    expect((await t.call('VisitAppointmentSignin', { vid: own }, otherToken)).status).toBe(0);
    await until(() => stream.events.includes('visits'));
    await stream.close();
  });

  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'carries the event to a stream held by another server process',
    async () => {
      const second = startServer(t.databaseUrl!, {});
      const address = (await second.waitFor(/^listening /)).split(' ')[1]!;
      // The other process keeps real time: sessions and the visit are made now.
      setClock(t, Date.now());
      await setCompanySettings(t, other, { preExtendTime: 0, latExtendTime: 0 });
      const token = await staff(other);
      const stream = await openStream(`${address}/api/events`, token);
      const vid = await buildAppointment(t, token, { empid: otherHost.empid, appointmentDate: Date.now() + 10 * 60_000 });
      stream.events.length = 0;
      expect((await t.call('VisitAppointmentSignin', { vid }, token)).status).toBe(0);
      await until(() => stream.events.includes('visits'), 10_000);
      await stream.close();
    },
    60_000,
  );
});

describe(`data control (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('shows every column and kind until the manager chooses, then keeps the choice per company in list order', async () => {
    const fresh = await buildCompany(t);
    const token = await staff(fresh);
    const all = {
      columns: ['visitor', 'phone', 'host', 'type', 'appointment', 'signIn', 'signOut', 'status'],
      kinds: [0, 1, 2, 3],
    };
    expect((await t.call('getDataControl', {}, token)).result).toEqual(all);
    const saved = await t.call('updateDataControl', { columns: ['status', 'visitor'], kinds: ['2', 0] }, token);
    expect(saved).toMatchObject({ status: 0, result: { columns: ['visitor', 'status'], kinds: [0, 2] } });
    expect((await t.call('getDataControl', {}, token)).result).toEqual({ columns: ['visitor', 'status'], kinds: [0, 2] });
    // Saving again replaces the row; another company still sees everything.
    await t.call('updateDataControl', { columns: ['phone'], kinds: [3] }, token);
    expect((await t.call('getDataControl', {}, token)).result).toEqual({ columns: ['phone'], kinds: [3] });
    expect((await t.call('getDataControl', {}, await staff(other))).result).toEqual(all);
    // Reception reads it (the lists honour it) but cannot change it.
    const reception = await sessionToken(t, fresh, 'reception', 1);
    expect((await t.call('getDataControl', {}, reception)).result).toEqual({ columns: ['phone'], kinds: [3] });
    expect((await t.call('updateDataControl', { columns: ['phone'], kinds: [0] }, reception)).status).toBe(Status.noPermission);
  });

  it('refuses an empty, unknown or repeated choice with 604 naming the field, and keeps the saved one', async () => {
    const fresh = await buildCompany(t);
    const token = await staff(fresh);
    await t.call('updateDataControl', { columns: ['visitor'], kinds: [1] }, token);
    const refused = [
      [{ columns: [], kinds: [0] }, 'columns'],
      [{ columns: ['password'], kinds: [0] }, 'columns.0'],
      [{ columns: ['visitor', 'visitor'], kinds: [0] }, 'columns'],
      [{ columns: ['visitor'], kinds: [] }, 'kinds'],
      [{ columns: ['visitor'], kinds: [4] }, 'kinds.0'],
      [{ columns: ['visitor'], kinds: [1, 1] }, 'kinds'],
      [{ columns: ['visitor'] }, 'kinds'],
    ] as const;
    for (const [body, field] of refused) {
      const answer = await t.call('updateDataControl', body, token);
      expect(answer, JSON.stringify(body)).toMatchObject({ http: 200, status: Status.invalidField, result: field });
    }
    expect((await t.call('getDataControl', {}, token)).result).toEqual({ columns: ['visitor'], kinds: [1] });
  });
});
