import { type BlacklistEntry, type Employee, type Page, Status, type Visit } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee, newPhone, sessionToken } from '../../../test/people-factories.js';
import { buildSubAccount, type TestSubAccount } from '../../../test/sub-account-factories.js';

/*
 * Two resident companies of one company, and one of another company: each
 * sees and changes only its own employees, visits and blacklist entries, in
 * the modules it was granted, and nothing of the main company's settings.
 */

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
let alpha: TestSubAccount;
let beta: TestSubAccount;
let gamma: TestSubAccount;
let mainEmployee: Employee;
let alphaEmployee: Employee;
let betaEmployee: Employee;

const ok = <T>(answer: { status: number; reason: string; result: T }) => {
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
};
const addEmployee = async (token: string, fields: Record<string, unknown> = {}) =>
  ok(await t.call<Employee>('addEmployee', { employee_name: `Staff ${newPhone()}`, phone: newPhone(), ...fields }, token));
const visitor = (empid: number) => ({
  name: 'Vic Visitor',
  phone: newPhone(),
  appointmentDate: t.clock.now() + 3_600_000,
  empid,
});
const invite = (token: string, empid: number) => t.call<{ vids: number[] }>('addAppointment', [visitor(empid)], token);
const employeeNames = async (token: string) =>
  ok(await t.call<Page<Employee>>('getEmpListPages', { requestedCount: 1000 }, token)).list.map((row) => row.empid);

beforeAll(async () => {
  acme = await buildCompany(t);
  globex = await buildCompany(t);
  alpha = await buildSubAccount(t, acme);
  beta = await buildSubAccount(t, acme);
  gamma = await buildSubAccount(t, globex);
  mainEmployee = await buildEmployee(t, acme);
  alphaEmployee = await addEmployee(alpha.token);
  betaEmployee = await addEmployee(beta.token);
});

describe(`a resident company's employees (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('are its own: listed, found and counted for it alone; the Administrator sees everyone', async () => {
    expect(alphaEmployee.subaccountId).toBe(alpha.id);
    expect(await employeeNames(alpha.token)).toEqual([alphaEmployee.empid]);
    expect(await employeeNames(beta.token)).toEqual([betaEmployee.empid]);
    expect(await employeeNames(gamma.token)).toEqual([]);
    const all = await employeeNames(acme.token);
    expect(all).toEqual(expect.arrayContaining([mainEmployee.empid, alphaEmployee.empid, betaEmployee.empid]));
    const listed = ok(await t.call<Employee[]>('GetEmpList', { subaccountId: beta.id }, alpha.token));
    expect(listed.map((row) => row.empid)).toEqual([alphaEmployee.empid]);
    const found = ok(await t.call<Employee[]>('getEmpByName', { name: '' }, alpha.token));
    expect(found.map((row) => row.empid)).toEqual([alphaEmployee.empid]);
    // Another company's resident company id names nothing here.
    expect(ok(await t.call<Employee[]>('GetEmpList', { subaccountId: alpha.id }, globex.token))).toEqual([]);
  });

  it("are the only ones it edits or deletes: a sibling's or the main company's answer 55", async () => {
    for (const stranger of [betaEmployee, mainEmployee]) {
      const edited = await t.call('updateEmployee', { employeeid: stranger.empid, employee_name: 'Taken' }, alpha.token);
      expect(edited.status).toBe(Status.employeeNotFound);
      expect((await t.call('batchDelEmployee', { empids: [stranger.empid] }, alpha.token)).status).toBe(Status.employeeNotFound);
    }
    const mine = await addEmployee(alpha.token);
    const renamed = ok(
      await t.call<Employee>('updateEmployee', { employeeid: mine.empid, employee_name: 'Renamed' }, alpha.token),
    );
    expect(renamed).toMatchObject({ empName: 'Renamed', subaccountId: alpha.id });
    expect((await t.call('batchDelEmployee', { empids: [mine.empid] }, alpha.token)).status).toBe(0);
  });

  it("cannot hand employees to another, set the main company's links, or learn who holds a phone", async () => {
    const moved = await t.call('addEmployee', { employee_name: 'Mover', phone: newPhone(), subaccountId: beta.id }, alpha.token);
    expect(moved.status).toBe(Status.noPermission);
    const away = await t.call('updateEmployee', { employeeid: alphaEmployee.empid, subaccountId: 0 }, alpha.token);
    expect(away.status).toBe(Status.noPermission);
    const deptid = ok(
      await t.call<{ deptid: number }>('addDepartment', { deptName: `D${newPhone()}`, deptNo: newPhone() }, acme.token),
    ).deptid;
    const linked = await t.call('addEmployee', { employee_name: 'Linked', phone: newPhone(), deptIds: [deptid] }, alpha.token);
    expect([linked.status, linked.reason]).toEqual([Status.noPermission, 'deptIds: a resident company cannot set this']);
    const clash = await t.call('addEmployee', { employee_name: 'Clash', phone: mainEmployee.empPhone }, alpha.token);
    expect(clash.status).toBe(Status.phoneNotUnique);
    expect(clash.result ?? null).toBeNull();
  });
});

describe(`a resident company's blacklist (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('holds its own entries; siblings neither see nor delete them (57); the Administrator sees all', async () => {
    const phone = newPhone();
    const { bid } = ok(await t.call<{ bid: string }>('addBlacklist', { name: 'Banned Bob', phone }, alpha.token));
    const phonesOf = async (token: string) =>
      ok(await t.call<Page<BlacklistEntry>>('getBlacklist', { requestedCount: 1000 }, token)).list.map((entry) => entry.phone);
    expect(await phonesOf(alpha.token)).toEqual([phone]);
    expect(await phonesOf(beta.token)).not.toContain(phone);
    expect(await phonesOf(gamma.token)).not.toContain(phone);
    expect(await phonesOf(acme.token)).toContain(phone);
    expect((await t.call('delBlacklist', { bids: [Number(bid)] }, beta.token)).status).toBe(Status.noRecord);
    expect((await t.call('delBlacklist', { bids: [Number(bid)] }, gamma.token)).status).toBe(Status.noRecord);
    const mainBid = ok(await t.call<{ bid: string }>('addBlacklist', { name: 'Main ban', phone: newPhone() }, acme.token)).bid;
    expect((await t.call('delBlacklist', { bids: [Number(mainBid)] }, alpha.token)).status).toBe(Status.noRecord);
    expect((await t.call('delBlacklist', { bids: [Number(bid)] }, alpha.token)).status).toBe(0);
    expect((await t.call('updateblackListSwitch', { blackListSwitch: 0 }, alpha.token)).status).toBe(Status.noPermission);
  });
});

