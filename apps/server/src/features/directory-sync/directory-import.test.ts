import { manualSyncsPerDay, Status, type SyncReport } from '@vestibule/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { stageDingTalk } from '../../../test/directory-fakes.js';
import { buildCompany, signIn, type TestCompany } from '../../../test/factories.js';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { buildDepartment, seedEmployee } from '../../../test/people-factories.js';
import { setPlan } from '../plans/plans.service.js';

const dingTalk = await startFakeProvider();
const rtx = await startFakeProvider();
afterAll(() => Promise.all([dingTalk.close(), rtx.close()]));
const t = useTestApp({}, { dingtalkApiUrl: dingTalk.url });

beforeEach(() => {
  dingTalk.reset();
  rtx.reset();
});

let keys = 0;
async function withDingTalk(company: TestCompany) {
  dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'tok', expires_in: 7200 } });
  const answer = await t.call(
    'updateDDNotify',
    { ddnotify: 1, ddcorpid: `import-key-${++keys}`, ddcorpsecret: 's', ddagentid: '1' },
    company.token,
  );
  expect(answer.status, answer.reason).toBe(0);
  dingTalk.reset();
}

const employees = (company: TestCompany) =>
  t.ctx.database.db
    .selectFrom('employee')
    .select(['id', 'empName', 'empPhone', 'ddid', 'empRtxAccount', 'empState'])
    .where('companyId', '=', company.userid)
    .orderBy('empName')
    .execute();

const departmentsOf = (empid: number) =>
  t.ctx.database.db
    .selectFrom('empDept')
    .innerJoin('department', 'department.id', 'empDept.deptid')
    .select('department.deptName')
    .where('empDept.empid', '=', empid)
    .execute();

describe('getEmployeeFromDD', () => {
  it('adds no more people than the company’s plan takes, and names those left out', async () => {
    const company = await buildCompany(t);
    await setPlan(t.ctx, company.userid, 'free');
    for (let i = 0; i < 49; i++) await seedEmployee(t, company.userid, { password: null });
    await withDingTalk(company);
    stageDingTalk(dingTalk, {
      departments: [{ id: 10, name: 'Sales' }],
      users: [
        { userid: 'p-1', name: 'Ann', mobile: '13800000101', dept_id_list: [10] },
        { userid: 'p-2', name: 'Bo', mobile: '13800000102', dept_id_list: [10] },
      ],
    });
    const answer = await t.call<SyncReport>('getEmployeeFromDD', {}, company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result.added).toBe(1);
    expect(answer.result.errors).toEqual([{ name: 'Bo', reason: "not added: the company's plan allows no more employees" }]);
    expect(await employees(company)).toHaveLength(50);
  });

  it('refuses with tip8 while DingTalk is off, asking DingTalk nothing', async () => {
    const company = await buildCompany(t);
    const answer = await t.call<{ tip: string }>('getEmployeeFromDD', {}, company.token);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.result.tip).toBe('tip8');
    expect(dingTalk.received).toHaveLength(0);
  });

  it('adds, updates and marks leavers, creating departments, and reports the run', async () => {
    const company = await buildCompany(t);
    await buildDepartment(t, company.userid, 'Sales', '1');
    const byPhone = await seedEmployee(t, company.userid, { empName: 'Old Name', empPhone: '13800000001' });
    const byId = await seedEmployee(t, company.userid, { empName: 'Bo', empPhone: '13800000009', ddid: 'u-2' });
    const leaver = await seedEmployee(t, company.userid, { empName: 'Gone', ddid: 'u-old' });
    const untouched = await seedEmployee(t, company.userid, { empName: 'Local' });
    await withDingTalk(company);
    stageDingTalk(dingTalk, {
      departments: [
        { id: 10, name: 'Sales' },
        { id: 11, name: 'Research' },
      ],
      pageSize: 1,
      users: [
        { userid: 'u-1', name: 'Ann', mobile: '+86-13800000001', dept_id_list: [10] },
        { userid: 'u-2', name: 'Bo', mobile: '13800000002', dept_id_list: [10] },
        { userid: 'u-3', name: 'Cy', mobile: '13800000003', email: 'cy@example.com', dept_id_list: [11, 1] },
        { userid: 'u-4', name: 'Di', mobile: '', dept_id_list: [11] },
      ],
    });
    const answer = await t.call<SyncReport>('getEmployeeFromDD', { userid: company.userid }, company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toMatchObject({
      source: 'dingtalk',
      trigger: 'manual',
      added: 1,
      updated: 2,
      left: 1,
      errors: [{ name: 'Di', reason: 'no mobile phone' }],
    });

    expect(dingTalk.requestsTo('/department/list')[0]!.query).toMatchObject({ access_token: 'tok', fetch_child: 'true' });
    const pages = dingTalk.requestsTo('/topapi/v2/user/list');
    expect(pages.every((request) => request.method === 'POST' && request.query.access_token === 'tok')).toBe(true);
    expect(pages.map((request) => request.json)).toEqual([
      { dept_id: 1, cursor: 0, size: 100 },
      { dept_id: 10, cursor: 0, size: 100 },
      { dept_id: 10, cursor: 1, size: 100 },
      { dept_id: 11, cursor: 0, size: 100 },
      { dept_id: 11, cursor: 1, size: 100 },
    ]);

    const after = await employees(company);
    expect(after.find((e) => e.id === byPhone.empid)).toMatchObject({ empName: 'Ann', ddid: 'u-1', empState: 0 });
    expect(after.find((e) => e.id === byId.empid)).toMatchObject({ empPhone: '13800000002', ddid: 'u-2' });
    expect(after.find((e) => e.id === leaver.empid)!.empState).toBe(2);
    expect(after.find((e) => e.id === untouched.empid)!.empState).toBe(0);
    const cy = after.find((e) => e.ddid === 'u-3')!;
    expect(cy).toMatchObject({ empName: 'Cy', empPhone: '13800000003' });
    expect(await departmentsOf(cy.id)).toEqual([{ deptName: 'Research' }]);

    const reports = await t.call<SyncReport[]>('getSyncReports', {}, company.token);
    expect(reports.result).toEqual([answer.result]);
  });

  it("reports DingTalk's refusal and changes nothing", async () => {
    const company = await buildCompany(t);
    const kept = await seedEmployee(t, company.userid, { ddid: 'u-9' });
    await withDingTalk(company);
    stageDingTalk(dingTalk, { departments: [], users: [] });
    dingTalk.on('/department/list', { body: { errcode: 60011, errmsg: 'no permission' } });
    const answer = await t.call<SyncReport>('getEmployeeFromDD', {}, company.token);
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({ added: 0, updated: 0, left: 0, errors: [{ name: 'DingTalk' }] });
    expect(answer.result.errors[0]!.reason).toContain('no permission');
    expect((await employees(company)).find((e) => e.id === kept.empid)!.empState).toBe(0);
  });

  it(`answers 44 after ${manualSyncsPerDay} manual imports in a day`, async () => {
    const company = await buildCompany(t);
    await withDingTalk(company);
    stageDingTalk(dingTalk, { departments: [], users: [] });
    for (let run = 0; run < manualSyncsPerDay; run += 1) {
      expect((await t.call('getEmployeeFromDD', {}, company.token)).status).toBe(0);
    }
    expect((await t.call('getEmployeeFromDD', {}, company.token)).status).toBe(Status.syncCountExceeded);
    // The limit is per calendar day of the server's clock: the next day starts afresh.
    const now = t.clock.now();
    t.clock.advance(new Date(now).setHours(24, 0, 0, 0) - now);
    const login = await signIn(t, company.email, company.password);
    const token = `${company.userid}-${login.result.token}`;
    expect((await t.call('getEmployeeFromDD', {}, token)).status).toBe(0);
  });
});

