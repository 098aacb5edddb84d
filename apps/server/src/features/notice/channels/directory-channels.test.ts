import { Status } from '@vestibule/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../../test/factories.js';
import { startFakeProvider } from '../../../../test/fake-provider.js';
import type { CompanySettings } from '../../../platform/db/schema.js';
import { ProviderError, type NoticeRecipient } from '../notice-channel.js';
import { dingTalkChannel } from './dingtalk.channel.js';
import { rtxChannel } from './rtx.channel.js';

const dingTalk = await startFakeProvider();
const rtx = await startFakeProvider();
afterAll(() => Promise.all([dingTalk.close(), rtx.close()]));
const t = useTestApp({}, { dingtalkApiUrl: dingTalk.url });
beforeEach(() => {
  dingTalk.reset();
  rtx.reset();
});

const settings = (overrides: Partial<CompanySettings>) =>
  ({ ddnotify: 0, ddcorpid: '', ddcorpsecret: '', ddagentid: '', rtxip: '', rtxport: 0, ...overrides }) as CompanySettings;
const to = (overrides: Partial<NoticeRecipient> = {}): NoticeRecipient => ({
  name: 'Ann',
  email: '',
  phone: '',
  ddid: '',
  rtxAccount: '',
  openid: '',
  ...overrides,
});
const message = { subject: 'Visitor', text: 'Bo is at the front desk', link: 'https://example.com/v/1' };

describe('dingTalkChannel', () => {
  it.each([
    [1, 'u-1', true],
    [0, 'u-1', false],
    [1, '', false],
  ])('ddnotify %s and ddid %o reaches: %s', (ddnotify, ddid, reaches) => {
    expect(dingTalkChannel.reaches(settings({ ddnotify }), to({ ddid }))).toBe(reaches);
  });

  it('sends a work notice as the agent with one token for two notices', async () => {
    dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'tok-9', expires_in: 7200 } });
    dingTalk.on('POST /topapi/message/corpconversation/asyncsend_v2', {
      body: { errcode: 0, errmsg: 'ok', task_id: 256, request_id: 'r' },
    });
    const company = settings({ ddnotify: 1, ddcorpid: 'channel-key', ddcorpsecret: 'sec', ddagentid: '4001' });
    expect(await dingTalkChannel.send(t.ctx, 1, company, to({ ddid: 'u-1' }), message)).toBe('task_id 256');
    await dingTalkChannel.send(t.ctx, 1, company, to({ ddid: 'u-2' }), message);
    expect(dingTalk.requestsTo('/gettoken')).toHaveLength(1);
    const sent = dingTalk.requestsTo('/topapi/message/corpconversation/asyncsend_v2');
    expect(sent[0]!.query).toEqual({ access_token: 'tok-9' });
    expect(sent.map((request) => request.json)).toEqual([
      {
        agent_id: 4001,
        userid_list: 'u-1',
        msg: { msgtype: 'text', text: { content: 'Visitor\nBo is at the front desk\nhttps://example.com/v/1' } },
      },
      expect.objectContaining({ userid_list: 'u-2' }),
    ]);
  });

  it("throws a ProviderError with DingTalk's answer when it refuses", async () => {
    dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'tok', expires_in: 7200 } });
    dingTalk.on('POST /topapi/message/corpconversation/asyncsend_v2', { body: { errcode: 33012, errmsg: '无效的userid' } });
    const company = settings({ ddnotify: 1, ddcorpid: 'refused-key', ddcorpsecret: 's', ddagentid: '1' });
    const failure = dingTalkChannel.send(t.ctx, 1, company, to({ ddid: 'x' }), message);
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({ answer: expect.stringContaining('33012') });
  });

  it('asks for a new token once the cached one has expired', async () => {
    dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'short', expires_in: 600 } });
    dingTalk.on('POST /topapi/message/corpconversation/asyncsend_v2', { body: { errcode: 0, errmsg: 'ok', task_id: 1 } });
    const company = settings({ ddnotify: 1, ddcorpid: 'expiring-key', ddcorpsecret: 's', ddagentid: '1' });
    await dingTalkChannel.send(t.ctx, 1, company, to({ ddid: 'u' }), message);
    t.clock.advance(600_000);
    await dingTalkChannel.send(t.ctx, 1, company, to({ ddid: 'u' }), message);
    expect(dingTalk.requestsTo('/gettoken')).toHaveLength(2);
  });
});

