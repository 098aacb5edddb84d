import { type ManagerLogin, type ReceptionAccount, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { newPhone } from '../../../test/people-factories.js';
import { ymdOf } from '../../platform/calendar.js';
import { scramblePassword } from '../../platform/http/legacy-password.js';

const t = useTestApp();
let acme: TestCompany;
let globex: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  globex = await buildCompany(t);
});

let sequence = 0;
const newAccount = () => `desk${Date.now().toString(36)}${(sequence++).toString(36)}`;
const password = 'desk-Pass1';

const add = (company: TestCompany, body: Record<string, unknown>) =>
  t.call<ReceptionAccount>('AddManager', { password, sname: 'Front Desk', ...body }, company.token);
const list = (company: TestCompany, body: Record<string, unknown> = {}) =>
  t.call<ReceptionAccount[]>('GetManagerByUser', body, company.token);
const update = (company: TestCompany, body: Record<string, unknown>) =>
  t.call<ReceptionAccount>('UpdateManager', body, company.token);

async function signIn(account: string, secret = password, extra: Record<string, unknown> = {}) {
  const digest = await passCaptcha(t, { email: account });
  return t.call<ManagerLogin>('LoginManager', { account, password: secret, digest, ...extra });
}

describe(`reception accounts (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds an account and lists it with the wire shape, never the password', async () => {
    const account = newAccount();
    const mobile = newPhone();
    const added = await add(acme, {
      userId: acme.userid,
      account,
      sType: 2,
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      gid: '1,2',
      moblie: mobile,
      remark: 'Lobby',
    });
    expect(added.status, added.reason).toBe(0);
    const expected = {
      id: added.result.id,
      userid: acme.userid,
      account,
      sname: 'Front Desk',
      sType: 2,
      company: acme.company,
      moblie: mobile,
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      gid: '1,2',
      remark: 'Lobby',
      disabled: 0,
      module: [],
      createTime: t.clock.now(),
    };
    expect(added.result).toEqual(expected);
    const listed = await list(acme, { userId: acme.userid });
    expect(listed.result).toContainEqual(expected);
    expect(JSON.stringify(listed.result)).not.toMatch(/argon2|password/i);
    expect((await list(globex)).result.map((row) => row.account)).not.toContain(account);
  });

  it('keeps account names unique in a company (3), in any case, but not across companies', async () => {
    const account = newAccount();
    expect((await add(acme, { account })).status).toBe(0);
    const again = await add(acme, { account: account.toUpperCase() });
    expect([again.status, again.reason]).toEqual([Status.userExists, 'account: the company already has this account name']);
    expect((await add(globex, { account })).status).toBe(0);
  });

  it('refuses weak passwords, bad days, unknown types and a userId of another company', async () => {
    expect((await add(acme, { account: newAccount(), password: 'abc' })).status).toBe(Status.invalidField);
    const backwards = await add(acme, { account: newAccount(), startDate: '2026-12-02', endDate: '2026-12-01' });
    expect(backwards.reason).toBe('endDate: must not be before startDate');
    expect((await add(acme, { account: newAccount(), startDate: '2026-02-30' })).reason).toBe('startDate: must be a real day');
    expect((await add(acme, { account: newAccount(), sType: 6 })).status).toBe(Status.invalidField);
    expect((await add(acme, { account: newAccount(), userId: globex.userid })).status).toBe(Status.noPermission);
    expect((await add(acme, { account: newAccount(), userid: globex.userid })).status).toBe(Status.noPermission);
    expect((await list(acme, { userId: globex.userid })).status).toBe(Status.noPermission);
  });

  it('filters the list by type', async () => {
    const company = await buildCompany(t);
    await add(company, { account: newAccount(), sType: 2 });
    await add(company, { account: newAccount(), sType: 0 });
    expect((await list(company, { stList: [0] })).result.map((row) => row.sType)).toEqual([0]);
    expect((await list(company)).result).toHaveLength(2);
  });

  it('updates only the fields given, renames by id, and refuses a name in use', async () => {
    const account = newAccount();
    const { result } = await add(acme, { account, remark: 'Old', gid: '3' });
    const changed = await update(acme, { account, remark: 'New', endDate: '2027-01-31' });
    expect(changed.result).toMatchObject({ remark: 'New', gid: '3', endDate: '2027-01-31', sname: 'Front Desk' });
    const renamed = `${account}x`;
    expect((await update(acme, { id: result.id, account: renamed })).result.account).toBe(renamed);
    const taken = newAccount();
    await add(acme, { account: taken });
    expect((await update(acme, { id: result.id, account: taken })).status).toBe(Status.userExists);
    expect((await update(acme, { account: newAccount(), remark: 'x' })).status).toBe(Status.noRecord);
    expect((await update(globex, { id: result.id, account: renamed, remark: 'x' })).status).toBe(Status.noRecord);
  });

  it('deletes by account name or id, only in the own company (57 otherwise)', async () => {
    const account = newAccount();
    const { result } = await add(acme, { account });
    expect((await t.call('DeleteManager', { id: result.id }, globex.token)).status).toBe(Status.noRecord);
    expect((await t.call('DeleteManager', { account }, globex.token)).status).toBe(Status.noRecord);
    expect((await t.call('DeleteManager', { account }, acme.token)).status).toBe(0);
    expect((await list(acme)).result.map((row) => row.account)).not.toContain(account);
    const other = await add(acme, { account: newAccount() });
    expect((await t.call('DeleteManager', { id: other.result.id }, acme.token)).status).toBe(0);
  });
});

describe('LoginManager', () => {
  it('signs in as a reception session of the account; the token works with the account name in front', async () => {
    const account = newAccount();
    const { result: desk } = await add(acme, { account, sType: 2, gid: '7' });
    const answer = await signIn(account.toUpperCase());
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toMatchObject({
      userid: acme.userid,
      pemail: acme.email,
      account,
      sName: 'Front Desk',
      sType: 2,
      company: acme.company,
      gid: '7',
    });
    const session = await t.ctx.database.db.selectFrom('session').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session).toMatchObject({ subjectKind: 'reception', subjectId: desk.id, companyId: acme.userid });
    const token = `${account}-${answer.result.token}`;
    expect((await t.call('getEmpByName', { name: 'x' }, token)).status).toBe(0);
    expect((await t.call('GetManagerByUser', {}, token)).status).toBe(Status.noPermission);
    expect((await t.call('AddManager', { account: newAccount(), password, sname: 'x' }, token)).status).toBe(Status.noPermission);
  });

  it('refuses a wrong password (2) or an unknown account (1), and locks after five failures (67)', async () => {
    const account = newAccount();
    await add(acme, { account });
    expect((await signIn(newAccount())).status).toBe(Status.invalidUser);
    for (let tries = 0; tries < 5; tries++) expect((await signIn(account, 'wrong-Pass1')).status).toBe(Status.invalidPassword);
    expect((await signIn(account)).status).toBe(Status.accountLocked);
    t.clock.advance(16 * 60_000);
    expect((await signIn(account)).status).toBe(0);
  });

  it('answers 42 outside the validity dates and 60 when disabled, only to the right password', async () => {
    const today = ymdOf(t.clock.now());
    const early = newAccount();
    await add(acme, { account: early, startDate: '2099-01-01' });
    expect(await signIn(early)).toMatchObject({ status: Status.accountExpired, result: acme.userid });
    expect((await signIn(early, 'wrong-Pass1')).status).toBe(Status.invalidPassword);
    const late = newAccount();
    await add(acme, { account: late, endDate: '2020-01-01' });
    expect((await signIn(late)).status).toBe(Status.accountExpired);
    const lastDay = newAccount();
    await add(acme, { account: lastDay, startDate: today, endDate: today });
    expect((await signIn(lastDay)).status).toBe(0);
    const off = newAccount();
    await add(acme, { account: off, disabled: 1 });
    expect((await signIn(off)).status).toBe(Status.accountDisabled);
    expect((await update(acme, { account: off, disabled: 0 })).status).toBe(0);
    expect((await signIn(off)).status).toBe(0);
  });

  it('ends the sessions when the account is disabled, its password reset, or it is deleted', async () => {
    const account = newAccount();
    await add(acme, { account });
    const tokenOf = async () => `${account}-${(await signIn(account)).result.token}`;
    const works = async (token: string) => (await t.call('getEmpByName', { name: 'x' }, token)).status;

    const first = await tokenOf();
    await update(acme, { account, disabled: 1 });
    expect(await works(first)).toBe(Status.invalidToken);
    await update(acme, { account, disabled: 0 });

    const second = await tokenOf();
    await update(acme, { account, remark: 'still here' });
    expect(await works(second)).toBe(0);
    await update(acme, { account, password: 'other-Pass2' });
    expect(await works(second)).toBe(Status.invalidToken);
    expect((await signIn(account)).status).toBe(Status.invalidPassword);

    const third = `${account}-${(await signIn(account, 'other-Pass2')).result.token}`;
    await t.call('DeleteManager', { account }, acme.token);
    expect(await works(third)).toBe(Status.invalidToken);
    expect((await signIn(account, 'other-Pass2')).status).toBe(Status.invalidUser);
  });

  it('tells same-named accounts of two companies apart by the password, or by userid', async () => {
    const account = newAccount();
    await add(acme, { account });
    await add(globex, { account, password: 'globex-Pass1' });
    expect((await signIn(account)).result.userid).toBe(acme.userid);
    expect((await signIn(account, 'globex-Pass1')).result.userid).toBe(globex.userid);
    await update(globex, { account, password });
    const both = await signIn(account);
    expect(both.status).toBe(Status.companyNotUnique);
    expect((await signIn(account, password, { userid: globex.userid })).result.userid).toBe(globex.userid);
  });

  it('spends the captcha (119 on replay), and takes the scrambled password on the legacy edge', async () => {
    const account = newAccount();
    await add(acme, { account });
    const digest = await passCaptcha(t, { email: account });
    expect((await t.call('LoginManager', { account, password, digest })).status).toBe(0);
    expect((await t.call('LoginManager', { account, password, digest })).status).toBe(Status.invalidCode);
    const legacy = await passCaptcha(t, { email: account });
    const body = { account, password: scramblePassword(password), digest: legacy };
    expect((await t.call('LoginManager', body, undefined, '/qcvisit/')).status).toBe(0);
  });
});
