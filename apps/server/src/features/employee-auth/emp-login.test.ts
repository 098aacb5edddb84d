import { type EmployeeLogin, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { buildDepartment, linkDepartment, newPhone, seedEmployee, signInEmployee } from '../../../test/people-factories.js';
import { ymd8FromYmd, ymdOf } from '../../platform/calendar.js';
import { scramblePassword } from '../../platform/http/legacy-password.js';

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  globex = await buildCompany(t);
});

const minute = 60_000;
const day = 86_400_000;

describe(`checkEmpInfo (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('lists every company where the phone is an employee, and nothing for an unknown phone', async () => {
    const phone = newPhone();
    await seedEmployee(t, acme.userid, { empPhone: phone });
    await seedEmployee(t, globex.userid, { empPhone: phone });
    const answer = await t.call('checkEmpInfo', { phone });
    expect(answer.status).toBe(0);
    expect(answer.result).toEqual(
      [
        { userid: acme.userid, company: acme.company },
        { userid: globex.userid, company: globex.company },
      ].sort((a, b) => a.userid - b.userid),
    );
    expect((await t.call('checkEmpInfo', { phone: newPhone() })).result).toEqual([]);
    expect((await t.call('checkEmpInfo', { phone: 'x' })).reason).toBe('phone: must be a valid phone number');
  });
});

describe('empLogin', () => {
  it('signs in with the Employee, token, company email and name; the token opens employee calls', async () => {
    const deptid = await buildDepartment(t, acme.userid, `Front ${newPhone()}`, newPhone());
    const employee = await seedEmployee(t, acme.userid, { empName: 'Eve Host', empNo: 'E-7' });
    await linkDepartment(t, acme.userid, employee.empid, deptid);
    const answer = await signInEmployee(t, employee.phone, 'emp-Pass1');
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({
      empid: employee.empid,
      userid: acme.userid,
      empName: 'Eve Host',
      empNo: 'E-7',
      empPhone: employee.phone,
      activated: 1,
      deptIds: [deptid],
      pemail: acme.email,
      company: acme.company,
    });
    expect(answer.result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(answer.result)).not.toMatch(/passwordHash|argon2/);
    const token = `${employee.empid}-${answer.result.token}`;
    expect((await t.call('getVisitProxyForEmp', { empid: employee.empid }, token)).status).toBe(0);
    expect((await t.call('getEmpWlist', {}, token)).status).toBe(Status.noPermission);
  });

  it('needs the captcha passed for that phone, and spends it', async () => {
    const employee = await seedEmployee(t, acme.userid);
    expect((await t.call('empLogin', { phone: employee.phone, empPwd: 'emp-Pass1' })).status).toBe(Status.invalidCode);
    const elsewhere = await passCaptcha(t, { phone: newPhone() });
    const other = await t.call('empLogin', { phone: employee.phone, empPwd: 'emp-Pass1', digest: elsewhere });
    expect(other.status).toBe(Status.invalidCode);
    const digest = await passCaptcha(t, { phone: employee.phone });
    expect((await t.call('empLogin', { phone: employee.phone, empPwd: 'emp-Pass1', digest })).status).toBe(0);
    expect((await t.call('empLogin', { phone: employee.phone, empPwd: 'emp-Pass1', digest })).status).toBe(Status.invalidCode);
  });

  it('answers 1 for a phone no company has', async () => {
    const answer = await signInEmployee(t, newPhone(), 'emp-Pass1');
    expect(answer).toMatchObject({ status: Status.invalidUser, reason: 'Invalid user' });
  });

  it('answers 668 with the companies for a phone in several, and the retry with userid needs no new captcha', async () => {
    const phone = newPhone();
    await seedEmployee(t, acme.userid, { empPhone: phone, password: 'acme-Pass1' });
    const atGlobex = await seedEmployee(t, globex.userid, { empPhone: phone, password: 'globex-Pass1' });
    const digest = await passCaptcha(t, { phone });
    const choose = await t.call('empLogin', { phone, empPwd: 'globex-Pass1', digest });
    expect(choose.status).toBe(Status.companyNotUnique);
    expect(choose.result).toEqual(
      expect.arrayContaining([
        { userid: acme.userid, company: acme.company },
        { userid: globex.userid, company: globex.company },
      ]),
    );
    const picked = await t.call<EmployeeLogin>('empLogin', { phone, empPwd: 'globex-Pass1', digest, userid: globex.userid });
    expect(picked.status).toBe(0);
    expect(picked.result).toMatchObject({ empid: atGlobex.empid, userid: globex.userid, company: globex.company });
    const replay = await t.call('empLogin', { phone, empPwd: 'globex-Pass1', digest, userid: globex.userid });
    expect(replay.status).toBe(Status.invalidCode);
  });

  it('answers 668 only after the captcha, and 1 for a picked company the phone is not in', async () => {
    const phone = newPhone();
    await seedEmployee(t, acme.userid, { empPhone: phone });
    await seedEmployee(t, globex.userid, { empPhone: phone });
    const noCaptcha = await t.call('empLogin', { phone, empPwd: 'emp-Pass1' });
    expect(noCaptcha).toMatchObject({ status: Status.invalidCode, result: null });
    const stranger = await buildCompany(t);
    const answer = await signInEmployee(t, phone, 'emp-Pass1', stranger.userid);
    expect(answer.status).toBe(Status.invalidUser);
  });

  it('answers 135 until the account is activated', async () => {
    const employee = await seedEmployee(t, acme.userid, { password: null });
    const answer = await signInEmployee(t, employee.phone, 'anything1');
    expect(answer).toMatchObject({ status: Status.activateAccount, reason: 'Please activate your account' });
  });

  it('answers 60 for a forbidden or disabled employee who knows the password, 2 otherwise', async () => {
    for (const empState of [1, 2]) {
      const employee = await seedEmployee(t, acme.userid, { empState });
      expect((await signInEmployee(t, employee.phone, 'wrong-Pass1')).status).toBe(Status.invalidPassword);
      expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(Status.accountDisabled);
    }
  });

  it('answers 1113 outside the validity days and signs in on the first and last day', async () => {
    // Stored days are YYYY-MM-DD; the answer shows them as YYYYMMDD.
    const today = ymdOf(t.clock.now());
    const yesterday = ymdOf(t.clock.now() - day);
    const tomorrow = ymdOf(t.clock.now() + day);
    const ended = await seedEmployee(t, acme.userid, { startDate: '2020-01-01', endDate: yesterday });
    const early = await seedEmployee(t, acme.userid, { startDate: tomorrow });
    const lastDay = await seedEmployee(t, acme.userid, { startDate: '2020-01-01', endDate: today });
    const firstDay = await seedEmployee(t, acme.userid, { startDate: today });
    expect((await signInEmployee(t, ended.phone, 'emp-Pass1')).status).toBe(Status.outsideValidity);
    expect((await signInEmployee(t, early.phone, 'emp-Pass1')).status).toBe(Status.outsideValidity);
    const onLastDay = await signInEmployee(t, lastDay.phone, 'emp-Pass1');
    expect(onLastDay).toMatchObject({ status: 0, result: { startDate: '20200101', endDate: ymd8FromYmd(today) } });
    expect((await signInEmployee(t, firstDay.phone, 'emp-Pass1')).status).toBe(0);
  });

  it('answers 2 for a wrong password and locks the phone with 67 after five failures in 15 minutes', async () => {
    const employee = await seedEmployee(t, acme.userid);
    const bystander = await seedEmployee(t, acme.userid);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInEmployee(t, employee.phone, `wrong-${attempt}`)).status).toBe(Status.invalidPassword);
    }
    expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(Status.accountLocked);
    expect((await signInEmployee(t, bystander.phone, 'emp-Pass1')).status).toBe(0);
    t.clock.advance(15 * minute + 1);
    expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(0);
  });

  it("answers 77 when the password is older than the company's expiry", async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    expect((await t.call('updatePasswordPolicy', { pwdPolicy: 0, pwdExpireDays: 30 }, company.token)).status).toBe(0);
    t.clock.advance(29 * day);
    expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(0);
    t.clock.advance(2 * day);
    expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(Status.passwordExpired);
  });

  it('takes the scrambled password on the legacy edge, and answers 999 to a plain one there', async () => {
    const employee = await seedEmployee(t, acme.userid);
    const digest = await passCaptcha(t, { phone: employee.phone });
    const body = { phone: employee.phone, empPwd: scramblePassword('emp-Pass1'), digest };
    expect((await t.call('empLogin', body, undefined, '/qcvisit/')).status).toBe(0);
    const plain = await t.call('empLogin', { phone: employee.phone, empPwd: '!!', digest }, undefined, '/qcvisit/');
    expect(plain.status).toBe(Status.badPasswordEncoding);
  });

  it('offers the Employee login type on the sign-in page', async () => {
    const config = await t.call<{ loginTypes: number[] }>('getSiteConfig', {});
    expect(config.result.loginTypes).toContain(3);
  });
});
