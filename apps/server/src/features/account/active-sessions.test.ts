import { type ActiveSession, type Envelope, Status, type SubjectKind, subjectKinds } from '@vestibule/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { seedEmployee } from '../../../test/people-factories.js';
import { buildApp } from '../../app.js';
import { openSession } from '../../platform/auth/sessions.js';
import { connectDatabase } from '../../platform/db/connect.js';

/* The caller's own sessions: listed newest first, ended one by one or all but the current, never another account's. */

const dialect = process.env.TEST_DIALECT ?? 'sqlite';
const minute = 60_000;
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A login call from a browser at an address; answers the envelope. */
async function loginFrom<T>(t: TestApp, name: string, body: object, client: { userAgent: string; ip: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { 'user-agent': client.userAgent },
    remoteAddress: client.ip,
  });
  return response.json<Envelope<T>>();
}

/** The Administrator signed in once more from that browser; answers the header value. */
async function adminSession(t: TestApp, company: TestCompany, client: { userAgent: string; ip: string }) {
  const digest = await passCaptcha(t, { email: company.email });
  const answer = await loginFrom<{ token: string }>(
    t,
    'Login',
    { email: company.email, password: company.password, digest },
    client,
  );
  expect(answer.status).toBe(0);
  return `${company.userid}-${answer.result.token}`;
}

const userInfoStatus = async (t: TestApp, token: string) => (await t.call('GetUserInfo', {}, token)).status;

