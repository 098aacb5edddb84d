import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { buildCompany } from '../../../test/factories.js';
import { startMailCatcher } from '../../../test/message-catchers.js';
import { emailChannel } from './channels/email.channel.js';
import { ivrChannel } from './channels/ivr.channel.js';
import { CodedProviderError, smsChannel } from './channels/sms.channel.js';
import { forgetWechatTokens, wechatChannel } from './channels/wechat.channel.js';
import type { NoticeRecipient } from './notice-channel.js';
import { ProviderError } from './notice-channel.js';
import { companyRow } from '../account/account.service.js';

/* Each channel against a local provider that records the exact request it receives. */

const fake = await startFakeProvider();
const companyMail = await startMailCatcher();
const t = useTestApp({
  SMS_URL_TEMPLATE: `${fake.url}/sms/send?mobile={phone}&content={text}`,
  IVR_URL_TEMPLATE: `${fake.url}/voice/call?to={phone}`,
  WECHAT_API_URL: fake.url,
  WECHAT_CORP_ID: 'corp-1',
  WECHAT_CORP_SECRET: 's3cret',
  WECHAT_AGENT_ID: '1000002',
  SMS_QUOTA: '2',
});
afterAll(async () => {
  await Promise.all([fake.close(), companyMail.close()]);
});
beforeEach(() => {
  fake.reset();
  forgetWechatTokens();
});

const host: NoticeRecipient = {
  name: 'Hannah Host',
  email: 'hannah@acme.test',
  phone: '13800000001',
  ddid: '',
  rtxAccount: '',
  openid: 'hannah.h',
};
const message = { subject: 'Your visitor has arrived', text: 'Vera Visitor has signed in.' };

async function companyWith(settings: Record<string, number | string>) {
  const company = await buildCompany(t);
  if (Object.keys(settings).length > 0) {
    await t.ctx.database.db.updateTable('company').set(settings).where('id', '=', company.userid).execute();
  }
  const stored = await companyRow(t.ctx, company.userid);
  return { companyId: company.userid, settings: stored! };
}

const failureOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe(`notice channels against their providers (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("SMS: fills the gateway's template, answers its reply and counts the message against the quota", async () => {
    fake.on('GET /sms/send', { body: { code: 0, msg: 'queued' } });
    const { companyId, settings } = await companyWith({ smsNotify: 1 });
    expect(smsChannel.reaches(settings, host)).toBe(true);
    expect(smsChannel.reaches({ ...settings, smsNotify: 0 }, host)).toBe(false);
    expect(smsChannel.reaches(settings, { ...host, phone: '' })).toBe(false);
    const answer = await smsChannel.send(t.ctx, companyId, settings, host, { ...message, link: 'https://v.test/x' });
    expect(answer).toBe('HTTP 200 {"code":0,"msg":"queued"}');
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      method: 'GET',
      path: '/sms/send',
      query: { mobile: '13800000001', content: 'Vera Visitor has signed in. https://v.test/x' },
    });
    expect((await companyRow(t.ctx, companyId))?.smsCount).toBe(1);
  });

  it('SMS: a used-up quota (43) sends nothing; a refusal carries the status and the reason', async () => {
    fake.on('GET /sms/send', { status: 403, body: { code: 17, msg: 'signature not approved' } });
    const { companyId, settings } = await companyWith({ smsNotify: 1, smsCount: 2 });
    const quota = await failureOf(smsChannel.send(t.ctx, companyId, settings, host, message));
    expect(quota).toBeInstanceOf(CodedProviderError);
    expect((quota as CodedProviderError).status).toBe(43);
    expect(quota.answer).toBe('quota of 2 SMS used up');
    expect(fake.received).toEqual([]);

    const fresh = await companyWith({ smsNotify: 1 });
    const refused = await failureOf(smsChannel.send(t.ctx, fresh.companyId, fresh.settings, host, message));
    expect(refused.answer).toBe('HTTP 403 {"code":17,"msg":"signature not approved"}');
  });

  it('voice: a template without {text} gets the message POSTed as JSON; silence past the time-out fails', async () => {
    fake.on('POST /voice/call', { body: { callId: 'c-1' } });
    const { companyId, settings } = await companyWith({ ivrNotify: 1 });
    expect(ivrChannel.reaches(settings, host)).toBe(true);
    expect(await ivrChannel.send(t.ctx, companyId, settings, host, message)).toBe('HTTP 200 {"callId":"c-1"}');
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      path: '/voice/call',
      query: { to: '13800000001' },
      json: { phone: '13800000001', text: 'Vera Visitor has signed in.' },
    });
    fake.on('POST /voice/call', { body: {}, delayMs: 1000 });
    // A short time-out for this call only: the others keep the default, so a busy machine does not fail them.
    const impatient = { ...t.ctx, config: { ...t.ctx.config, noticeTimeoutMs: 300 } };
    const late = await failureOf(ivrChannel.send(impatient, companyId, settings, host, message));
    expect(late.answer).toBe('no answer within 300 ms');
  });

  it('WeChat Work: one token until it expires, then a text message to the employee as the application', async () => {
    fake.on('GET /cgi-bin/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'TOKEN-1', expires_in: 7200 } });
    fake.on('POST /cgi-bin/message/send', { body: { errcode: 0, errmsg: 'ok', msgid: 'm-1' } });
    const { companyId, settings } = await companyWith({ msgNotify: 1 });
    expect(wechatChannel.reaches(settings, host)).toBe(true);
    expect(wechatChannel.reaches(settings, { ...host, openid: '' })).toBe(false);
    await wechatChannel.send(t.ctx, companyId, settings, host, message);
    const answer = await wechatChannel.send(t.ctx, companyId, settings, host, message);
    expect(answer).toBe('HTTP 200 {"errcode":0,"errmsg":"ok","msgid":"m-1"}');
    const tokens = fake.requestsTo('/cgi-bin/gettoken');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.query).toEqual({ corpid: 'corp-1', corpsecret: 's3cret' });
    const sends = fake.requestsTo('/cgi-bin/message/send');
    expect(sends).toHaveLength(2);
    expect(sends[0]!.query).toEqual({ access_token: 'TOKEN-1' });
    expect(sends[0]!.json).toEqual({
      touser: 'hannah.h',
      msgtype: 'text',
      agentid: 1000002,
      text: { content: 'Your visitor has arrived\nVera Visitor has signed in.' },
    });
  });

  it("WeChat Work: an errcode is a failure with WeChat's answer, and a stale token is fetched again", async () => {
    let token = 0;
    fake.on('GET /cgi-bin/gettoken', () => ({ body: { errcode: 0, access_token: `T${++token}`, expires_in: 7200 } }));
    fake.on('POST /cgi-bin/message/send', { body: { errcode: 42001, errmsg: 'access_token expired' } });
    const { companyId, settings } = await companyWith({ msgNotify: 1 });
    const failure = await failureOf(wechatChannel.send(t.ctx, companyId, settings, host, message));
    expect(failure.answer).toBe('HTTP 200 {"errcode":42001,"errmsg":"access_token expired"}');
    fake.on('POST /cgi-bin/message/send', { body: { errcode: 0, errmsg: 'ok' } });
    await wechatChannel.send(t.ctx, companyId, settings, host, message);
    expect(fake.requestsTo('/cgi-bin/message/send').map((request) => request.query.access_token)).toEqual(['T1', 'T2']);
  });

  it("email: through the company's own SMTP server when it set one, the server's SMTP_URL otherwise", async () => {
    const port = Number(new URL(companyMail.url).port);
    const own = await companyWith({ emailType: 1, smtp: '127.0.0.1', smtpPort: port, emailAccount: 'desk@acme.test' });
    const answer = await emailChannel.send(t.ctx, own.companyId, own.settings, host, message);
    expect(answer).toBe('Mail accepted by 127.0.0.1 for hannah@acme.test');
    const mail = companyMail.received.find((received) => received.to.includes('hannah@acme.test'));
    expect(mail?.raw).toContain('Subject: Your visitor has arrived');
    expect(mail?.raw).toMatch(/From: desk@acme\.test/);

    const shared = await companyWith({});
    expect(emailChannel.reaches(shared.settings, host)).toBe(true);
    expect(emailChannel.reaches({ ...shared.settings, emailNotify: 0 }, host)).toBe(false);
    await emailChannel.send(t.ctx, shared.companyId, shared.settings, { ...host, email: 'shared@acme.test' }, message);
    expect(t.mail.received.some((received) => received.to.includes('shared@acme.test'))).toBe(true);
    expect(companyMail.received.some((received) => received.to.includes('shared@acme.test'))).toBe(false);
  });

  it('email: a mail server that refuses the connection is a provider error', async () => {
    const closed = await companyWith({ emailType: 1, smtp: '127.0.0.1', smtpPort: 1, emailAccount: 'desk@acme.test' });
    const failure = await failureOf(emailChannel.send(t.ctx, closed.companyId, closed.settings, host, message));
    expect(failure.answer).toMatch(/ECONNREFUSED|connect/i);
  });
});
