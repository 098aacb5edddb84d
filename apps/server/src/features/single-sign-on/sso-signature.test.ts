import { createHash } from 'node:crypto';
import { type EmployeeLogin, type LoginResult, type SsoConfig, Status } from '@vestibule/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { buildEmployee } from '../../../test/people-factories.js';

/*
 * The original product's ssoLogin {account, authid, timeStamp, type, userid}:
 * authid = MD5(account + timeStamp + the company's shared secret).
 */

const t = useTestApp();
const sharedSecret = 'partner-shared-secret';
let acme: TestCompany;
let globex: TestCompany;
let employeePhone: string;
let employeeId: number;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const signed = (company: TestCompany, account: string, type: number, at = t.clock.now(), secret = sharedSecret) => ({
  account,
  timeStamp: at,
  authid: md5(`${account}${at}${secret}`),
  type,
  userid: company.userid,
});

beforeAll(async () => {
  acme = await buildCompany(t);
  globex = await buildCompany(t);
  const employee = await buildEmployee(t, acme);
  employeePhone = employee.empPhone;
  employeeId = employee.empid;
  const answer = await t.call<SsoConfig>(
    'updateSsoConfig',
    { enabled: 0, issuer: '', clientId: '', legacyLogin: 1, legacySecret: sharedSecret },
    acme.token,
  );
  expect(answer.result).toMatchObject({ legacyLogin: 1, legacySecretSet: 1, enabled: 0 });
  expect(JSON.stringify(answer)).not.toContain(sharedSecret);
});

describe(`ssoLogin by signature (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs the Administrator in (type 1) with Login’s answer, on both paths', async () => {
    const answer = await t.call<LoginResult>('ssoLogin', signed(acme, acme.email, 1));
    expect([answer.status, answer.result.userid]).toEqual([0, acme.userid]);
    t.clock.advance(1);
    const legacy = await t.call<LoginResult>('ssoLogin', signed(acme, acme.email, 1), undefined, '/qcvisit/');
    expect([legacy.status, legacy.result.userid]).toEqual([0, acme.userid]);
  });

  it.each([2, 3, 5])('signs an employee in by phone (type %i) with empLogin’s answer', async (type) => {
    t.clock.advance(1);
    const answer = await t.call<EmployeeLogin>('ssoLogin', signed(acme, employeePhone, type));
    expect([answer.status, answer.result.empid]).toEqual([0, employeeId]);
  });

  it.each([
    ['a signature used already', () => signed(acme, acme.email, 1, t.clock.now() - 1), Status.staleSignature, true],
    ['a timeStamp older than five minutes', () => signed(acme, acme.email, 1, t.clock.now() - 5 * 60_000 - 1), 1010, false],
    ['a timeStamp five minutes ahead', () => signed(acme, acme.email, 1, t.clock.now() + 5 * 60_000 + 1), 1010, false],
    ['another secret', () => signed(acme, acme.email, 1, t.clock.now(), 'guess'), Status.invalidPassword, false],
    ['a company that takes no signed sign-in', () => signed(globex, globex.email, 1), Status.invalidPassword, false],
    ['an account the company does not have', () => signed(acme, 'nobody@example.com', 2), Status.invalidUser, false],
    ['the Administrator of another company', () => signed(acme, globex.email, 1), Status.invalidUser, false],
  ])('refuses %s', async (_case, body, status, usedBefore) => {
    t.clock.advance(1000);
    const request = body();
    if (usedBefore) expect((await t.call('ssoLogin', request)).status).toBe(0);
    const answer = await t.call('ssoLogin', request);
    expect(answer.status).toBe(status);
  });

  it('needs the shared secret stored before it can be turned on', async () => {
    const fresh = await buildCompany(t);
    const answer = await t.call('updateSsoConfig', { enabled: 0, issuer: '', clientId: '', legacyLogin: 1 }, fresh.token);
    expect([answer.status, answer.reason.split(':')[0]]).toEqual([Status.invalidField, 'legacySecret']);
  });
});