describe(`active sessions (${dialect})`, () => {
  const t = useTestApp();
  const listOf = async (token: string) => {
    const answer = await t.call<ActiveSession[]>('getActiveSessions', {}, token);
    expect(answer.status).toBe(0);
    return answer.result;
  };

  it('lists both sign-ins of one Administrator, newest first, the current marked, with browser and address', async () => {
    const company = await buildCompany(t);
    const registeredAt = t.clock.now();
    t.clock.advance(minute);
    const laptop = await adminSession(t, company, { userAgent: windowsChrome, ip: '10.20.0.1' });
    t.clock.advance(minute);
    const phone = await adminSession(t, company, { userAgent: iphoneSafari, ip: '10.20.0.2' });
    const answer = await t.call<ActiveSession[]>('getActiveSessions', {}, phone);
    expect(answer.status).toBe(0);
    expect(answer.result).toHaveLength(3);
    expect(answer.result.map(({ id: _id, ...row }) => row)).toEqual([
      { createTime: registeredAt + 2 * minute, lastSeen: t.clock.now(), ip: '10.20.0.2', userAgent: iphoneSafari, current: true },
      {
        createTime: registeredAt + minute,
        lastSeen: registeredAt + minute,
        ip: '10.20.0.1',
        userAgent: windowsChrome,
        current: false,
      },
      expect.objectContaining({ createTime: registeredAt, current: false }),
    ]);
    // Seen from the laptop, the laptop is the current one.
    expect((await listOf(laptop)).map((row) => row.current)).toEqual([false, true, false]);
  });

  it('never shows a token or its hash', async () => {
    const company = await buildCompany(t);
    const other = await adminSession(t, company, { userAgent: windowsChrome, ip: '10.20.1.1' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/getActiveSessions',
      payload: {},
      headers: { 'x-coolvisit-token': other },
    });
    expect(response.body).not.toMatch(/[0-9a-f]{32}/i);
    expect(response.body).not.toMatch(/token/i);
  });

  it('endSession ends the other sign-in at once (27) and keeps the current', async () => {
    const company = await buildCompany(t);
    const laptop = await adminSession(t, company, { userAgent: windowsChrome, ip: '10.20.2.1' });
    expect(await userInfoStatus(t, laptop)).toBe(0);
    const laptopId = (await listOf(laptop)).find((row) => row.current)!.id;
    expect((await t.call('endSession', { id: laptopId }, company.token)).status).toBe(0);
    expect(await userInfoStatus(t, laptop)).toBe(Status.invalidToken);
    expect(await userInfoStatus(t, company.token)).toBe(0);
    expect((await listOf(company.token)).map((row) => row.id)).not.toContain(laptopId);
    // Once gone, it is not found.
    expect((await t.call('endSession', { id: laptopId }, company.token)).status).toBe(Status.noRecord);
  });

  it('endOtherSessions ends every other sign-in of the account and keeps the current', async () => {
    const company = await buildCompany(t);
    const others = [
      await adminSession(t, company, { userAgent: windowsChrome, ip: '10.20.3.1' }),
      await adminSession(t, company, { userAgent: iphoneSafari, ip: '10.20.3.2' }),
    ];
    const employee = await seedEmployee(t, company.userid);
    const employeeToken = await employeeSession(employee.phone, employee.userid);
    expect((await t.call('endOtherSessions', {}, company.token)).status).toBe(0);
    for (const token of others) expect(await userInfoStatus(t, token)).toBe(Status.invalidToken);
    expect(await userInfoStatus(t, company.token)).toBe(0);
    expect(await listOf(company.token)).toEqual([expect.objectContaining({ current: true })]);
    // Another account of the company keeps its sessions.
    expect(await userInfoStatus(t, employeeToken)).toBe(0);
  });

  async function employeeSession(phone: string, userid: number, userAgent = windowsChrome) {
    const digest = await passCaptcha(t, { phone });
    const answer = await loginFrom<{ empid: number; token: string }>(
      t,
      'empLogin',
      { phone, empPwd: 'emp-Pass1', digest, userid },
      { userAgent, ip: '10.20.4.1' },
    );
    expect(answer.status).toBe(0);
    return `${answer.result.empid}-${answer.result.token}`;
  }

  it("answers 57 for another account's or another company's session, and ends nothing", async () => {
    const acme = await buildCompany(t);
    const globex = await buildCompany(t);
    const employee = await seedEmployee(t, acme.userid);
    const employeeToken = await employeeSession(employee.phone, employee.userid);
    const employeeSessionId = (await listOf(employeeToken))[0]!.id;
    const acmeSessionId = (await listOf(acme.token))[0]!.id;
    const globexSessionId = (await listOf(globex.token))[0]!.id;
    for (const [caller, id] of [
      [acme.token, globexSessionId],
      [acme.token, employeeSessionId],
      [employeeToken, acmeSessionId],
      [globex.token, acmeSessionId],
    ] as const) {
      expect((await t.call('endSession', { id }, caller)).status).toBe(Status.noRecord);
    }
    for (const token of [acme.token, globex.token, employeeToken]) expect(await userInfoStatus(t, token)).toBe(0);
  });

  it('records the browser at every sign-in call: Register, Login, empLogin and LoginManager', async () => {
    const registered = await loginFrom<{ userid: number; token: string }>(
      t,
      'Register',
      {
        name: 'Ada',
        company: `Agents ${Date.now()}`,
        email: `agents-${Date.now()}@example.com`,
        phone: `137${String(Date.now()).slice(-8)}`,
        password: 'secret-Pass1',
      },
      { userAgent: 'Register browser', ip: '10.20.5.1' },
    );
    expect(registered.status).toBe(0);
    const adminToken = `${registered.result.userid}-${registered.result.token}`;
    expect((await listOf(adminToken))[0]).toMatchObject({ userAgent: 'Register browser', ip: '10.20.5.1' });

    const employee = await seedEmployee(t, registered.result.userid);
    const employeeToken = await employeeSession(employee.phone, employee.userid, 'Employee browser');
    expect(await listOf(employeeToken)).toEqual([expect.objectContaining({ userAgent: 'Employee browser', current: true })]);

    const account = `agentdesk${Date.now().toString(36)}`;
    await t.call('AddManager', { account, password: 'desk-Pass1', sname: 'Desk' }, adminToken);
    const digest = await passCaptcha(t, { email: account });
    const desk = await loginFrom<{ token: string }>(
      t,
      'LoginManager',
      { account, password: 'desk-Pass1', digest },
      { userAgent: 'Desk browser', ip: '10.20.5.3' },
    );
    expect(desk.status).toBe(0);
    const deskSessions = await listOf(`${account}-${desk.result.token}`);
    expect(deskSessions).toEqual([expect.objectContaining({ userAgent: 'Desk browser', ip: '10.20.5.3', current: true })]);
  });

  // A resident company's session also needs the company's grant, and a manager's its account, which a bare session
  // here has not (deputies.test.ts ends a manager's sessions).
  const kindsActingAlone = subjectKinds.filter((kind) => kind !== 'subaccount' && kind !== 'deputy');

  it.each(kindsActingAlone)(
    'a %s session lists and ends only the sessions of its own kind and subject',
    async (kind: SubjectKind) => {
      const company = await buildCompany(t);
      const subject = { kind, subjectId: company.userid, companyId: company.userid };
      const open = async () => `${company.userid}-${(await openSession(t.ctx, subject, '10.20.6.1', 'Agent')).token}`;
      const [first, second] = [await open(), await open()];
      const listed = await listOf(first);
      // A kind acting as the company shares its subject id with the Administrator, never its sessions.
      expect(listed).toHaveLength(kind === 'manager' ? 3 : 2);
      expect((await t.call('endOtherSessions', {}, first)).status).toBe(0);
      // getActiveSessions is open to every kind, so it tells whether a session still works.
      const sessionStatus = async (token: string) => (await t.call('getActiveSessions', {}, token)).status;
      expect(await sessionStatus(second)).toBe(Status.invalidToken);
      expect(await sessionStatus(first)).toBe(0);
      expect(await sessionStatus(company.token)).toBe(kind === 'manager' ? Status.invalidToken : 0);
    },
  );

  it('leaves out sessions idle past the limit', async () => {
    const company = await buildCompany(t);
    const stale = await adminSession(t, company, { userAgent: windowsChrome, ip: '10.20.7.1' });
    expect(await userInfoStatus(t, stale)).toBe(0);
    t.clock.advance(t.ctx.config.sessionIdleMs + 2 * minute);
    const fresh = await adminSession(t, company, { userAgent: iphoneSafari, ip: '10.20.7.2' });
    expect(await listOf(fresh)).toEqual([expect.objectContaining({ userAgent: iphoneSafari, current: true })]);
  });
});

