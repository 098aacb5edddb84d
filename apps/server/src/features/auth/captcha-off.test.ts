import { type LoginResult, Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, captchaCode, passCaptcha } from '../../../test/factories.js';
import { fromAddress } from '../../../test/from-address.js';
import { seedEmployee } from '../../../test/people-factories.js';
import { scramblePassword } from '../../platform/http/legacy-password.js';

/*
 * CAPTCHA=off lets scripted clients in, except to an account under attack, which needs a solved captcha per attempt,
 * and except for SMS codes, which always need one.
 */

const t = useTestApp({ CAPTCHA: 'off' });

const minute = 60_000;
let network = 0;
const addresses = () => {
  network += 1;
  return (host: number) => `10.${network}.1.${host}`;
};

/** The original client's steps: a captcha, any answer to it, then the sign-in on /qcvisit/ with the scrambled password. */
async function scriptedSignIn(email: string, password: string, address: string) {
  const client = fromAddress(t, address);
  const issued = await client.call<{ digest: string }>('getValidationCode', {}, '/qcvisit/');
  const checked = await client.call(
    'validationCode',
    { email, phone: '', digest: issued.result.digest, vcode: 'XXXX' },
    '/qcvisit/',
  );
  const login = await client.call<LoginResult>(
    'Login',
    { email, password: scramblePassword(password), digest: issued.result.digest },
    '/qcvisit/',
  );
  return { checked: checked.status, login: login.status };
}

describe(`CAPTCHA=off (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('accepts any captcha code, so a scripted client of the original kind signs in on /qcvisit/', async () => {
    const company = await buildCompany(t);
    expect(await scriptedSignIn(company.email, company.password, '10.200.0.1')).toEqual({ checked: 0, login: 0 });
  });

  it('demands a solved captcha for every attempt once an account has five failures from anywhere', async () => {
    const company = await buildCompany(t);
    const at = addresses();
    for (let host = 1; host <= 5; host += 1) {
      const answer = await fromAddress(t, at(host)).call('Login', { email: company.email, password: 'wrong-Pass1' });
      expect(answer.status).toBe(Status.invalidPassword);
    }
    const owner = fromAddress(t, at(50));
    // No captcha, or a made-up answer to one, no longer gets a guess in.
    expect((await owner.call('Login', { email: company.email, password: company.password })).status).toBe(Status.invalidCode);
    expect(await scriptedSignIn(company.email, company.password, at(50))).toEqual({
      checked: Status.invalidCode,
      login: Status.invalidCode,
    });
    // Another account is not concerned.
    const other = await buildCompany(t);
    expect(await scriptedSignIn(other.email, other.password, at(50))).toEqual({ checked: 0, login: 0 });
    // The owner solves the captcha and is in.
    expect((await owner.signIn(company.email, company.password)).status).toBe(0);
    // Each guess costs a solved captcha, spent even when the guess is wrong.
    const digest = await passCaptcha(t, { email: company.email });
    const guess = await fromAddress(t, at(6)).call('Login', { email: company.email, password: 'wrong-Pass2', digest });
    expect(guess.status).toBe(Status.invalidPassword);
    const replay = await fromAddress(t, at(7)).call('Login', { email: company.email, password: 'wrong-Pass3', digest });
    expect(replay.status).toBe(Status.invalidCode);
    // Once the failures age out, scripts are let in again.
    t.clock.advance(15 * minute + 1);
    expect(await scriptedSignIn(company.email, company.password, at(50))).toEqual({ checked: 0, login: 0 });
  });

  it('still demands a solved captcha for an SMS code, since every message costs money and reaches someone', async () => {
    const company = await buildCompany(t);
    const before = t.sms.received.length;
    expect((await t.call('sendSmsCode', { phone: company.phone })).status).toBe(Status.invalidCode);
    // Any answer passes validationCode here, but only a right one buys a code.
    const issued = await t.call<{ digest: string }>('getValidationCode', {});
    const anyAnswer = { phone: company.phone, digest: issued.result.digest, vcode: '0000' };
    expect((await t.call('validationCode', anyAnswer)).status).toBe(0);
    expect((await t.call('sendSmsCode', { phone: company.phone, digest: issued.result.digest })).status).toBe(Status.invalidCode);
    expect(t.sms.received.slice(before)).toEqual([]);
    const digest = await passCaptcha(t, { phone: company.phone });
    expect((await t.call('sendSmsCode', { phone: company.phone, digest })).status).toBe(0);
    expect(t.sms.received.slice(before).map((sms) => sms.phone)).toEqual([company.phone]);
  });

  it('demands it for employee sign-in by phone the same way', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid);
    const at = addresses();
    for (let host = 1; host <= 5; host += 1) {
      const answer = await fromAddress(t, at(host)).call('empLogin', { phone: employee.phone, empPwd: 'wrong-Pass1' });
      expect(answer.status).toBe(Status.invalidPassword);
    }
    const owner = fromAddress(t, at(50));
    expect((await owner.call('empLogin', { phone: employee.phone, empPwd: 'emp-Pass1' })).status).toBe(Status.invalidCode);
    const issued = await owner.call<{ digest: string }>('getValidationCode', {});
    const wrong = await owner.call('validationCode', { phone: employee.phone, digest: issued.result.digest, vcode: 'XXXX' });
    expect(wrong.status).toBe(Status.invalidCode);
    const fresh = await owner.call<{ digest: string }>('getValidationCode', {});
    const vcode = await captchaCode(t, fresh.result.digest);
    expect((await owner.call('validationCode', { phone: employee.phone, digest: fresh.result.digest, vcode })).status).toBe(0);
    const answer = await owner.call('empLogin', { phone: employee.phone, empPwd: 'emp-Pass1', digest: fresh.result.digest });
    expect(answer.status).toBe(0);
  });
});
