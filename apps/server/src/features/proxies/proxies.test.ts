import { type EmpVisitProxy, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { employeeToken, seedEmployee, type TestEmployee } from '../../../test/people-factories.js';
import { startOfYmd } from '../../platform/calendar.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
let deputy: TestEmployee;
let stranger: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hana Host' });
  deputy = await seedEmployee(t, acme.userid, { empName: 'Dan Deputy' });
  stranger = await seedEmployee(t, other.userid, { empName: 'Sam Stranger' });
});

const proxyBody = (empid: number, proxyId: number, extra: Record<string, unknown> = {}) => ({
  empid,
  empName: 'ignored',
  proxyId,
  proxyName: 'ignored',
  proxyStatus: 1,
  startDate: '2026-12-01',
  endDate: '2026-12-24',
  ...extra,
});

describe(`visit proxies (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('lets an employee set their own proxy, read it, and the proxy see whom they stand in for', async () => {
    const token = await employeeToken(t, host);
    expect((await t.call('getVisitProxyForEmp', { empid: host.empid }, token)).result).toBeNull();
    const set = await t.call('setVisitProxy', proxyBody(host.empid, deputy.empid), token);
    expect(set).toMatchObject({ status: 0, result: null });
    const expected: EmpVisitProxy = {
      userid: acme.userid,
      empid: host.empid,
      empName: 'Hana Host',
      proxyId: deputy.empid,
      proxyName: 'Dan Deputy',
      proxyType: 0,
      proxyStatus: 1,
      startDate: startOfYmd('2026-12-01'),
      endDate: startOfYmd('2026-12-24'),
    };
    expect((await t.call('getVisitProxyForEmp', { empid: host.empid }, token)).result).toEqual(expected);
    const deputyToken = await employeeToken(t, deputy);
    expect((await t.call('getVisitProxyForProxy', { proxyId: deputy.empid }, deputyToken)).result).toEqual([expected]);
  });

  it('replaces the proxy on a second call (one per employee) and takes open-ended days', async () => {
    const third = await seedEmployee(t, acme.userid, { empName: 'Tia Third' });
    await t.call('setVisitProxy', proxyBody(host.empid, deputy.empid), acme.token);
    const answer = await t.call(
      'setVisitProxy',
      proxyBody(host.empid, third.empid, { startDate: '', endDate: null, proxyStatus: 0 }),
      acme.token,
    );
    expect(answer.status).toBe(0);
    const proxy = await t.call<EmpVisitProxy>('getVisitProxyForEmp', { empid: host.empid }, acme.token);
    expect(proxy.result).toMatchObject({
      proxyId: third.empid,
      proxyName: 'Tia Third',
      proxyStatus: 0,
      startDate: null,
      endDate: null,
    });
    expect((await t.call('getVisitProxyForProxy', { proxyId: deputy.empid }, acme.token)).result).toEqual([]);
  });

  it('answers 222 without a proxy and 1119 for a proxy who is not an employee of the company', async () => {
    expect(await t.call('setVisitProxy', proxyBody(host.empid, 0), acme.token)).toMatchObject({
      status: Status.proxyNotSet,
      reason: 'No proxy selected',
    });
    expect((await t.call('setVisitProxy', proxyBody(host.empid, stranger.empid), acme.token)).status).toBe(Status.loginFailed);
    expect((await t.call('setVisitProxy', proxyBody(host.empid, 999_999), acme.token)).status).toBe(Status.loginFailed);
  });

  it('answers 604 for a proxy who is the employee, days in the wrong order or not real days', async () => {
    const self = await t.call('setVisitProxy', proxyBody(host.empid, host.empid), acme.token);
    expect(self).toMatchObject({ status: Status.invalidField, reason: 'proxyId: must be another employee' });
    const backwards = await t.call(
      'setVisitProxy',
      proxyBody(host.empid, deputy.empid, { startDate: '2026-12-24', endDate: '2026-12-01' }),
      acme.token,
    );
    expect(backwards).toMatchObject({ status: Status.invalidField, reason: 'endDate: must not be before startDate' });
    const unreal = await t.call('setVisitProxy', proxyBody(host.empid, deputy.empid, { startDate: '2026-02-30' }), acme.token);
    expect(unreal).toMatchObject({ status: Status.invalidField, reason: 'startDate: must be a real calendar day' });
    const shape = await t.call('setVisitProxy', proxyBody(host.empid, deputy.empid, { endDate: '24.12.2026' }), acme.token);
    expect(shape.status).toBe(Status.invalidField);
  });

  it("lets an employee act only for themselves (610), and a manager for the company's employees only", async () => {
    const token = await employeeToken(t, deputy);
    expect((await t.call('setVisitProxy', proxyBody(host.empid, deputy.empid), token)).status).toBe(Status.noPermission);
    expect((await t.call('getVisitProxyForEmp', { empid: host.empid }, token)).status).toBe(Status.noPermission);
    expect((await t.call('getVisitProxyForProxy', { proxyId: host.empid }, token)).status).toBe(Status.noPermission);

    const foreign = await t.call('setVisitProxy', proxyBody(stranger.empid, host.empid), acme.token);
    expect(foreign.status).toBe(Status.employeeNotFound);
    const theirs = await seedEmployee(t, other.userid);
    await t.call('setVisitProxy', proxyBody(stranger.empid, theirs.empid), other.token);
    expect((await t.call('getVisitProxyForEmp', { empid: stranger.empid }, acme.token)).result).toBeNull();
    expect((await t.call('getVisitProxyForProxy', { proxyId: theirs.empid }, acme.token)).result).toEqual([]);
  });
});
