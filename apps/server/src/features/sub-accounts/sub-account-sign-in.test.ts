import { Status, type SubAccount, type SubAccountLogin, type UserInfo } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';
import { scramblePassword } from '../../platform/http/legacy-password.js';

const t = useTestApp();
let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});

const password = 'resident-Pass1';

async function signIn(email: string, secret = password) {
  const digest = await passCaptcha(t, { email });
  return t.call<SubAccountLogin>('subAccountLogin', { email, password: secret, digest });
}

/** The header the console sends after sign-in: the main company's userid, a dash, the token. */
const headerOf = (login: SubAccountLogin) => `${login.userid}-${login.token}`;
const userInfoStatus = async (token: string) => (await t.call<UserInfo>('GetUserInfo', {}, token)).status;

describe(`subAccountLogin (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs in a resident company: its SubAccount with token, pemail and modules, and a Subcompany session', async () => {
    const resident = await buildSubAccount(t, acme, { module: ['visits'], floor: '9' });
    const answer = await signIn(resident.email.toUpperCase());
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toMatchObject({
      id: resident.id,
      userid: acme.userid,
      pemail: acme.email,
      email: resident.email,
      password: '',
      floor: '9',
      company: acme.company,
      module: [{ key: 'visits', name: 'Visitor records' }],
    });
    expect(answer.result.token).toMatch(/^[0-9a-f]{64}$/);
    const session = await t.ctx.database.db.selectFrom('session').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session).toMatchObject({ subjectKind: 'subaccount', subjectId: resident.id, companyId: acme.userid });
    // GetUserInfo answers the main company's settings; changing them is the Administrator's.
    const token = headerOf(answer.result);
    expect((await t.call<UserInfo>('GetUserInfo', {}, token)).result.userid).toBe(acme.userid);
    expect((await t.call('ModifyUserInfo', { company: 'Hijacked', name: 'x', phone: '13900000000' }, token)).status).toBe(
      Status.noPermission,
    );
    expect((await t.call<SubAccount>('getSubAccountById', { id: resident.id }, token)).result.id).toBe(resident.id);
  });

  it('answers 1 for an unknown email, 2 for a wrong password, and 67 after five failures', async () => {
    const resident = await buildSubAccount(t, acme);
    expect((await signIn('nobody-here@example.com')).status).toBe(Status.invalidUser);
    for (let tries = 0; tries < 5; tries++)
      expect((await signIn(resident.email, 'wrong-Pass1')).status).toBe(Status.invalidPassword);
    expect((await signIn(resident.email)).status).toBe(Status.accountLocked);
    t.clock.advance(16 * 60_000);
    expect((await signIn(resident.email)).status).toBe(0);
  });

  it('answers 94 to the right password while disabled or while resident-company mode is off', async () => {
    const company = await buildCompany(t);
    const resident = await buildSubAccount(t, company, { isUse: 0 });
    expect((await signIn(resident.email, 'wrong-Pass1')).status).toBe(Status.invalidPassword);
    expect((await signIn(resident.email)).status).toBe(Status.subAccountDisabled);
    await t.call('updateSubAccount', { id: resident.id, isUse: 1 }, company.token);
    expect((await signIn(resident.email)).status).toBe(0);
    await t.call('updateSASwitch', { subAccount: 0 }, company.token);
    expect((await signIn(resident.email)).status).toBe(Status.subAccountDisabled);
  });

  it('cannot sign in before a password is given', async () => {
    const resident = await buildSubAccount(t, acme, { password: undefined });
    expect((await signIn(resident.email)).status).toBe(Status.invalidPassword);
    expect((await t.call('resetSubAccountPwd', { id: resident.id, password }, acme.token)).status).toBe(0);
    expect((await signIn(resident.email)).status).toBe(0);
  });

  it('spends the captcha (119 on replay), and takes the scrambled password on the legacy edge', async () => {
    const resident = await buildSubAccount(t, acme);
    const digest = await passCaptcha(t, { email: resident.email });
    expect((await t.call('subAccountLogin', { email: resident.email, password, digest })).status).toBe(0);
    expect((await t.call('subAccountLogin', { email: resident.email, password, digest })).status).toBe(Status.invalidCode);
    const legacy = await passCaptcha(t, { email: resident.email });
    const body = { email: resident.email, password: scramblePassword(password), digest: legacy };
    const answer = await t.call<SubAccountLogin>('subAccountLogin', body, undefined, '/qcvisit/');
    expect(answer.status).toBe(0);
    expect(await userInfoStatus(headerOf(answer.result))).toBe(0);
  });

  it("answers 77 once the password is older than the company's expiry", async () => {
    const company = await buildCompany(t);
    const resident = await buildSubAccount(t, company);
    await t.call('updatePasswordPolicy', { pwdPolicy: 0, pwdExpireDays: 30 }, company.token);
    t.clock.advance(31 * 86_400_000);
    expect((await signIn(resident.email)).status).toBe(Status.passwordExpired);
  });
});

describe(`a resident company's sessions (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('end when it is disabled, its password reset, it is deleted, or the mode is turned off', async () => {
    const company = await buildCompany(t);
    const resident = await buildSubAccount(t, company);
    const session = async () => headerOf((await signIn(resident.email)).result);

    const disabled = await session();
    await t.call('updateSubAccount', { id: resident.id, floor: '2' }, company.token);
    expect(await userInfoStatus(disabled)).toBe(0);
    await t.call('updateSubAccount', { id: resident.id, isUse: 0 }, company.token);
    expect(await userInfoStatus(disabled)).toBe(Status.invalidToken);
    await t.call('updateSubAccount', { id: resident.id, isUse: 1 }, company.token);

    const reset = await session();
    await t.call('resetSubAccountPwd', { id: resident.id, password: 'other-Pass2' }, company.token);
    expect(await userInfoStatus(reset)).toBe(Status.invalidToken);
    expect((await signIn(resident.email)).status).toBe(Status.invalidPassword);
    await t.call('resetSubAccountPwd', { id: resident.id, password }, company.token);

    const switchedOff = await session();
    await t.call('updateSASwitch', { subAccount: 0 }, company.token);
    expect(await userInfoStatus(switchedOff)).toBe(Status.invalidToken);
    await t.call('updateSASwitch', { subAccount: 1 }, company.token);

    const deleted = await session();
    await t.call('delSubAccount', { id: resident.id }, company.token);
    expect(await userInfoStatus(deleted)).toBe(Status.invalidToken);
    expect((await signIn(resident.email)).status).toBe(Status.invalidUser);
  });
});

