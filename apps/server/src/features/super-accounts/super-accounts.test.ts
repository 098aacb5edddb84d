import { Status, type SuperAccountLogin, type VisitorCounts } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { sessionToken } from '../../../test/people-factories.js';
import { insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';
import { scramblePassword } from '../../platform/http/legacy-password.js';
import {
  createSuperAccount,
  relateSuperAccount,
  removeSuperAccount,
  setSuperAccountDisabled,
  unrelateSuperAccount,
} from './super-accounts.service.js';

const t = useTestApp({ CAPTCHA: 'off' });
const password = 'group-Pass-1';
let north: TestCompany;
let south: TestCompany;
let stranger: TestCompany;
let counter = 0;

beforeAll(async () => {
  [north, south, stranger] = await Promise.all([buildCompany(t), buildCompany(t), buildCompany(t)]);
});

/** A super account over the companies given, created as the operator's command does. */
async function superAccount(companies: TestCompany[]) {
  const username = `LFT_group${++counter}`;
  await createSuperAccount(t.ctx, {
    username,
    password,
    displayName: 'North and South',
    companyIds: companies.map((company) => company.userid),
  });
  return username;
}

const signIn = (username: string, typed = password) =>
  t.call<SuperAccountLogin>('superAccountLogin', { username, password: typed, digest: '' });

async function tokenOf(username: string) {
  const answer = await signIn(username);
  expect(answer.status, answer.reason).toBe(0);
  return answer.result.token;
}

/** Visitors signed in at the company now, through the desk's own call. */
async function signInVisitors(company: TestCompany, count: number) {
  const admin = await sessionToken(t, company, 'manager', company.userid);
  for (let i = 0; i < count; i++) {
    const vid = await insertVisit(t, company, { appointmentDate: null });
    expect((await t.call('VisitAppointmentSignin', { vid }, admin)).status).toBe(0);
  }
}

describe(`super accounts (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs in with the name and password, in the first covered company, and lists the covered companies', async () => {
    const username = await superAccount([south, north].sort((a, b) => a.userid - b.userid));
    const answer = await signIn(username.toLowerCase());
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toMatchObject({ username, company: 'North and South', userid: Math.min(north.userid, south.userid) });
    const related = await t.call('getRelatedAccount', { username }, answer.result.token);
    expect(related.result).toEqual(
      [north, south]
        .sort((a, b) => a.userid - b.userid)
        .map((company) => ({ userid: company.userid, company: company.company, logo: '', pwdPolicy: 0 })),
    );
  });

  it('refuses a wrong password (2), an unknown name (1); after five failures demands the captcha (119) and locks (67)', async () => {
    const username = await superAccount([north]);
    expect((await signIn(username, 'wrong')).status).toBe(Status.invalidPassword);
    expect((await signIn('LFT_nobody')).status).toBe(Status.invalidUser);
    for (let i = 0; i < 4; i++) await signIn(username, 'wrong');
    expect((await signIn(username)).status).toBe(Status.invalidCode);
    const digest = await passCaptcha(t, { email: username });
    const locked = await t.call('superAccountLogin', { username, password, digest });
    expect(locked.status).toBe(Status.accountLocked);
  });

  it('takes the scrambled password on the legacy edge and spends the captcha when one is demanded', async () => {
    const username = await superAccount([north]);
    const answer = await t.call<SuperAccountLogin>(
      'superAccountLogin',
      { username, password: scramblePassword(password), digest: await passCaptcha(t, { email: username }) },
      undefined,
      '/qcvisit/',
    );
    expect(answer.status, answer.reason).toBe(0);
  });

  it('counts visitors signed in per covered company, all time and per day of a range; never another company', async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const username = await superAccount([company, other]);
    setClock(t, novemberAt(20, 10));
    await signInVisitors(company, 2);
    setClock(t, novemberAt(21, 10));
    await signInVisitors(company, 1);
    await signInVisitors(other, 3);
    await signInVisitors(stranger, 4);
    const token = await tokenOf(username);

    const all = await t.call<VisitorCounts>('getAllSuperAccountVCount', { username }, token);
    expect(all.result).toEqual({
      total: 6,
      vData: [
        { userid: company.userid, company: company.company, vcount: 3 },
        { userid: other.userid, company: other.company, vcount: 3 },
      ].sort((a, b) => a.userid - b.userid),
      days: [],
    });
    const range = await t.call<VisitorCounts>(
      'getSupAccVCount',
      { username, startDate: '2026-11-21', endDate: '2026-11-30' },
      token,
    );
    expect(range.result).toMatchObject({ total: 4, days: [{ date: '2026-11-21', vcount: 4 }] });
    expect(Object.fromEntries(range.result.vData.map((row) => [row.userid, row.vcount]))).toEqual({
      [company.userid]: 1,
      [other.userid]: 3,
    });
  });

  it('names the field of a bad range (604)', async () => {
    const token = await tokenOf(await superAccount([north]));
    const backwards = await t.call('getSupAccVCount', { startDate: '2026-11-21', endDate: '2026-11-20' }, token);
    expect([backwards.status, backwards.reason]).toEqual([Status.invalidField, 'endDate: must not be before startDate']);
    const long = await t.call('getSupAccVCount', { startDate: '2025-01-01', endDate: '2026-11-20' }, token);
    expect([long.status, long.reason]).toEqual([Status.invalidField, 'endDate: must be within 366 days of startDate']);
  });

  it("reads nothing else: a covered company's settings, visits and employees answer 610", async () => {
    const token = await tokenOf(await superAccount([north]));
    for (const call of ['GetUserInfo', 'SearchVisitByConditionPage', 'getEmpListPages', 'ModifyUserInfo']) {
      expect((await t.call(call, {}, token)).status, call).toBe(Status.noPermission);
    }
  });

  it('changes its password under the strictest policy of its companies and ends its other sessions', async () => {
    const username = await superAccount([north]);
    const [kept, other] = [await tokenOf(username), await tokenOf(username)];
    const wrong = await t.call('ModifySupAccPassword', { password: 'next-Pass-2', oldPwd: 'wrong' }, kept);
    expect([wrong.status, wrong.reason]).toEqual([Status.invalidPassword, 'The old password is wrong']);
    expect((await t.call('ModifySupAccPassword', { password: 'next-Pass-2', oldPwd: password }, kept)).status).toBe(0);
    expect((await t.call('getRelatedAccount', {}, other)).status).toBe(Status.invalidToken);
    expect((await t.call('getRelatedAccount', {}, kept)).status).toBe(0);
    expect((await signIn(username, 'next-Pass-2')).status).toBe(0);
  });

  it('the operator disables, uncovers and removes: sessions end, and a disabled or empty account cannot sign in (60)', async () => {
    const username = await superAccount([north, south]);
    const token = await tokenOf(username);
    await setSuperAccountDisabled(t.ctx, username, true);
    expect((await t.call('getRelatedAccount', {}, token)).status).toBe(Status.invalidToken);
    expect((await signIn(username)).status).toBe(Status.accountDisabled);
    await setSuperAccountDisabled(t.ctx, username, false);
    await unrelateSuperAccount(t.ctx, username, [north.userid, south.userid]);
    expect((await signIn(username)).status).toBe(Status.accountDisabled);
    await relateSuperAccount(t.ctx, username, [south.userid]);
    const again = await tokenOf(username);
    await removeSuperAccount(t.ctx, username);
    expect((await t.call('getRelatedAccount', {}, again)).status).toBe(Status.invalidToken);
    expect((await signIn(username)).status).toBe(Status.invalidUser);
  });

  it('refuses a name without the LFT_ prefix, a name taken, and a company that does not exist', async () => {
    const create = (username: string, companyIds = [north.userid]) =>
      createSuperAccount(t.ctx, { username, password, displayName: '', companyIds });
    await expect(create('group')).rejects.toMatchObject({
      status: Status.invalidField,
      message: 'username: must begin with LFT_',
    });
    const taken = await superAccount([north]);
    await expect(create(`LFT_${taken.slice(4).toUpperCase()}`)).rejects.toMatchObject({ status: Status.userExists });
    await expect(create('LFT_ghost', [2_000_000_000])).rejects.toMatchObject({ status: Status.invalidField });
  });
});