describe('getEmployeeFromRtx', () => {
  it('refuses with tip7 while no RTX server is set and tip3 while DingTalk is on', async () => {
    const company = await buildCompany(t);
    const unset = await t.call<{ tip: string }>('getEmployeeFromRtx', {}, company.token);
    expect([unset.status, unset.result.tip]).toEqual([Status.invalidField, 'tip7']);
    await withDingTalk(company);
    const blocked = await t.call<{ tip: string }>('getEmployeeFromRtx', {}, company.token);
    expect([blocked.status, blocked.result.tip]).toEqual([Status.invalidField, 'tip3']);
  });

  it("imports the RTX server's user list by account and phone", async () => {
    const company = await buildCompany(t);
    const known = await seedEmployee(t, company.userid, { empName: 'Known', empRtxAccount: 'known' });
    expect((await t.call('updateRtxConf', { rtxIp: '127.0.0.1', rtxPort: rtx.port }, company.token)).status).toBe(0);
    rtx.on('GET /userlist.cgi', {
      body: {
        users: [
          { account: 'known', name: 'Known Renamed', mobile: known.phone, email: '', dept: '' },
          { account: 'newbie', name: 'Newbie', mobile: '13900000077', email: 'n@example.com', dept: 'Ops' },
        ],
      },
    });
    const answer = await t.call<SyncReport>('getEmployeeFromRtx', {}, company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toMatchObject({ source: 'rtx', added: 1, updated: 1, left: 0, errors: [] });
    const after = await employees(company);
    expect(after.map((e) => [e.empName, e.empRtxAccount])).toEqual([
      ['Known Renamed', 'known'],
      ['Newbie', 'newbie'],
    ]);
    expect(await departmentsOf(after[1]!.id)).toEqual([{ deptName: 'Ops' }]);
  });
});

describe('getSyncReports', () => {
  it("lists only the company's own runs", async () => {
    const [one, other] = [await buildCompany(t), await buildCompany(t)];
    await withDingTalk(one);
    stageDingTalk(dingTalk, { departments: [], users: [] });
    expect((await t.call('getEmployeeFromDD', {}, one.token)).status).toBe(0);
    expect((await t.call<SyncReport[]>('getSyncReports', {}, other.token)).result).toEqual([]);
    expect((await t.call<SyncReport[]>('getSyncReports', {}, one.token)).result).toHaveLength(1);
  });
});