describe(`updateSubAccountPwd (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("changes its own password under the company's policy and ends its other sessions", async () => {
    const company = await buildCompany(t);
    const resident = await buildSubAccount(t, company);
    const [first, second] = [headerOf((await signIn(resident.email)).result), headerOf((await signIn(resident.email)).result)];
    const change = (body: Record<string, unknown>, token = first) => t.call('updateSubAccountPwd', body, token);
    expect((await change({ oldPwd: 'wrong-Pass1', password: 'next-Pass2' })).status).toBe(Status.invalidPassword);
    await t.call('updatePasswordPolicy', { pwdPolicy: 1, pwdExpireDays: 0 }, company.token);
    const weak = await change({ oldPwd: password, password: 'short-Pass2' });
    expect([weak.status, weak.reason.split(':')[0]]).toEqual([Status.invalidField, 'password']);
    const other = await buildSubAccount(t, company);
    expect((await change({ id: other.id, oldPwd: password, password: 'a-much-longer-Pass2' })).status).toBe(Status.noPermission);
    expect((await change({ id: resident.id, oldPwd: password, password: 'a-much-longer-Pass2' })).status).toBe(0);
    expect(await userInfoStatus(first)).toBe(0);
    expect(await userInfoStatus(second)).toBe(Status.invalidToken);
    expect((await signIn(resident.email, 'a-much-longer-Pass2')).status).toBe(0);
    // Only a resident company changes its password here.
    expect((await change({ oldPwd: password, password: 'x' }, company.token)).status).toBe(Status.noPermission);
  });

  it('locks the change after five wrong old passwords (67)', async () => {
    const resident = await buildSubAccount(t, await buildCompany(t));
    for (let tries = 0; tries < 5; tries++) {
      expect(
        (await t.call('updateSubAccountPwd', { oldPwd: 'wrong-Pass1', password: 'next-Pass2' }, resident.token)).status,
      ).toBe(Status.invalidPassword);
    }
    expect((await t.call('updateSubAccountPwd', { oldPwd: password, password: 'next-Pass2' }, resident.token)).status).toBe(
      Status.accountLocked,
    );
  });
});
