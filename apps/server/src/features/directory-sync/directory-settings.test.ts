import { Status, type UserInfo } from '@vestibule/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { startFakeProvider } from '../../../test/fake-provider.js';

const dingTalk = await startFakeProvider();
afterAll(() => dingTalk.close());
const t = useTestApp({}, { dingtalkApiUrl: dingTalk.url });

beforeEach(() => dingTalk.reset());

const info = async (company: TestCompany) => (await t.call<UserInfo>('GetUserInfo', {}, company.token)).result;
let keys = 0;
const dd = (overrides: Record<string, unknown> = {}) => ({
  ddnotify: 1,
  ddautosync: 0,
  ddcorpid: `app-key-${++keys}`,
  ddcorpsecret: 'app-secret',
  ddagentid: '2001',
  ...overrides,
});

describe('updateDDNotify', () => {
  it('verifies the credentials with a DingTalk token before saving them', async () => {
    const company = await buildCompany(t);
    dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'tok', expires_in: 7200 } });
    const settings = dd({ ddautosync: 1 });
    const answer = await t.call('updateDDNotify', settings, company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(dingTalk.requestsTo('/gettoken').map((r) => r.query)).toEqual([
      { appkey: settings.ddcorpid, appsecret: 'app-secret' },
    ]);
    expect(await info(company)).toMatchObject({ ddnotify: 1, ddautosync: 1, ddcorpid: settings.ddcorpid, ddagentid: '2001' });
  });

  it("answers 51 with DingTalk's message when it refuses the credentials, and keeps the old settings", async () => {
    const company = await buildCompany(t);
    dingTalk.on('/gettoken', { body: { errcode: 40089, errmsg: '不合法的corpid或corpsecret' } });
    const answer = await t.call('updateDDNotify', dd(), company.token);
    expect(answer.status).toBe(Status.dingTalkVerificationFailed);
    expect(answer.reason).toContain('不合法的corpid或corpsecret');
    expect((await info(company)).ddnotify).toBe(0);
  });

  it('answers 51 when DingTalk does not answer in time', async () => {
    const company = await buildCompany(t);
    dingTalk.on('/gettoken', { status: 502, body: 'bad gateway' });
    const answer = await t.call('updateDDNotify', dd(), company.token);
    expect(answer.status).toBe(Status.dingTalkVerificationFailed);
  });

  it('turns off without asking DingTalk', async () => {
    const company = await buildCompany(t);
    const answer = await t.call('updateDDNotify', dd({ ddnotify: 0 }), company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(dingTalk.received).toHaveLength(0);
  });

  it.each([
    [{ ddnotify: 0, ddautosync: 1 }, 'ddautosync', 'tip5'],
    [{ ddcorpsecret: '' }, 'ddcorpsecret', undefined],
  ])('refuses %o naming %s', async (overrides, field, tip) => {
    const company = await buildCompany(t);
    const answer = await t.call<{ tip?: string }>('updateDDNotify', dd(overrides), company.token);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toContain(field);
    if (tip) expect(answer.result.tip).toBe(tip);
  });

  it('is refused with tip2 while an RTX server is set', async () => {
    const company = await buildCompany(t);
    expect((await t.call('updateRtxConf', { rtxIp: '10.0.0.5', rtxPort: '8012' }, company.token)).status).toBe(0);
    const answer = await t.call<{ tip: string }>('updateDDNotify', dd(), company.token);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.result.tip).toBe('tip2');
    expect(dingTalk.received).toHaveLength(0);
  });
});

describe('updateRtxConf and UpdateRtxRefresh', () => {
  it('saves the server and the daily sync; clearing the server turns the sync off', async () => {
    const company = await buildCompany(t);
    expect((await t.call('updateRtxConf', { rtxIp: '10.0.0.5', rtxPort: 8012 }, company.token)).status).toBe(0);
    expect((await t.call('UpdateRtxRefresh', { rtxAuto: '1' }, company.token)).status).toBe(0);
    expect(await info(company)).toMatchObject({ rtxip: '10.0.0.5', rtxport: 8012, rtxAuto: 1 });
    expect((await t.call('updateRtxConf', { rtxIp: '', rtxPort: 0 }, company.token)).status).toBe(0);
    expect(await info(company)).toMatchObject({ rtxip: '', rtxAuto: 0 });
  });

  it('refuses the daily sync with tip5 while no server is set', async () => {
    const company = await buildCompany(t);
    const answer = await t.call<{ tip: string }>('UpdateRtxRefresh', { rtxAuto: 1 }, company.token);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.result.tip).toBe('tip5');
  });

  it('refuses both with tip1 while DingTalk is on', async () => {
    const company = await buildCompany(t);
    dingTalk.on('/gettoken', { body: { errcode: 0, errmsg: 'ok', access_token: 'tok', expires_in: 7200 } });
    expect((await t.call('updateDDNotify', dd(), company.token)).status).toBe(0);
    for (const [name, body] of [
      ['updateRtxConf', { rtxIp: '10.0.0.5', rtxPort: 8012 }],
      ['UpdateRtxRefresh', { rtxAuto: 0 }],
    ] as const) {
      const answer = await t.call<{ tip: string }>(name, body, company.token);
      expect(answer.status, name).toBe(Status.invalidField);
      expect(answer.result.tip).toBe('tip1');
    }
    expect((await info(company)).rtxip).toBe('');
  });

  it('refuses a port out of range naming rtxPort', async () => {
    const company = await buildCompany(t);
    const answer = await t.call('updateRtxConf', { rtxIp: '10.0.0.5', rtxPort: 70000 }, company.token);
    expect(answer.status).toBe(Status.invalidField);
    expect(answer.reason).toContain('rtxPort');
  });
});