describe(`a resident company's visits and invitations (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('are its own: it invites for its own employees only (55), and siblings do not see the visit', async () => {
    const [vid] = ok(await invite(alpha.token, alphaEmployee.empid)).vids;
    expect((await invite(alpha.token, betaEmployee.empid)).status).toBe(Status.employeeNotFound);
    expect((await invite(alpha.token, mainEmployee.empid)).status).toBe(Status.employeeNotFound);
    const visible = async (token: string) =>
      ok(
        await t.call<Page<Visit>>(
          'SearchVisitByConditionPage',
          { date: '2000-01-01', endDate: '2100-01-01', requestedCount: 1000 },
          token,
        ),
      ).list.map((visit) => visit.vid);
    expect(await visible(alpha.token)).toContain(vid);
    expect(await visible(beta.token)).not.toContain(vid);
    expect(await visible(acme.token)).toContain(vid);
    expect((await t.call('GetVisitorByVid', { vid }, beta.token)).status).toBe(Status.noRecord);
    expect((await t.call('GetVisitorByVid', { vid }, gamma.token)).status).toBe(Status.noRecord);
  });

  it('are refused with 116 while its vaPerm forbids inviting, for it and for its employees', async () => {
    const barred = await buildSubAccount(t, acme, { vaPerm: 0 });
    const own = await addEmployee(barred.token);
    expect((await invite(barred.token, own.empid)).status).toBe(Status.inviteNotAllowed);
    const employee = await sessionToken(t, acme, 'employee', own.empid);
    expect((await invite(employee, own.empid)).status).toBe(Status.inviteNotAllowed);
    // The Administrator still pre-registers visitors for that host.
    expect((await invite(acme.token, own.empid)).status).toBe(0);
    await t.call('updateSubAccount', { id: barred.id, vaPerm: 1 }, acme.token);
    expect((await invite(barred.token, own.empid)).status).toBe(0);
  });
});

describe(`what a resident company may call (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('only the modules it was granted: any other answers 610', async () => {
    const visitsOnly = await buildSubAccount(t, acme, { module: ['visits'] });
    const own = await addEmployee(acme.token, { subaccountId: visitsOnly.id });
    expect((await t.call('getEmpListPages', {}, visitsOnly.token)).status).toBe(Status.noPermission);
    expect((await t.call('getBlacklist', {}, visitsOnly.token)).status).toBe(Status.noPermission);
    expect((await invite(visitsOnly.token, own.empid)).status).toBe(Status.noPermission);
    const range = { date: '2000-01-01', endDate: '2100-01-01' };
    expect((await t.call('SearchVisitByConditionPage', range, visitsOnly.token)).status).toBe(0);
    await t.call('updateSubAccount', { id: visitsOnly.id, module: ['visits', 'invitations'] }, acme.token);
    expect((await invite(visitsOnly.token, own.empid)).status).toBe(0);
  });

  it("nothing of the Administrator's: resident companies, the switch, settings, employees' placement", async () => {
    const refused: Array<[string, unknown]> = [
      ['getSubAccountByUserid', {}],
      ['addSubAccount', { companyName: 'Sneaky', email: 'sneaky@example.com' }],
      ['updateSubAccount', { id: beta.id, isUse: 0 }],
      ['delSubAccount', { id: beta.id }],
      ['resetSubAccountPwd', { id: beta.id, password: 'taken-Pass1' }],
      ['getSubAccountTemp', {}],
      ['addSubAccountTemp', { vaPerm: 1 }],
      ['updateSASwitch', { subAccount: 0 }],
      ['updateEmpSubAccount', { subaccountId: alpha.id, empids: [mainEmployee.empid] }],
      ['ModifyUserInfo', { company: 'Hijacked', name: 'x', phone: '13900000000' }],
      ['updatePasswordPolicy', { pwdPolicy: 0, pwdExpireDays: 0 }],
      ['updateEmpState', { empids: [alphaEmployee.empid], empState: 1 }],
    ];
    for (const [name, body] of refused) {
      expect({ name, status: (await t.call(name, body, alpha.token)).status }).toEqual({ name, status: Status.noPermission });
    }
    for (const id of [beta.id, gamma.id]) {
      expect((await t.call('getSubAccountById', { id }, alpha.token)).status).toBe(Status.invalidUser);
    }
  });

  it('lets an employee read the resident company they belong to, and no other', async () => {
    const employee = await sessionToken(t, acme, 'employee', alphaEmployee.empid);
    expect((await t.call('getSubAccountById', { id: alpha.id }, employee)).status).toBe(0);
    expect((await t.call('getSubAccountById', { id: beta.id }, employee)).status).toBe(Status.invalidUser);
  });
});
