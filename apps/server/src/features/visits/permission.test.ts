import { Status, type VisitWithTimeline } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { insertVisit, novemberAt, setClock, setCompanySettings } from '../../../test/visit-factories.js';

const t = useTestApp();
let acme: TestCompany;
let host: TestEmployee;
let proxy: TestEmployee;
let bystander: TestEmployee;
beforeAll(async () => {
  setClock(t, novemberAt(21, 9));
  acme = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, { empName: 'Hannah Host', password: null });
  proxy = await seedEmployee(t, acme.userid, { empName: 'Pat Proxy', password: null });
  bystander = await seedEmployee(t, acme.userid, { empName: 'Bea Bystander', password: null });
});
beforeEach(async () => {
  setClock(t, novemberAt(21, 9));
  await setCompanySettings(t, acme, { processSwitch: 0 });
});

const awaiting = () => insertVisit(t, acme, { empid: host.empid, permission: 0, appointmentDate: novemberAt(21, 14) });
const as = (employee: TestEmployee) => sessionToken(t, acme, 'employee', employee.empid);
const decide = (vid: number, token: string, fields: Record<string, unknown> = {}) =>
  t.call('updatePermission', { vid, type: 'p', ...fields }, token);
const read = async (vid: number) => (await t.call<VisitWithTimeline>('GetVisitorByVid', { vid }, acme.token)).result;

describe(`updatePermission (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('lets the host authorise ("p"): permission 1, on the timeline', async () => {
    const vid = await awaiting();
    expect(await decide(vid, await as(host))).toMatchObject({ status: 0, result: null });
    const visit = await read(vid);
    expect(visit).toMatchObject({ permission: 1, visitStatus: 'authorized' });
    expect(visit.events).toEqual([{ kind: 'authorized', at: novemberAt(21, 9), operator: 'Hannah Host', gate: '', reason: '' }]);
  });

  it('sends an authorised visitor to approval (4) when the company approval process is on', async () => {
    await setCompanySettings(t, acme, { processSwitch: 1 });
    const { aid } = (await t.call<{ aid: number }>('addProcessArea', { aName: 'Approval' }, acme.token)).result;
    await t.call('addProcessRule', [{ aid, level: 1, role: bystander.empid, rType: 1 }], acme.token);
    const vid = await awaiting();
    expect((await decide(vid, await as(host))).status).toBe(0);
    expect((await read(vid)).permission).toBe(4);
    await t.call('delProcessArea', { aid }, acme.token);
  });

  it('authorises at once (1) with the approval process on when no approval area applies', async () => {
    await setCompanySettings(t, acme, { processSwitch: 1 });
    const vid = await awaiting();
    expect((await decide(vid, await as(host))).status).toBe(0);
    expect((await read(vid)).permission).toBe(1);
  });

  it('refuses with any other type (2), the remark as the reason', async () => {
    const vid = await awaiting();
    expect((await decide(vid, await as(host), { type: 'r', remark: 'in a meeting' })).status).toBe(0);
    const visit = await read(vid);
    expect(visit).toMatchObject({ permission: 2, visitStatus: 'refused', remark: 'in a meeting' });
    expect(visit.events.at(-1)).toMatchObject({ kind: 'refused', operator: 'Hannah Host', reason: 'in a meeting' });
  });

  it('answers 70 once a visit is authorised or refused', async () => {
    const vid = await awaiting();
    await decide(vid, await as(host));
    const again = await decide(vid, await as(host), { type: 'r' });
    expect(again).toMatchObject({ status: Status.permissionHandled, reason: 'The visitor is already authorised or refused' });
    expect((await read(vid)).permission).toBe(1);
  });

  it('answers 610 to an employee who is neither the host nor their proxy; a manager may decide', async () => {
    const vid = await awaiting();
    expect((await decide(vid, await as(bystander))).status).toBe(Status.noPermission);
    expect((await read(vid)).permission).toBe(0);
    expect((await decide(vid, acme.token, { type: 'x' })).status).toBe(0);
    expect((await read(vid)).permission).toBe(2);
  });

  it("lets the host's active visit proxy decide, and not an ended one", async () => {
    expect((await t.call('setVisitProxy', { empid: host.empid, proxyId: proxy.empid }, acme.token)).status).toBe(0);
    const vid = await awaiting();
    expect((await decide(vid, await as(proxy))).status).toBe(0);
    expect((await read(vid)).events.at(-1)).toMatchObject({ kind: 'authorized', operator: 'Pat Proxy' });

    const ended = { empid: host.empid, proxyId: proxy.empid, startDate: '2026-11-01', endDate: '2026-11-20' };
    expect((await t.call('setVisitProxy', ended, acme.token)).status).toBe(0);
    expect((await decide(await awaiting(), await as(proxy))).status).toBe(Status.noPermission);
  });

  it("answers 57 for a visit that is not the company's", async () => {
    const stranger = await buildCompany(t);
    const vid = await awaiting();
    expect((await decide(vid, stranger.token)).status).toBe(Status.noRecord);
    expect((await decide(2_000_000_000, await as(host))).status).toBe(Status.noRecord);
    expect((await read(vid)).permission).toBe(0);
  });
});