describe('rtxChannel', () => {
  it.each([
    ['10.0.0.1', 8012, 'ann', true],
    ['', 8012, 'ann', false],
    ['10.0.0.1', 0, 'ann', false],
    ['10.0.0.1', 8012, '', false],
  ])('server %s:%s and account %o reaches: %s', (rtxip, rtxport, rtxAccount, reaches) => {
    expect(rtxChannel.reaches(settings({ rtxip, rtxport }), to({ rtxAccount }))).toBe(reaches);
  });

  it('calls sendnotify.cgi with receiver, title and message', async () => {
    rtx.on('GET /sendnotify.cgi', { body: 'ok' });
    const company = settings({ rtxip: '127.0.0.1', rtxport: rtx.port });
    expect(await rtxChannel.send(t.ctx, 1, company, to({ rtxAccount: 'ann' }), message)).toBe('ok');
    expect(rtx.requestsTo('/sendnotify.cgi').map((request) => request.query)).toEqual([
      { receiver: 'ann', title: 'Visitor', msg: 'Bo is at the front desk\nhttps://example.com/v/1', delaytime: '0' },
    ]);
  });

  it('throws a ProviderError when the RTX server fails', async () => {
    rtx.on('GET /sendnotify.cgi', { status: 500, body: 'receiver not found' });
    const company = settings({ rtxip: '127.0.0.1', rtxport: rtx.port });
    await expect(rtxChannel.send(t.ctx, 1, company, to({ rtxAccount: 'nobody' }), message)).rejects.toMatchObject({
      name: 'ProviderError',
      answer: 'receiver not found',
    });
  });
});

describe(`sendNoticeTest on DingTalk and RTX (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  const sendTest = (company: TestCompany, channel: string, to: string) =>
    t.call<{ answer: string }>('sendNoticeTest', { channel, to }, company.token);

  it("answers DingTalk's answer for a work notice to the user id; off, 604 naming the channel", async () => {
    const company = await buildCompany(t);
    expect(await sendTest(company, 'dingtalk', 'u-7')).toMatchObject({ status: Status.invalidField, reason: /DingTalk/ });
    dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'tok-t', expires_in: 7200 } });
    dingTalk.on('POST /topapi/message/corpconversation/asyncsend_v2', { body: { errcode: 0, errmsg: 'ok', task_id: 77 } });
    const on = { ddnotify: 1, ddcorpid: 'test-key', ddcorpsecret: 'test-secret', ddagentid: '5001' };
    expect((await t.call('updateDDNotify', on, company.token)).status).toBe(0);
    expect(await sendTest(company, 'dingtalk', 'u-7')).toMatchObject({ status: 0, result: { answer: 'task_id 77' } });
    const sent = dingTalk.requestsTo('/topapi/message/corpconversation/asyncsend_v2');
    expect(sent.map((request) => (request.json as { userid_list: string }).userid_list)).toEqual(['u-7']);
    expect(await sendTest(company, 'dingtalk', 'not an id!')).toMatchObject({ status: Status.invalidField, reason: /^to: / });
  });

  it("answers the RTX server's answer for a notice to the account; a refusal is 22 with its answer", async () => {
    const company = await buildCompany(t);
    expect(await sendTest(company, 'rtx', 'ann')).toMatchObject({ status: Status.invalidField, reason: /RTX/ });
    expect((await t.call('updateRtxConf', { rtxIp: '127.0.0.1', rtxPort: rtx.port }, company.token)).status).toBe(0);
    rtx.on('GET /sendnotify.cgi', { body: 'ok' });
    expect(await sendTest(company, 'rtx', 'ann')).toMatchObject({ status: 0, result: { answer: 'ok' } });
    expect(rtx.requestsTo('/sendnotify.cgi').at(-1)?.query).toMatchObject({ receiver: 'ann' });
    rtx.on('GET /sendnotify.cgi', { status: 500, body: 'receiver not found' });
    expect(await sendTest(company, 'rtx', 'bob')).toMatchObject({ status: Status.smsSendFailed });
  });
});