describe.runIf(dialect === 'postgres')('ending a session across two processes on one PostgreSQL database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await startTestApp();
    const database = connectDatabase({ databaseUrl: first.databaseUrl, sqliteFile: '', poolSize: 2 });
    second = await buildApp({ config: first.ctx.config, database, clock: first.clock });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  const statusOn = async (token: string) =>
    (
      await second.app.inject({ method: 'POST', url: '/api/GetUserInfo', payload: {}, headers: { 'x-coolvisit-token': token } })
    ).json<{
      status: number;
    }>().status;

  /** The other process hears of the end through NOTIFY: give it a moment, never the cache's lifetime. */
  const soon = async (check: () => Promise<boolean>) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };

  it('endSession and endOtherSessions in one process end the sessions in the other', async () => {
    const company = await buildCompany(first);
    const [laptop, phone] = [
      await adminSession(first, company, { userAgent: windowsChrome, ip: '10.21.0.1' }),
      await adminSession(first, company, { userAgent: iphoneSafari, ip: '10.21.0.2' }),
    ];
    for (const token of [laptop, phone]) expect(await statusOn(token)).toBe(0);
    const sessions = await first.call<ActiveSession[]>('getActiveSessions', {}, laptop);
    const laptopId = sessions.result.find((row) => row.current)!.id;
    expect((await first.call('endSession', { id: laptopId }, company.token)).status).toBe(0);
    expect(await soon(async () => (await statusOn(laptop)) === Status.invalidToken)).toBe(true);
    expect((await first.call('endOtherSessions', {}, company.token)).status).toBe(0);
    expect(await soon(async () => (await statusOn(phone)) === Status.invalidToken)).toBe(true);
    expect(await statusOn(company.token)).toBe(0);
  });
});
