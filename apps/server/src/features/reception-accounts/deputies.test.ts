import { type Employee, type ManagerLogin, type ReceptionAccount, Status, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { buildEmployee } from '../../../test/people-factories.js';

/* Managers (logistics 3, sub-administrator 5): sign-in, what their modules open, and what ends their sessions. */

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
let acmeHost: Employee;
beforeAll(async () => {
  acme = await buildCompany(t);
  globex = await buildCompany(t);
  acmeHost = await buildEmployee(t, acme);
  await buildEmployee(t, globex);
});

let sequence = 0;
const newAccount = () => `mgr${Date.now().toString(36)}${(sequence++).toString(36)}`;
const password = 'manager-Pass1';
const visitPage = { date: '2026-11-20', endDate: '2026-11-21', startIndex: 1, requestedCount: 10 };

const add = (company: TestCompany, body: Record<string, unknown>) =>
  t.call<ReceptionAccount>('AddManager', { password, sname: 'Deputy', account: newAccount(), ...body }, company.token);

async function signIn(account: string) {
  const digest = await passCaptcha(t, { email: account });
  return t.call<ManagerLogin>('LoginManager', { account, password, digest });
}

/** A manager of the company, signed in: its account and its token header. */
async function manager(company: TestCompany, body: Record<string, unknown>) {
  const added = await add(company, body);
  expect(added.status, added.reason).toBe(0);
  const login = await signIn(added.result.account);
  expect(login.status, login.reason).toBe(0);
  return { account: added.result, login: login.result, token: `${added.result.account}-${login.result.token}` };
}

describe(`managers (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('keeps a manager without the visits module off the live visit stream, as off the overview', async () => {
    const { token } = await manager(acme, { sType: 5, module: ['employees'] });
    const stream = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'x-coolvisit-token': token } });
    expect(stream.json()).toMatchObject({ status: Status.noPermission });
    expect((await t.call('getVisitOverview', {}, token)).status).toBe(Status.noPermission);
  });

  it('keeps a sub-administrator to the modules granted, and every manager away from the account and settings', async () => {
    const { account, login, token } = await manager(acme, { sType: 5, module: ['employees', 'blacklist'] });
    expect(account.module).toEqual(['employees', 'blacklist']);
    expect([login.sType, login.module, login.userid]).toEqual([5, ['employees', 'blacklist'], acme.userid]);

    const employees = await t.call<{ list: Employee[] }>('getEmpListPages', { startIndex: 1, requestedCount: 50 }, token);
    expect(employees.status, employees.reason).toBe(0);
    expect(employees.result.list.map((row) => row.empid)).toEqual([acmeHost.empid]);
    expect((await t.call('getBlacklist', {}, token)).status).toBe(0);
    expect((await t.call('GetUserInfo', {}, token)).status).toBe(0);

    for (const [call, body] of [
      ['SearchVisitByConditionPage', visitPage],
      ['addAppointment', {}],
      ['AddManager', { account: newAccount(), password, sname: 'Another' }],
      ['ModifyUserInfo', { company: 'Taken over' }],
      ['updateSASwitch', { subAccount: 1 }],
      ['getSetupGuide', {}],
      ['updateLockoutPolicy', { lockThreshold: 10, lockMinutes: 5 }],
    ] as const) {
      expect((await t.call(call, body, token)).status, call).toBe(Status.noPermission);
    }
  });

  it('gives a logistics manager visits and invitations whatever modules are sent', async () => {
    const { account, token } = await manager(acme, { sType: 3, module: ['employees'] });
    expect(account.module).toEqual(['visits', 'invitations']);
    const visits = await t.call('SearchVisitByConditionPage', visitPage, token);
    expect(visits.status, visits.reason).toBe(0);
    expect((await t.call('getEmpListPages', { startIndex: 1, requestedCount: 10 }, token)).status).toBe(Status.noPermission);
  });

  it('pre-registers a visitor for the whole company, recorded under its own name', async () => {
    const { token } = await manager(acme, { sType: 3, sname: 'Lena Logistics' });
    const appointmentDate = t.clock.now() + 86_400_000;
    const added = await t.call<{ vids: number[] }>(
      'addAppointment',
      [{ name: 'Dora Delivery', phone: '13800000042', appointmentDate, empid: acmeHost.empid }],
      token,
    );
    expect(added.status, added.reason).toBe(0);
    const visit = await t.call<VisitWithTimeline>('GetVisitorByVid', { vid: added.result.vids[0] }, acme.token);
    expect(visit.result.events.map((event) => [event.kind, event.operator])).toEqual([['appointed', 'Lena Logistics']]);
  });

  it('reads the modules on every call: a change by the Administrator applies at once', async () => {
    const { account, token } = await manager(acme, { sType: 5, module: ['employees'] });
    expect((await t.call('getBlacklist', {}, token)).status).toBe(Status.noPermission);
    const changed = await t.call(
      'UpdateManager',
      { id: account.id, account: account.account, module: ['blacklist'] },
      acme.token,
    );
    expect(changed.status, changed.reason).toBe(0);
    expect((await t.call('getBlacklist', {}, token)).status).toBe(0);
    expect((await t.call('getEmpListPages', { startIndex: 1, requestedCount: 10 }, token)).status).toBe(Status.noPermission);
  });

  it('ends a manager’s sessions when it is disabled, its type changes or it is deleted', async () => {
    for (const change of [{ disabled: 1 }, { sType: 2 }, undefined]) {
      const { account, token } = await manager(acme, { sType: 5, module: ['employees'] });
      const answer = change
        ? await t.call('UpdateManager', { id: account.id, account: account.account, ...change }, acme.token)
        : await t.call('DeleteManager', { id: account.id }, acme.token);
      expect(answer.status, answer.reason).toBe(0);
      expect((await t.call('getEmpListPages', { startIndex: 1, requestedCount: 10 }, token)).status).toBe(Status.invalidToken);
    }
  });

  it('refuses a manager outside its validity dates, at sign-in and on a session already open', async () => {
    const { account, token } = await manager(acme, { sType: 5, module: ['employees'] });
    const past = await t.call('UpdateManager', { id: account.id, account: account.account, endDate: '2020-01-01' }, acme.token);
    expect(past.status, past.reason).toBe(0);
    expect((await t.call('getEmpListPages', { startIndex: 1, requestedCount: 10 }, token)).status).toBe(Status.noPermission);
    expect((await signIn(account.account)).status).toBe(Status.accountExpired);
  });

  it('sees only its own company: another company’s ids reach nothing', async () => {
    const { token } = await manager(acme, { sType: 5, module: ['employees', 'blacklist'] });
    const theirs = await t.call<{ list: Employee[] }>(
      'getEmpListPages',
      { startIndex: 1, requestedCount: 50, userid: globex.userid },
      token,
    );
    expect(theirs.status).toBe(Status.noPermission);
    const own = await t.call<{ list: Employee[] }>('getEmpListPages', { startIndex: 1, requestedCount: 50 }, token);
    expect(own.result.list.every((row) => row.userid === acme.userid)).toBe(true);
  });

  it("changes its own password under the company's policy, ends its other sessions and locks after wrong old ones", async () => {
    const company = await buildCompany(t);
    const { account, token } = await manager(company, { sType: 3 });
    const other = await signIn(account.account);
    const otherToken = `${account.account}-${other.result.token}`;
    const change = (body: Record<string, unknown>, as = token) => t.call('updateManagerPwd', body, as);
    expect((await change({ oldPwd: 'wrong-Pass1', password: 'next-Pass2' })).status).toBe(Status.invalidPassword);
    await t.call('updatePasswordPolicy', { pwdPolicy: 1, pwdExpireDays: 0 }, company.token);
    const weak = await change({ oldPwd: password, password: 'short-Pass2' });
    expect([weak.status, weak.reason.split(':')[0]]).toEqual([Status.invalidField, 'password']);
    expect((await change({ oldPwd: password, password: 'a-much-longer-Pass2' })).status).toBe(0);
    expect((await t.call('getVisitOverview', {}, token)).status).toBe(0);
    expect((await t.call('getVisitOverview', {}, otherToken)).status).toBe(Status.invalidToken);
    const digest = await passCaptcha(t, { email: account.account });
    expect((await t.call('LoginManager', { account: account.account, password: 'a-much-longer-Pass2', digest })).status).toBe(0);
    // Only a manager changes its password here.
    expect((await change({ oldPwd: password, password: 'x' }, company.token)).status).toBe(Status.noPermission);

    for (let tries = 0; tries < 5; tries++) {
      expect((await change({ oldPwd: 'wrong-Pass1', password: 'next-Pass2' })).status).toBe(Status.invalidPassword);
    }
    expect((await change({ oldPwd: 'a-much-longer-Pass2', password: 'a-much-longer-Pass3' })).status).toBe(Status.accountLocked);
  });

  it('refuses a manager name with @, which the sign-in page would take for an email', async () => {
    const answer = await add(acme, { sType: 5, module: ['visits'], account: `${newAccount()}@desk` });
    expect([answer.status, answer.reason]).toEqual([Status.invalidField, "account: a manager's account name must not contain @"]);
    const desk = await add(acme, { sType: 2, account: `${newAccount()}@desk` });
    expect(desk.status, desk.reason).toBe(0);
    const retyped = await t.call('UpdateManager', { id: desk.result.id, account: desk.result.account, sType: 3 }, acme.token);
    expect(retyped.status).toBe(Status.invalidField);
  });

  it('refuses a module key it does not know, naming the field', async () => {
    const answer = await add(acme, { sType: 5, module: ['visits', 'payroll'] });
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toMatch(/^module/);
  });
});
