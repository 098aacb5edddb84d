import { Status, type SuperAccountLogin, type UserInfo } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { insertVisit } from '../../../test/visit-factories.js';
import { createSuperAccount } from './super-accounts.service.js';

/* An HQ Administrator reads one branch at a time, as its Administrator sees it, and changes nothing. */

const t = useTestApp({ CAPTCHA: 'off' });
const password = 'hq-Pass-12345';
let first: TestCompany;
let second: TestCompany;
let stranger: TestCompany;
let token: string;

beforeAll(async () => {
  // Company ids are random: the branch a session starts in is the one with the lower id.
  [first, second] = (
    await Promise.all([buildCompany(t, { company: 'First branch' }), buildCompany(t, { company: 'Second branch' })])
  ).sort((a, b) => a.userid - b.userid);
  stranger = await buildCompany(t);
  await createSuperAccount(t.ctx, {
    username: 'group-hq',
    password,
    displayName: 'Group HQ',
    companyIds: [first.userid, second.userid],
    hq: true,
  });
  await insertVisit(t, first, { vname: `Visitor of ${first.company}` });
  await insertVisit(t, second, { vname: `Visitor of ${second.company}` });
  await insertVisit(t, stranger, { vname: 'Visitor of Stranger' });
  const signIn = await t.call<SuperAccountLogin>('superAccountLogin', { username: 'group-hq', password, digest: '' });
  expect(signIn.result).toMatchObject({ hq: 1, userid: first.userid, company: 'Group HQ' });
  token = signIn.result.token;
});

const visitorsSeen = async (session: string) => {
  const answer = await t.call<{ list: Array<{ vname: string }> }>(
    'SearchVisitByConditionPage',
    { date: '2026-11-01', endDate: '2026-11-30', requestedCount: 50 },
    session,
  );
  expect(answer.status, answer.reason).toBe(0);
  return answer.result.list.map((visit) => visit.vname);
};

describe(`HQ Administrators (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('reads the branch it stands in, switches to another (the old session ends), and never a company it does not cover', async () => {
    expect(await visitorsSeen(token)).toEqual([`Visitor of ${first.company}`]);
    expect((await t.call<UserInfo>('GetUserInfo', {}, token)).result.company).toBe(first.company);
    expect((await t.call<unknown[]>('getRelatedAccount', {}, token)).result).toHaveLength(2);

    const refused = await t.call('switchBranch', { branch: stranger.userid }, token);
    expect(refused.status).toBe(Status.noPermission);
    const moved = await t.call<SuperAccountLogin>('switchBranch', { branch: second.userid }, token);
    expect(moved.result).toMatchObject({ hq: 1, userid: second.userid });
    expect((await t.call('GetUserInfo', {}, token)).status).toBe(Status.invalidToken);
    token = moved.result.token;
    expect(await visitorsSeen(token)).toEqual([`Visitor of ${second.company}`]);
  });

  it("changes no setting or person of a branch (610), and the branch's own Administrator keeps its rights", async () => {
    for (const [call, body] of [
      ['ModifyUserInfo', { company: 'Taken over', name: 'HQ', phone: '13900000000' }],
      ['addEmployee', { employee_name: 'Planted', phone: '13900000001' }],
      ['updatePasswordPolicy', { pwdPolicy: 0, pwdExpireDays: 0 }],
    ] as const) {
      expect((await t.call(call, body, token)).status, call).toBe(Status.noPermission);
    }
    const own = await t.call('ModifyUserInfo', { company: second.company, name: 'Ada', phone: '13900000002' }, second.token);
    expect(own.status, own.reason).toBe(0);
  });

  it('a switch to a branch no longer covered is refused, and a super account cannot switch at all', async () => {
    await createSuperAccount(t.ctx, { username: 'LFT_counts', password, displayName: '', companyIds: [first.userid] });
    const counts = await t.call<SuperAccountLogin>('superAccountLogin', { username: 'LFT_counts', password, digest: '' });
    expect(counts.result.hq).toBe(0);
    expect((await t.call('switchBranch', { branch: first.userid }, counts.result.token)).status).toBe(Status.noPermission);
    expect((await t.call('SearchVisitByConditionPage', {}, counts.result.token)).status).toBe(Status.noPermission);
  });
});
