import { Status } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, signIn, type TestCompany } from '../../../test/factories.js';
import { newToken } from '../../platform/crypto.js';
import { issueSecret } from '../../platform/secrets.js';

const t = useTestApp();

const minute = 60_000;

/** Asks for the reset mail through the captcha and returns the link it carries. */
async function mailedLink(company: TestCompany) {
  const digest = await passCaptcha(t, { email: company.email });
  const answer = await t.call('RetrievePassword', { email: company.email, digest });
  expect(answer.status).toBe(0);
  const mail = t.mail.received.findLast((message) => message.to.includes(company.email));
  const match = mail?.raw.match(/(\S+)\/forgot\.html\?type=3&email=([^&\s]+)&digest=([0-9a-f]+)/);
  if (!match?.[2] || !match[3]) throw new Error(`no reset link in the mail to ${company.email}`);
  return { base: match[1], email: decodeURIComponent(match[2]), digest: match[3] };
}

/** Passes the captcha for the phone and asks for a code; returns the answer and the code the gateway got. */
async function requestSmsCode(phone: string) {
  const digest = await passCaptcha(t, { phone });
  const sentBefore = t.sms.received.length;
  const answer = await t.call('sendSmsCode', { phone, digest });
  const message = t.sms.received.slice(sentBefore).find((sms) => sms.phone === phone);
  return { answer, code: message?.text.match(/\b(\d{6})\b/)?.[1] };
}

