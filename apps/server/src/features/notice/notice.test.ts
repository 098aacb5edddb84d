import { type NoticeConf, Status, type UserInfo } from '@vestibule/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { startMailCatcher } from '../../../test/message-catchers.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';

/* The /notice page's calls: channel settings, a test per channel (spec codes 40, 41, 43, 53, 22). */

const companyMail = await startMailCatcher();
const t = useTestApp({ SMS_QUOTA: '3' });
afterAll(() => companyMail.close());

const conf = async (company: TestCompany) => (await t.call<NoticeConf>('getNoticeConf', {}, company.token)).result;
const test = (company: TestCompany, channel: string, to: string) =>
  t.call<{ answer: string }>('sendNoticeTest', { channel, to }, company.token);
const ownSmtp = () => ({
  type: 1,
  account: 'desk@acme.test',
  pwd: 'mail-Pass1',
  smtp: '127.0.0.1',
  smtp_port: Number(new URL(companyMail.url).port),
  ssl: 0,
});

describe(`notice settings (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("stores the company's mail server; answers UserInfo without the password and keeps it when none is given", async () => {
    const company = await buildCompany(t);
    const answer = await t.call<UserInfo>('ConfigureEmail', ownSmtp(), company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toMatchObject({ userid: company.userid, emailType: 1, emailAccount: 'desk@acme.test', emailPwd: '' });
    expect(answer.result).toMatchObject({ smtp: '127.0.0.1', smtpPort: ownSmtp().smtp_port, ssl: 0 });
    expect(await conf(company)).toMatchObject({ emailType: 1, emailPwdSet: true, emailNotify: 1 });
    const info = await t.call<UserInfo>('GetUserInfo', {}, company.token);
    expect(info.result.emailPwd).toBe('');

    expect((await t.call('ConfigureEmail', { ...ownSmtp(), pwd: '' }, company.token)).status).toBe(0);
    const stored = await t.ctx.database.db
      .selectFrom('company')
      .select('emailPwd')
      .where('id', '=', company.userid)
      .executeTakeFirst();
    expect(stored?.emailPwd).toBe('mail-Pass1');

    const exchange = { type: 2, account: 'desk@acme.test', exchange: 'mail.acme.test', domain: 'ACME' };
    expect((await t.call<UserInfo>('ConfigureEmail', exchange, company.token)).result).toMatchObject({
      emailType: 2,
      exchange: 'mail.acme.test',
      domain: 'ACME',
      smtp: '',
      smtpPort: 0,
    });
    expect((await t.call<UserInfo>('ConfigureEmail', { type: 0 }, company.token)).result).toMatchObject({
      emailType: 0,
      emailAccount: '',
      exchange: '',
    });
    expect(await conf(company)).toMatchObject({ emailPwdSet: false });
  });

  it.each([
    [{ ...ownSmtp(), account: 'not-an-address' }, 'account'],
    [{ ...ownSmtp(), smtp: '' }, 'smtp'],
    [{ ...ownSmtp(), smtp_port: 0 }, 'smtp_port'],
    [{ type: 2, account: 'desk@acme.test', exchange: '' }, 'exchange'],
    [{ ...ownSmtp(), type: 5 }, 'type'],
  ])('refuses an incomplete mail server with a 604 naming the field (%o)', async (body, field) => {
    const company = await buildCompany(t);
    const answer = await t.call('ConfigureEmail', body, company.token);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toContain(field);
  });

  it('turns each channel on and off; getNoticeConf reads the switches, the SMS counter and the quota', async () => {
    const company = await buildCompany(t);
    const calls = [
      ['setNotifyEmail', { emailNotify: 0 }],
      ['updateSMSConf', { smsNotify: '1' }],
      ['ivrNotifyConf', { ivrNotify: true }],
      ['UpdateWxConf', { msgNotify: 0 }],
    ] as const;
    for (const [name, body] of calls) expect((await t.call(name, body, company.token)).status, name).toBe(0);
    expect(await conf(company)).toMatchObject({
      emailNotify: 0,
      smsNotify: 1,
      ivrNotify: 1,
      msgNotify: 0,
      smsCount: 0,
      smsQuota: 3,
      providers: { sms: true, ivr: false, wechat: false },
    });
    const info = await t.call<UserInfo>('GetUserInfo', {}, company.token);
    expect(info.result).toMatchObject({ smsNotify: 1, ivrNotify: 1, msgNotify: 0 });
  });

  it('only the Administrator changes notices (610 for an employee)', async () => {
    const company = await buildCompany(t);
    const employee = await seedEmployee(t, company.userid, { password: null });
    const token = await sessionToken(t, company, 'employee', employee.empid);
    for (const [name, body] of [
      ['updateSMSConf', { smsNotify: 1 }],
      ['ConfigureEmail', { type: 0 }],
      ['sendNoticeTest', { channel: 'email', to: 'a@b.test' }],
    ] as const) {
      expect((await t.call(name, body, token)).status, name).toBe(Status.noPermission);
    }
  });
});

describe(`the notice test per channel (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("mails the test through the company's server and answers its acceptance; 41 while mail notices are off", async () => {
    const company = await buildCompany(t);
    // The catcher takes mail without a login.
    await t.call('ConfigureEmail', { ...ownSmtp(), pwd: '' }, company.token);
    const answer = await test(company, 'email', 'tess@acme.test');
    expect(answer).toMatchObject({ status: 0, result: { answer: 'Mail accepted by 127.0.0.1 for tess@acme.test' } });
    const mail = companyMail.received.find((received) => received.to.includes('tess@acme.test'));
    expect(mail?.raw).toContain('Subject: Vestibule test email');
    expect(t.mail.received.some((received) => received.to.includes('tess@acme.test'))).toBe(false);

    await t.call('setNotifyEmail', { emailNotify: 0 }, company.token);
    expect(await test(company, 'email', 'tess@acme.test')).toMatchObject({ status: Status.emailNotificationOff });
  });

  it('answers 40 with the reason when the mail server cannot be reached', async () => {
    const company = await buildCompany(t);
    await t.call('ConfigureEmail', { ...ownSmtp(), smtp_port: 1 }, company.token);
    const answer = await test(company, 'email', 'tess@acme.test');
    expect(answer.status).toBe(Status.emailSendFailed);
    expect(answer.reason).toMatch(/^Email failed: .*(ECONNREFUSED|connect)/i);
  });

  it("SMS: 53 while off, the gateway's answer when on, 22 with its status when it fails, 43 past the quota", async () => {
    const company = await buildCompany(t);
    expect(await test(company, 'sms', '13800000002')).toMatchObject({ status: Status.smsSwitchOff });
    await t.call('updateSMSConf', { smsNotify: 1 }, company.token);
    expect(await test(company, 'sms', '13800000002')).toMatchObject({ status: 0, result: { answer: 'HTTP 200 0' } });
    expect(t.sms.received.at(-1)).toEqual({
      phone: '13800000002',
      text: expect.stringContaining('This is a test from Vestibule'),
    });

    t.sms.state.failing = true;
    const failed = await test(company, 'sms', '13800000002');
    t.sms.state.failing = false;
    expect(failed).toMatchObject({ status: Status.smsSendFailed, reason: 'SMS failed: HTTP 500 0', result: 'HTTP 500 0' });
    expect((await conf(company)).smsCount).toBe(1);

    await test(company, 'sms', '13800000002');
    await test(company, 'sms', '13800000002');
    expect((await conf(company)).smsCount).toBe(3);
    expect(await test(company, 'sms', '13800000002')).toMatchObject({ status: Status.smsQuotaExceeded });
  });

  it("SMS through the company's own gateway with its account and password; the switch alone keeps it; never in UserInfo", async () => {
    const gateway = await startFakeProvider();
    try {
      gateway.on('GET /send', { body: 'OK 1' });
      const company = await buildCompany(t);
      const template = `${gateway.url}/send?user={account}&key={password}&to={phone}&msg={text}`;
      const own = { smsNotify: 1, smsUrlTemplate: template, smsAccount: 'acme sms', smsPwd: 'gw&secret' };
      expect((await t.call('updateSMSConf', own, company.token)).status).toBe(0);
      expect(await conf(company)).toMatchObject({ smsUrlTemplate: template, smsAccount: 'acme sms', smsPwdSet: true });
      const before = t.sms.received.length;
      expect(await test(company, 'sms', '13800000009')).toMatchObject({ status: 0, result: { answer: 'HTTP 200 OK 1' } });
      expect(gateway.requestsTo('/send').at(-1)?.query).toEqual({
        user: 'acme sms',
        key: 'gw&secret',
        to: '13800000009',
        msg: expect.stringContaining('This is a test from Vestibule'),
      });
      expect(t.sms.received.length).toBe(before);

      // The switch alone (as the page's switch sends it) keeps the gateway and its password.
      expect((await t.call('updateSMSConf', { smsNotify: 1, smsPwd: '' }, company.token)).status).toBe(0);
      expect(await conf(company)).toMatchObject({ smsUrlTemplate: template, smsPwdSet: true });
      const info = (await t.call<Record<string, unknown>>('GetUserInfo', {}, company.token)).result;
      expect(Object.keys(info).filter((key) => /^sms(UrlTemplate|Account|Pwd)$/.test(key))).toEqual([]);
      expect(JSON.stringify(info)).not.toContain('gw&secret');

      expect(await t.call('updateSMSConf', { smsNotify: 1, smsUrlTemplate: 'ftp://x/{phone}' }, company.token)).toMatchObject({
        status: Status.invalidField,
        reason: /^smsUrlTemplate: /,
      });
      // Empty: back to the server's gateway, the stored password forgotten.
      expect((await t.call('updateSMSConf', { smsNotify: 1, smsUrlTemplate: '' }, company.token)).status).toBe(0);
      expect(await conf(company)).toMatchObject({ smsUrlTemplate: '', smsPwdSet: false });
      expect(await test(company, 'sms', '13800000009')).toMatchObject({ status: 0, result: { answer: 'HTTP 200 0' } });
      expect(t.sms.received.length).toBe(before + 1);
    } finally {
      await gateway.close();
    }
  });

  it('voice and WeChat: 604 naming the channel while off; a failure names the provider', async () => {
    const company = await buildCompany(t);
    // WeChat notices are on by default (msgNotify 1, as in the original product).
    await t.call('UpdateWxConf', { msgNotify: 0 }, company.token);
    expect(await test(company, 'ivr', '13800000002')).toMatchObject({ status: Status.invalidField, result: 'channel' });
    expect(await test(company, 'wechat', 'hannah.h')).toMatchObject({ status: Status.invalidField, result: 'channel' });
    await t.call('UpdateWxConf', { msgNotify: 1 }, company.token);
    const answer = await test(company, 'wechat', 'hannah.h');
    expect(answer).toMatchObject({ status: Status.smsSendFailed, reason: 'WeChat message failed: not configured' });
  });

  it.each([
    ['email', '13800000002'],
    ['sms', 'tess@acme.test'],
    ['wechat', 'no spaces allowed'],
  ])('refuses a %s test to %s with a 604 naming "to"', async (channel, to) => {
    const company = await buildCompany(t);
    const answer = await test(company, channel, to);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toContain('to');
  });
});
