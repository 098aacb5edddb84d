import { Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import {
  employeeToken,
  newPhone,
  seedEmployee,
  signInEmployee,
  smsCodeFor,
  type TestEmployee,
} from '../../../test/people-factories.js';
import { issueSecret } from '../../platform/secrets.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const minute = 60_000;

describe(`webActivateAccount (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('sets the first password with the SMS code; the employee then signs in, and a second activation answers 613', async () => {
    const employee = await seedEmployee(t, acme.userid, { password: null });
    const verifyCode = await smsCodeFor(t, employee.phone);
    const answer = await t.call('webActivateAccount', { phone: employee.phone, empPwd: 'first-Pass1', verifyCode });
    expect(answer).toMatchObject({ status: 0, result: null });
    expect((await signInEmployee(t, employee.phone, 'first-Pass1')).status).toBe(0);
    t.clock.advance(minute + 1);
    const again = await smsCodeFor(t, employee.phone);
    const second = await t.call('webActivateAccount', { phone: employee.phone, empPwd: 'other-Pass1', verifyCode: again });
    expect(second).toMatchObject({ status: Status.alreadyActivated, reason: 'Account already activated' });
  });

  it('answers 1 for an unknown phone and 7 when no code was sent', async () => {
    const unknown = await t.call('webActivateAccount', { phone: newPhone(), empPwd: 'first-Pass1', verifyCode: '123456' });
    expect(unknown.status).toBe(Status.invalidUser);
    const employee = await seedEmployee(t, acme.userid, { password: null });
    const noCode = await t.call('webActivateAccount', { phone: employee.phone, empPwd: 'first-Pass1', verifyCode: '123456' });
    expect(noCode.status).toBe(Status.invalidVerificationCode);
  });

  it('answers 145 for a wrong code and 144 for an expired one', async () => {
    const employee = await seedEmployee(t, acme.userid, { password: null });
    const code = await smsCodeFor(t, employee.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const body = { phone: employee.phone, empPwd: 'first-Pass1' };
    expect((await t.call('webActivateAccount', { ...body, verifyCode: wrong })).status).toBe(Status.smsCodeWrong);
    t.clock.advance(5 * minute + 1);
    expect((await t.call('webActivateAccount', { ...body, verifyCode: code })).status).toBe(Status.smsCodeExpired);
    expect((await signInEmployee(t, employee.phone, 'first-Pass1')).status).toBe(Status.activateAccount);
  });

  it("checks the password against the company's policy (604 empPwd) without spending the code", async () => {
    const company = await buildCompany(t);
    await t.call('updatePasswordPolicy', { pwdPolicy: 1, pwdExpireDays: 0 }, company.token);
    const employee = await seedEmployee(t, company.userid, { password: null });
    const verifyCode = await smsCodeFor(t, employee.phone);
    const weak = await t.call('webActivateAccount', { phone: employee.phone, empPwd: 'short1', verifyCode });
    expect(weak.status).toBe(Status.invalidField);
    expect(weak.reason).toMatch(/^empPwd: Password must be 12-25 characters/);
    const strong = await t.call('webActivateAccount', { phone: employee.phone, empPwd: 'Much-longer-Pass1', verifyCode });
    expect(strong.status).toBe(0);
  });

  it('answers 668 for a phone in several companies, and activates only the company picked', async () => {
    const other = await buildCompany(t);
    const phone = newPhone();
    await seedEmployee(t, acme.userid, { empPhone: phone, password: null });
    await seedEmployee(t, other.userid, { empPhone: phone, password: null });
    const verifyCode = await smsCodeFor(t, phone);
    const choose = await t.call('webActivateAccount', { phone, empPwd: 'first-Pass1', verifyCode });
    expect(choose.status).toBe(Status.companyNotUnique);
    expect(choose.result).toHaveLength(2);
    const picked = await t.call('webActivateAccount', { phone, empPwd: 'first-Pass1', verifyCode, userid: other.userid });
    expect(picked.status).toBe(0);
    expect((await signInEmployee(t, phone, 'first-Pass1', other.userid)).status).toBe(0);
    expect((await signInEmployee(t, phone, 'first-Pass1', acme.userid)).status).toBe(Status.activateAccount);
  });
});

describe('updateEmpPwd', () => {
  it("changes the password and ends the employee's other sessions, keeping this one", async () => {
    const employee = await seedEmployee(t, acme.userid);
    const here = await employeeToken(t, employee);
    const elsewhere = await employeeToken(t, employee);
    const answer = await t.call('updateEmpPwd', { oldEmpPwd: 'emp-Pass1', empPwd: 'new-Pass22' }, here);
    expect(answer).toMatchObject({ status: 0, result: null });
    expect((await t.call('getVisitProxyForEmp', { empid: employee.empid }, elsewhere)).status).toBe(Status.invalidToken);
    expect((await t.call('getVisitProxyForEmp', { empid: employee.empid }, here)).status).toBe(0);
    expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(Status.invalidPassword);
    expect((await signInEmployee(t, employee.phone, 'new-Pass22')).status).toBe(0);
  });

  it('answers 2 for a wrong old password and 67 after five of them', async () => {
    const employee = await seedEmployee(t, acme.userid);
    const token = await employeeToken(t, employee);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await t.call('updateEmpPwd', { oldEmpPwd: `wrong-${attempt}`, empPwd: 'new-Pass22' }, token);
      expect(wrong).toMatchObject({ status: Status.invalidPassword, reason: 'The old password is wrong' });
    }
    const locked = await t.call('updateEmpPwd', { oldEmpPwd: 'emp-Pass1', empPwd: 'new-Pass22' }, token);
    expect(locked.status).toBe(Status.accountLocked);
    t.clock.advance(15 * minute + 1);
    const token2 = await employeeToken(t, employee);
    expect((await t.call('updateEmpPwd', { oldEmpPwd: 'emp-Pass1', empPwd: 'new-Pass22' }, token2)).status).toBe(0);
  });

  it("checks the new password against the company's policy", async () => {
    const company = await buildCompany(t);
    await t.call('updatePasswordPolicy', { pwdPolicy: 2, pwdExpireDays: 0 }, company.token);
    const employee = await seedEmployee(t, company.userid);
    const token = await employeeToken(t, employee);
    const weak = await t.call('updateEmpPwd', { oldEmpPwd: 'emp-Pass1', empPwd: 'lowercase-and-dash' }, token);
    expect(weak.status).toBe(Status.invalidField);
    expect(weak.reason).toMatch(/^empPwd: Password must be 16-25 characters/);
  });

  it('is for employees only (610 for an Administrator)', async () => {
    const answer = await t.call('updateEmpPwd', { oldEmpPwd: 'emp-Pass1', empPwd: 'new-Pass22' }, acme.token);
    expect(answer.status).toBe(Status.noPermission);
  });
});

describe('resetEmpPwd (forgot password)', () => {
  it("sets a new password with the SMS code and ends the employee's sessions", async () => {
    const employee = await seedEmployee(t, acme.userid);
    const token = await employeeToken(t, employee);
    const verifyCode = await smsCodeFor(t, employee.phone);
    const answer = await t.call('resetEmpPwd', { phone: employee.phone, empPwd: 'reset-Pass1', verifyCode });
    expect(answer).toMatchObject({ status: 0, result: null });
    expect((await t.call('getVisitProxyForEmp', { empid: employee.empid }, token)).status).toBe(Status.invalidToken);
    expect((await signInEmployee(t, employee.phone, 'reset-Pass1')).status).toBe(0);
    const replay = await t.call('resetEmpPwd', { phone: employee.phone, empPwd: 'again-Pass1', verifyCode });
    expect(replay.status).toBe(Status.invalidVerificationCode);
  });

  it('answers 1, 7, 145, 668 and 604 as activation does', async () => {
    const body = { empPwd: 'reset-Pass1', verifyCode: '000000' };
    expect((await t.call('resetEmpPwd', { ...body, phone: newPhone() })).status).toBe(Status.invalidUser);
    const employee = await seedEmployee(t, acme.userid);
    expect((await t.call('resetEmpPwd', { ...body, phone: employee.phone })).status).toBe(Status.invalidVerificationCode);
    const code = await smsCodeFor(t, employee.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.call('resetEmpPwd', { ...body, phone: employee.phone, verifyCode: wrong })).status).toBe(Status.smsCodeWrong);

    const other = await buildCompany(t);
    await seedEmployee(t, other.userid, { empPhone: employee.phone });
    const choose = await t.call('resetEmpPwd', { ...body, phone: employee.phone, verifyCode: code });
    expect(choose.status).toBe(Status.companyNotUnique);
    const picked = await t.call('resetEmpPwd', { ...body, phone: employee.phone, verifyCode: code, userid: acme.userid });
    expect(picked.status).toBe(0);

    const incomplete = await t.call('resetEmpPwd', { phone: employee.phone });
    expect(incomplete).toMatchObject({
      status: Status.invalidField,
      reason: 'empPwd: Invalid input: expected string, received undefined',
    });
  });
});

describe('resetEmpPwd by the Administrator', () => {
  it('clears the passwords of the employees named, so they activate again, and ends their sessions', async () => {
    const [first, second, untouched] = [
      await seedEmployee(t, acme.userid),
      await seedEmployee(t, acme.userid),
      await seedEmployee(t, acme.userid),
    ];
    const token = await employeeToken(t, first);
    const answer = await t.call('resetEmpPwd', { empids: [first.empid, second.empid] }, acme.token);
    expect(answer).toMatchObject({ status: 0, result: null });
    expect((await t.call('getVisitProxyForEmp', { empid: first.empid }, token)).status).toBe(Status.invalidToken);
    expect((await signInEmployee(t, first.phone, 'emp-Pass1')).status).toBe(Status.activateAccount);
    expect((await signInEmployee(t, second.phone, 'emp-Pass1')).status).toBe(Status.activateAccount);
    expect((await signInEmployee(t, untouched.phone, 'emp-Pass1')).status).toBe(0);
    const verifyCode = await smsCodeFor(t, first.phone);
    expect((await t.call('webActivateAccount', { phone: first.phone, empPwd: 'again-Pass1', verifyCode })).status).toBe(0);
  });

  it("answers 55 naming another company's employees, and changes nobody", async () => {
    const other = await buildCompany(t);
    const theirs = await seedEmployee(t, other.userid);
    const mine = await seedEmployee(t, acme.userid);
    const answer = await t.call('resetEmpPwd', { empids: [mine.empid, theirs.empid] }, acme.token);
    expect(answer).toMatchObject({ status: Status.employeeNotFound, result: [theirs.empid] });
    expect((await signInEmployee(t, mine.phone, 'emp-Pass1')).status).toBe(0);
    expect((await signInEmployee(t, theirs.phone, 'emp-Pass1')).status).toBe(0);
    const named = await t.call('resetEmpPwd', { userid: other.userid, empids: [mine.empid] }, acme.token);
    expect(named.status).toBe(Status.noPermission);
  });

  it('needs an Administrator session: 28 without one, 610 for an employee', async () => {
    const employee = await seedEmployee(t, acme.userid);
    expect((await t.call('resetEmpPwd', { empids: [employee.empid] })).status).toBe(Status.noToken);
    const token = await employeeToken(t, employee);
    expect((await t.call('resetEmpPwd', { empids: [employee.empid] }, token)).status).toBe(Status.noPermission);
    expect((await signInEmployee(t, employee.phone, 'emp-Pass1')).status).toBe(0);
  });
});

describe('SMS codes sent before a password change', () => {
  it.each([
    [
      'updateEmpPwd',
      'resetEmpPwd',
      async (employee: TestEmployee) => {
        const token = await employeeToken(t, employee);
        return t.call('updateEmpPwd', { oldEmpPwd: 'emp-Pass1', empPwd: 'changed-Pass1' }, token);
      },
    ],
    [
      "the Administrator's resetEmpPwd",
      'webActivateAccount',
      (employee: TestEmployee) => t.call('resetEmpPwd', { empids: [employee.empid] }, acme.token),
    ],
  ])('stop working after %s (%s answers 7)', async (_event, call, change) => {
    const employee = await seedEmployee(t, acme.userid);
    const verifyCode = await smsCodeFor(t, employee.phone);
    expect((await change(employee)).status).toBe(0);
    const answer = await t.call(call, { phone: employee.phone, empPwd: 'later-Pass1', verifyCode });
    expect(answer.status).toBe(Status.invalidVerificationCode);
  });

  it.each([
    ['resetEmpPwd', { password: 'emp-Pass1' }],
    ['webActivateAccount', { password: null }],
  ] as const)('leave no code of the phone usable after %s, even one a race left live', async (call, seeded) => {
    const employee = await seedEmployee(t, acme.userid, seeded);
    const verifyCode = await smsCodeFor(t, employee.phone);
    const raced = { subject: employee.phone, payload: {}, now: t.clock.now() - 1, lifetimeMs: 5 * minute };
    await issueSecret(t.ctx.database.db, 'sms-code', '000000', raced);
    expect((await t.call(call, { phone: employee.phone, empPwd: 'later-Pass1', verifyCode })).status).toBe(0);
    const live = await t.ctx.database.db
      .selectFrom('singleUseSecret')
      .select('id')
      .where('purpose', '=', 'sms-code')
      .where('subject', '=', employee.phone)
      .where('usedAt', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });
});