describe(`password reset by mail (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('needs the captcha: 119 without a digest or with one passed for another account', async () => {
    const company = await buildCompany(t);
    expect((await t.call('RetrievePassword', { email: company.email })).status).toBe(Status.invalidCode);
    const elsewhere = await passCaptcha(t, { email: 'other@example.com' });
    expect((await t.call('RetrievePassword', { email: company.email, digest: elsewhere })).status).toBe(Status.invalidCode);
  });

  it('answers 1 for an email nobody registered', async () => {
    const digest = await passCaptcha(t, { email: 'nobody-here@example.com' });
    const answer = await t.call('RetrievePassword', { email: 'nobody-here@example.com', digest });
    expect(answer).toMatchObject({ status: Status.invalidUser, reason: 'Invalid user' });
  });

  it('mails a forgot.html?type=3 link that sets the password once and signs out every session', async () => {
    const company = await buildCompany(t);
    const link = await mailedLink(company);
    expect(link).toMatchObject({ base: t.ctx.config.publicUrl, email: company.email });
    expect(link.digest).toMatch(/^[0-9a-f]{64}$/);

    const answer = await t.call('ModifyPassword', { email: link.email, digest: link.digest, new_pwd: 'mailed-Pass2' });
    expect(answer).toMatchObject({ status: 0, result: null });
    expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(Status.invalidToken);
    expect((await signIn(t, company.email, company.password)).status).toBe(Status.invalidPassword);
    expect((await signIn(t, company.email, 'mailed-Pass2')).status).toBe(0);

    const again = await t.call('ModifyPassword', { email: link.email, digest: link.digest, new_pwd: 'mailed-Pass3' });
    expect(again).toMatchObject({ status: Status.invalidLink, reason: 'The link is invalid or has expired' });
    expect((await signIn(t, company.email, 'mailed-Pass2')).status).toBe(0);
  });

  it('answers 39 for a link older than 30 minutes', async () => {
    const company = await buildCompany(t);
    const link = await mailedLink(company);
    t.clock.advance(30 * minute + 1);
    const answer = await t.call('ModifyPassword', { email: link.email, digest: link.digest, new_pwd: 'late-Pass1' });
    expect(answer.status).toBe(Status.invalidLink);
    expect((await signIn(t, company.email, company.password)).status).toBe(0);
  });

  it('answers 39 for a made-up digest and for a link used with another email', async () => {
    const company = await buildCompany(t);
    const made = await t.call('ModifyPassword', { email: company.email, digest: 'ab'.repeat(32), new_pwd: 'guess-Pass1' });
    expect(made.status).toBe(Status.invalidLink);
    const link = await mailedLink(company);
    const other = await buildCompany(t);
    const crossed = await t.call('ModifyPassword', { email: other.email, digest: link.digest, new_pwd: 'cross-Pass1' });
    expect(crossed.status).toBe(Status.invalidLink);
    expect((await signIn(t, other.email, other.password)).status).toBe(0);
  });

  it("checks new_pwd against the company's policy and keeps the link for a better password", async () => {
    const company = await buildCompany(t);
    await t.call('updatePasswordPolicy', { pwdPolicy: 1, pwdExpireDays: 0 }, company.token);
    const link = await mailedLink(company);
    const weak = await t.call('ModifyPassword', { email: link.email, digest: link.digest, new_pwd: 'abcdef123' });
    expect(weak.status).toBe(Status.invalidField);
    expect(weak.reason).toMatch(/^new_pwd: Password must be 12-25 characters/);
    const good = await t.call('ModifyPassword', { email: link.email, digest: link.digest, new_pwd: 'Abcdefgh1234' });
    expect(good.status).toBe(0);
  });

  it('answers 604 when neither a link nor a phone code is given', async () => {
    const answer = await t.call('ModifyPassword', { email: 'a@example.com', new_pwd: 'whatever1' });
    expect(answer).toMatchObject({
      status: Status.invalidField,
      reason: 'digest: give email with digest, or phone with verifyCode',
    });
  });
});

describe('password reset by phone', () => {
  it('needs a captcha passed for that phone', async () => {
    const company = await buildCompany(t);
    expect((await t.call('sendSmsCode', { phone: company.phone })).status).toBe(Status.invalidCode);
    const elsewhere = await passCaptcha(t, { phone: '13800000000' });
    expect((await t.call('sendSmsCode', { phone: company.phone, digest: elsewhere })).status).toBe(Status.invalidCode);
  });

  it('sends a 6-digit code that sets the password once', async () => {
    const company = await buildCompany(t);
    const { answer, code } = await requestSmsCode(company.phone);
    expect(answer).toMatchObject({ status: 0, result: null });
    expect(code).toMatch(/^\d{6}$/);

    const reset = await t.call('ModifyPassword', { phone: company.phone, verifyCode: code, new_pwd: 'phone-Pass1' });
    expect(reset.status).toBe(0);
    expect((await t.call('GetUserInfo', {}, company.token)).status).toBe(Status.invalidToken);
    expect((await signIn(t, company.email, company.password)).status).toBe(Status.invalidPassword);
    expect((await signIn(t, company.email, 'phone-Pass1')).status).toBe(0);

    const reused = await t.call('ModifyPassword', { phone: company.phone, verifyCode: code, new_pwd: 'phone-Pass2' });
    expect(reused).toMatchObject({ status: Status.invalidVerificationCode, reason: 'Invalid verification code' });
  });

  it('answers 145 for a wrong code and still accepts the right one', async () => {
    const company = await buildCompany(t);
    const { code } = await requestSmsCode(company.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.call('ModifyPassword', { phone: company.phone, verifyCode: wrongCode, new_pwd: 'phone-Pass1' });
    expect(wrong).toMatchObject({ status: Status.smsCodeWrong, reason: 'Wrong SMS code' });
    expect((await t.call('ModifyPassword', { phone: company.phone, verifyCode: code, new_pwd: 'phone-Pass1' })).status).toBe(0);
  });

  it('answers 7 when no code was sent to the phone', async () => {
    const company = await buildCompany(t);
    const answer = await t.call('ModifyPassword', { phone: company.phone, verifyCode: '123456', new_pwd: 'phone-Pass1' });
    expect(answer.status).toBe(Status.invalidVerificationCode);
  });

  it('answers 1 for a phone nobody registered', async () => {
    const answer = await t.call('ModifyPassword', { phone: '13000000001', verifyCode: '123456', new_pwd: 'phone-Pass1' });
    expect(answer.status).toBe(Status.invalidUser);
  });

  it('answers 144 for a code older than 5 minutes', async () => {
    const company = await buildCompany(t);
    const { code } = await requestSmsCode(company.phone);
    t.clock.advance(5 * minute + 1);
    const answer = await t.call('ModifyPassword', { phone: company.phone, verifyCode: code, new_pwd: 'phone-Pass1' });
    expect(answer).toMatchObject({ status: Status.smsCodeExpired, reason: 'SMS code expired' });
  });

  it('checks new_pwd against the policy before spending the code', async () => {
    const company = await buildCompany(t);
    const { code } = await requestSmsCode(company.phone);
    const short = await t.call('ModifyPassword', { phone: company.phone, verifyCode: code, new_pwd: 'abc' });
    expect(short).toMatchObject({ status: Status.invalidField, reason: 'new_pwd: Password length must be at least 6' });
    expect((await t.call('ModifyPassword', { phone: company.phone, verifyCode: code, new_pwd: 'phone-Pass1' })).status).toBe(0);
  });

  it('answers 22 when the SMS gateway fails, and sends once it recovers', async () => {
    const company = await buildCompany(t);
    t.sms.state.failing = true;
    try {
      const { answer } = await requestSmsCode(company.phone);
      expect(answer).toMatchObject({ status: Status.smsSendFailed, reason: 'SMS could not be sent' });
    } finally {
      t.sms.state.failing = false;
    }
    const { answer, code } = await requestSmsCode(company.phone);
    expect(answer.status).toBe(0);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('answers 2001 for a second code within 60 seconds, and sends again after', async () => {
    const company = await buildCompany(t);
    expect((await requestSmsCode(company.phone)).answer.status).toBe(0);
    t.clock.advance(30_000);
    const soon = await requestSmsCode(company.phone);
    expect(soon.answer.status).toBe(Status.tooManyRequests);
    expect(soon.code).toBeUndefined();
    t.clock.advance(31_000);
    const later = await requestSmsCode(company.phone);
    expect(later.answer.status).toBe(0);
    const answer = await t.call('ModifyPassword', { phone: company.phone, verifyCode: later.code, new_pwd: 'phone-Pass1' });
    expect(answer.status).toBe(0);
  });
});

describe('earlier links and codes stop working', () => {
  const newPassword = { new_pwd: 'later-Pass1' };
  const useLink = (link: { email: string; digest: string }) => t.call('ModifyPassword', { ...link, ...newPassword });
  const useCode = (phone: string, verifyCode = '') => t.call('ModifyPassword', { phone, verifyCode, ...newPassword });

  /** Each way to hold a reset: issues it now, answers how to use it later and the status it then gets. */
  const earlier = {
    link: async (company: TestCompany) => {
      const link = await mailedLink(company);
      return { use: () => useLink(link), refused: Status.invalidLink };
    },
    code: async (company: TestCompany) => {
      const { code } = await requestSmsCode(company.phone);
      return { use: () => useCode(company.phone, code), refused: Status.invalidVerificationCode };
    },
    /** A second live link, as two requests racing could leave. */
    'raced link': async (company: TestCompany) => {
      const token = newToken();
      await issueSecret(t.ctx.database.db, 'password-reset', token, {
        subject: `manager:${company.userid}`,
        payload: {},
        now: t.clock.now(),
        lifetimeMs: 30 * minute,
      });
      return { use: () => useLink({ email: company.email, digest: token }), refused: Status.invalidLink };
    },
  };

  it.each([
    ['a new reset mail', 'link', (company: TestCompany) => mailedLink(company)],
    ['a new reset mail', 'code', (company: TestCompany) => mailedLink(company)],
    ['a new SMS code', 'link', (company: TestCompany) => requestSmsCode(company.phone)],
    [
      'updatePassword',
      'link',
      (company: TestCompany) => t.call('updatePassword', { oldpwd: company.password, newpwd: 'changed-Pass1' }, company.token),
    ],
    [
      'updatePassword',
      'code',
      (company: TestCompany) => t.call('updatePassword', { oldpwd: company.password, newpwd: 'changed-Pass1' }, company.token),
    ],
    ['ModifyPassword with a link', 'raced link', async (company: TestCompany) => useLink(await mailedLink(company))],
    [
      'ModifyPassword with a code',
      'raced link',
      async (company: TestCompany) => useCode(company.phone, (await requestSmsCode(company.phone)).code),
    ],
  ] as const)('after %s, a %s issued earlier stops working', async (_event, kind, event) => {
    const company = await buildCompany(t);
    const held = await earlier[kind](company);
    t.clock.advance(minute + 1);
    await event(company);
    expect((await held.use()).status).toBe(held.refused);
  });

  it('after a new SMS code, the earlier code no longer matches and the new one works', async () => {
    const company = await buildCompany(t);
    const first = await requestSmsCode(company.phone);
    t.clock.advance(minute + 1);
    const second = await requestSmsCode(company.phone);
    if (first.code !== second.code) expect((await useCode(company.phone, first.code)).status).toBe(Status.smsCodeWrong);
    expect((await useCode(company.phone, second.code)).status).toBe(0);
  });
});
