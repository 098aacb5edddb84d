import { Status } from '@vestibule/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, useTestApp } from '../../../test/api-harness.js';
import { buildCompany, signIn } from '../../../test/factories.js';
import { employeeToken, seedEmployee } from '../../../test/people-factories.js';
import { buildApp } from '../../app.js';
import { connectDatabase } from '../db/connect.js';

/* Sessions: read from the cache, every use moves the idle limit, and an ended session ends in every process at once. */

const dialect = process.env.TEST_DIALECT ?? 'sqlite';
const minute = 60_000;

describe(`the session cache (${dialect})`, () => {
  const t = useTestApp({ SESSION_IDLE_MINUTES: '1' });

  const userInfo = (token: string) => t.call('GetUserInfo', {}, token);

  it('keeps a session used every 20 seconds alive past the idle limit, and ends it a minute after its last use', async () => {
    const { token } = await buildCompany(t);
    for (let use = 0; use < 9; use++) {
      expect((await userInfo(token)).status, `use ${use}`).toBe(0);
      t.clock.advance(20_000);
    }
    t.clock.advance(minute);
    expect((await userInfo(token)).status).toBe(Status.tokenExpired);
    expect((await userInfo(token)).status).toBe(Status.invalidToken);
  });

  it('answers from the cache, and reads the database again when the entry is old', async () => {
    const { token } = await buildCompany(t);
    expect((await userInfo(token)).status).toBe(0);
    // Removed behind the platform's back: the cache still knows it for a few seconds, no longer.
    await t.ctx.database.db
      .deleteFrom('session')
      .where('companyId', '=', Number(token.split('-')[0]))
      .execute();
    expect((await userInfo(token)).status).toBe(0);
    t.clock.advance(15_001);
    expect((await userInfo(token)).status).toBe(Status.invalidToken);
  });

  it('ends a session at once on logout, a password change and a disabled account', async () => {
    const acme = await buildCompany(t);
    expect((await userInfo(acme.token)).status).toBe(0);
    expect((await t.call('logout', {}, acme.token)).status).toBe(0);
    expect((await userInfo(acme.token)).status).toBe(Status.invalidToken);

    const other = await buildCompany(t);
    const elsewhere = await signIn(t, other.email, other.password);
    const elsewhereToken = `${other.userid}-${elsewhere.result.token}`;
    expect((await userInfo(elsewhereToken)).status).toBe(0);
    const changed = await t.call('updatePassword', { oldpwd: other.password, newpwd: 'changed-Pass2' }, other.token);
    expect(changed.status).toBe(0);
    expect((await userInfo(elsewhereToken)).status).toBe(Status.invalidToken);
    expect((await userInfo(other.token)).status).toBe(0);

    const employee = await seedEmployee(t, other.userid);
    const employeeSession = await employeeToken(t, employee);
    expect((await userInfo(employeeSession)).status).toBe(0);
    expect((await t.call('updateEmpState', { empids: [employee.empid], empState: 2 }, other.token)).status).toBe(0);
    expect((await userInfo(employeeSession)).status).toBe(Status.invalidToken);
  });
});

describe.runIf(dialect === 'postgres')('sessions across two processes on one PostgreSQL database', () => {
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

  const userInfoOn = async (app: typeof second.app, token: string) =>
    (await app.inject({ method: 'POST', url: '/api/GetUserInfo', payload: {}, headers: { 'x-coolvisit-token': token } })).json<{
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

  it('ends a session in the other process when it is ended in one', async () => {
    const company = await buildCompany(first);
    expect(await userInfoOn(second.app, company.token)).toBe(0);
    expect((await first.call('logout', {}, company.token)).status).toBe(0);
    expect(await soon(async () => (await userInfoOn(second.app, company.token)) === Status.invalidToken)).toBe(true);
  });

  it("ends an employee's sessions in the other process when the employee is disabled", async () => {
    const company = await buildCompany(first);
    const employee = await seedEmployee(first, company.userid);
    const token = await employeeToken(first, employee);
    expect(await userInfoOn(second.app, token)).toBe(0);
    expect((await first.call('updateEmpState', { empids: [employee.empid], empState: 1 }, company.token)).status).toBe(0);
    expect(await soon(async () => (await userInfoOn(second.app, token)) === Status.invalidToken)).toBe(true);
  });
});
