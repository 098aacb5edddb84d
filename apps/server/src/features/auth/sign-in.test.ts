import { Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, captchaCode, passCaptcha, signIn } from '../../../test/factories.js';
import { scramblePassword } from '../../platform/http/legacy-password.js';

const t = useTestApp();

describe(`Administrator sign-in (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('signs in through the image captcha and reaches the company', async () => {
    const company = await buildCompany(t);
    const answer = await signIn(t, company.email, company.password);
    expect(answer.status).toBe(0);
    expect(answer.result).toMatchObject({ userid: company.userid, company: company.company, password: '', sType: -1 });
    const info = await t.call('GetUserInfo', {}, `${company.userid}-${answer.result.token}`);
    expect(info.result).toMatchObject({ email: company.email, emailPwd: '' });
  });

  it('gives a PNG captcha and refuses a wrong code with 119', async () => {
    const issued = await t.call<{ base64Str: string; digest: string }>('getValidationCode');
    expect(Buffer.from(issued.result.base64Str, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const wrong = await t.call('validationCode', { email: 'a@b.cd', phone: '', digest: issued.result.digest, vcode: 'ZZZZZ' });
    expect(wrong.status).toBe(Status.invalidCode);
  });

  it('accepts the captcha code in any case', async () => {
    const issued = await t.call<{ digest: string }>('getValidationCode');
    const code = await captchaCode(t, issued.result.digest);
    const answer = await t.call('validationCode', {
      email: 'x@y.zz',
      phone: '',
      digest: issued.result.digest,
      vcode: code.toLowerCase(),
    });
    expect(answer.status).toBe(0);
  });

  it('refuses a replayed captcha digest with 119', async () => {
    const company = await buildCompany(t);
    const digest = await passCaptcha(t, { email: company.email });
    expect((await t.call('Login', { email: company.email, password: company.password, digest })).status).toBe(0);
    expect((await t.call('Login', { email: company.email, password: company.password, digest })).status).toBe(Status.invalidCode);
  });

  it('refuses a captcha passed for another account with 119', async () => {
    const company = await buildCompany(t);
    const digest = await passCaptcha(t, { email: 'someone-else@example.com' });
    expect((await t.call('Login', { email: company.email, password: company.password, digest })).status).toBe(Status.invalidCode);
  });

  it('answers 2 for a wrong password and 1 for an unknown account', async () => {
    const company = await buildCompany(t);
    const wrong = await signIn(t, company.email, 'not-the-password');
    expect(wrong).toMatchObject({ status: Status.invalidPassword, reason: 'Invalid password' });
    expect((await signIn(t, 'nobody@example.com', 'whatever1')).status).toBe(Status.invalidUser);
  });

  it('locks the account with 67 after five failures in 15 minutes, and unlocks later', async () => {
    const company = await buildCompany(t);
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(t, company.email, 'bad-password')).status).toBe(2);
    expect((await signIn(t, company.email, company.password)).status).toBe(Status.accountLocked);
    t.clock.advance(15 * 60_000 + 1);
    expect((await signIn(t, company.email, company.password)).status).toBe(0);
  });

  it('answers 77 when the password is older than the company allows', async () => {
    const company = await buildCompany(t);
    await t.call('updatePasswordPolicy', { pwdPolicy: 0, pwdExpireDays: 30 }, company.token);
    t.clock.advance(31 * 86_400_000);
    expect((await signIn(t, company.email, company.password)).status).toBe(Status.passwordExpired);
  });

  it('signs in on the legacy edge with the scrambled password', async () => {
    const company = await buildCompany(t);
    const digest = await passCaptcha(t, { email: company.email });
    const answer = await t.call(
      'Login',
      { email: company.email, password: scramblePassword(company.password), digest },
      undefined,
      '/qcvisit/',
    );
    expect(answer.status).toBe(0);
  });

  it('answers 999 on the legacy edge for a password that is not scrambled', async () => {
    const answer = await t.call('Login', { email: 'a@b.cd', password: '!!', digest: 'x' }, undefined, '/qcvisit/');
    expect(answer.status).toBe(Status.badPasswordEncoding);
  });
});

describe('sessions', () => {
  it('answers 28 without a token and 27 with a wrong one', async () => {
    expect((await t.call('GetUserInfo', {})).status).toBe(Status.noToken);
    expect((await t.call('GetUserInfo', {}, `1-${'ab'.repeat(32)}`)).status).toBe(Status.invalidToken);
    expect((await t.call('GetUserInfo', {}, 'garbage')).status).toBe(Status.invalidToken);
  });

  it('expires an idle session with 29', async () => {
    const company = await buildCompany(t);
    t.clock.advance(t.ctx.config.sessionIdleMs + 1);
    expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(Status.tokenExpired);
    expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(Status.invalidToken);
  });

  it('keeps an active session alive', async () => {
    const company = await buildCompany(t);
    for (let step = 0; step < 3; step++) {
      t.clock.advance(t.ctx.config.sessionIdleMs - 60_000);
      expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(0);
    }
  });

  it('ends the session at logout, also at the legacy /login/logout', async () => {
    const company = await buildCompany(t);
    expect((await t.call('logout', {}, company.token)).status).toBe(0);
    expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(Status.invalidToken);
    const other = await buildCompany(t);
    expect((await t.call('login/logout', undefined, other.token, '/qcvisit/')).status).toBe(0);
    expect((await t.call('GetUserInfo', {}, other.token)).status).toBe(Status.invalidToken);
  });

  it("answers 610 when the body's userid names another company", async () => {
    const mine = await buildCompany(t);
    const theirs = await buildCompany(t);
    const answer = await t.call('GetUserInfo', { userid: theirs.userid }, mine.token);
    expect(answer.status).toBe(Status.noPermission);
    expect(JSON.stringify(answer)).not.toContain(theirs.email);
  });
});
