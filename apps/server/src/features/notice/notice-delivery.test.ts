import type { NoticeDelivery } from '@vestibule/contract';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { startFakeProvider } from '../../../test/fake-provider.js';
import { startMailCatcher } from '../../../test/message-catchers.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, insertVisit, novemberAt, setClock, setCompanySettings } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { expiryPurges, featureJobs, featureSchedules } from '../index.js';
import { forgetWechatTokens } from './channels/wechat.channel.js';
import { reminderSchedule } from './reminder.job.js';

/* Notices through the outbox: one job per channel, retried, logged per visit; a failure never blocks the visit. */

const wechat = await startFakeProvider();
const t = useTestApp({
  WECHAT_API_URL: wechat.url,
  WECHAT_CORP_ID: 'corp-1',
  WECHAT_CORP_SECRET: 's3cret',
  WECHAT_AGENT_ID: '7',
  NOTICE_TIMEOUT_MS: '1000',
  SMS_QUOTA: '50',
});
afterAll(() => wechat.close());

let acme: TestCompany;
let other: TestCompany;
let host: TestEmployee;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
  host = await seedEmployee(t, acme.userid, {
    empName: 'Hannah Host',
    empEmail: 'hannah@acme.test',
    empPhone: '13900000001',
    openid: 'hannah.h',
    password: null,
  });
  await t.call('updateSMSConf', { smsNotify: 1 }, acme.token);
});
beforeEach(async () => {
  setClock(t, novemberAt(21, 9));
  await setCompanySettings(t, acme, { preExtendTime: 0, latExtendTime: 0 });
  t.sms.state.failing = false;
  wechat.reset();
  forgetWechatTokens();
  wechat.on('GET /cgi-bin/gettoken', { body: { errcode: 0, access_token: 'TOKEN', expires_in: 7200 } });
  wechat.on('POST /cgi-bin/message/send', { body: { errcode: 0, errmsg: 'ok' } });
});

const registry = createJobRegistry();
registerJobHandlers(registry, expiryPurges, featureSchedules, featureJobs);
/** Runs every due job, as the worker would. */
async function runJobs() {
  const ctx = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(ctx, registry, { workerId: 'notice-test', leaseMs: 30_000 }));
}
/** Lets the retries fall due (the backoff waits at most an hour) and runs them. */
async function runRetries(times: number) {
  for (let round = 0; round < times; round += 1) {
    t.clock.advance(61 * 60_000);
    await runJobs();
  }
}

const staff = () => sessionToken(t, acme, 'manager', acme.userid);
const signedInVisit = async (name: string) => {
  const vid = await buildAppointment(t, await staff(), { empid: host.empid, name, appointmentDate: novemberAt(21, 10) });
  const answer = await t.call('VisitAppointmentSignin', { vid }, await staff());
  expect(answer.status, answer.reason).toBe(0);
  return vid;
};
const log = async (vid: number, company = acme) => {
  const answer = await t.call<NoticeDelivery[]>('getNoticeLog', { vid }, company.token);
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
};
const byChannel = (rows: NoticeDelivery[]) => Object.fromEntries(rows.map((row) => [row.channel, row]));

describe(`notice delivery (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("tells the host of an arrival on every channel that reaches them, once, and logs each provider's answer", async () => {
    const vid = await signedInVisit('Vera Visitor');
    const jobs = await t.ctx.database.db.selectFrom('job').select('uniqueKey').where('kind', '=', 'notice.deliver').execute();
    expect(jobs.map((job) => job.uniqueKey)).toEqual(
      expect.arrayContaining([`notice.deliver:${vid}:arrival:sms:13900000001`, `notice.deliver:${vid}:arrival:wechat:hannah.h`]),
    );
    await runJobs();
    const rows = byChannel(await log(vid));
    expect(Object.keys(rows).sort()).toEqual(['email', 'sms', 'wechat']);
    expect(rows.email).toMatchObject({ event: 'arrival', recipient: 'hannah@acme.test', status: 'sent', attempts: 1 });
    expect(rows.sms).toMatchObject({ recipient: '13900000001', status: 'sent', attempts: 1, answer: 'HTTP 200 0' });
    expect(rows.wechat).toMatchObject({ recipient: 'hannah.h', status: 'sent', answer: 'HTTP 200 {"errcode":0,"errmsg":"ok"}' });
    expect(t.sms.received.filter((sms) => sms.text.includes('Vera Visitor'))).toHaveLength(1);
    expect(wechat.requestsTo('/cgi-bin/message/send')[0]?.json).toMatchObject({ touser: 'hannah.h' });

    // The same notice asked again (a job run by hand) finds its log row sent and sends nothing.
    const payload = JSON.parse(
      (
        await t.ctx.database.db
          .selectFrom('job')
          .select('payload')
          .where('uniqueKey', '=', `notice.deliver:${vid}:arrival:sms:13900000001`)
          .executeTakeFirstOrThrow()
      ).payload,
    );
    await enqueueJob(t.ctx.database.db, { kind: 'notice.deliver', payload, companyId: acme.userid }, t.clock.now());
    await runJobs();
    expect(t.sms.received.filter((sms) => sms.text.includes('Vera Visitor'))).toHaveLength(1);
  });

  it('a provider error or time-out never blocks the sign-in: the log shows it retrying, then failed with the reason', async () => {
    t.sms.state.failing = true;
    wechat.on('POST /cgi-bin/message/send', { body: { errcode: 0 }, delayMs: 2500 });
    const vid = await signedInVisit('Fay Failing');
    const visit = await t.ctx.database.db.selectFrom('visit').select('visitdate').where('id', '=', vid).executeTakeFirst();
    expect(visit?.visitdate).not.toBeNull();
    await runJobs();
    let rows = byChannel(await log(vid));
    expect(rows.sms).toMatchObject({ status: 'retrying', attempts: 1, answer: 'HTTP 500 0' });
    expect(rows.wechat).toMatchObject({ status: 'retrying', attempts: 1, answer: 'no answer within 1000 ms' });
    expect(rows.email).toMatchObject({ status: 'sent' });
    await runRetries(3);
    rows = byChannel(await log(vid));
    expect(rows.sms).toMatchObject({ status: 'failed', attempts: 3, answer: 'HTTP 500 0' });
    expect(rows.wechat).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('a used-up SMS quota fails the notice at once (no retry) and the other channels still go', async () => {
    await t.ctx.database.db.updateTable('company').set({ smsCount: 50 }).where('id', '=', acme.userid).execute();
    const vid = await signedInVisit('Quinn Quota');
    await runJobs();
    const rows = byChannel(await log(vid));
    expect(rows.sms).toMatchObject({ status: 'failed', attempts: 1, answer: 'quota of 50 SMS used up' });
    expect(rows.wechat).toMatchObject({ status: 'sent' });
    await t.ctx.database.db.updateTable('company').set({ smsCount: 0 }).where('id', '=', acme.userid).execute();
  });

  it('tells the host when the visitor accepts or refuses the invitation', async () => {
    const hostToken = await sessionToken(t, acme, 'employee', host.empid);
    const reply = async (name: string, status: number) => {
      const vemail = `${name.toLowerCase()}@guest.test`;
      const invited = await t.call<{ vids: number[] }>(
        'addAppointment',
        [
          {
            name,
            phone: '13800000021',
            vemail,
            appointmentDate: novemberAt(23, 10),
            visitType: 'Business',
            sendType: 'email',
            qrcodeConf: 1,
            inviteContent: 'Welcome.',
          },
        ],
        hostToken,
      );
      expect(invited.status, invited.reason).toBe(0);
      await runJobs();
      const mail = t.mail.received.find((message) => message.to.includes(vemail));
      const token = decodeURIComponent(/invite\.html\?token=([^\s"<]+)/.exec(mail?.raw ?? '')![1]!);
      expect((await t.call('updateAppointmentReply', { token, status })).status).toBe(0);
      await runJobs();
      return invited.result.vids[0]!;
    };
    const accepted = await reply('Alice', 3);
    const refused = await reply('Rob', 4);
    const ofEvent = async (vid: number, event: string) => byChannel((await log(vid)).filter((row) => row.event === event));
    expect(await ofEvent(accepted, 'invitation')).toEqual({
      email: expect.objectContaining({
        status: 'sent',
        recipient: 'alice@guest.test',
        answer: 'Mail accepted for alice@guest.test',
      }),
    });
    expect((await ofEvent(accepted, 'accepted')).sms).toMatchObject({ status: 'sent', recipient: '13900000001' });
    expect((await ofEvent(refused, 'refused')).wechat).toMatchObject({ status: 'sent', recipient: 'hannah.h' });
    expect((await ofEvent(refused, 'refused')).email).toMatchObject({ status: 'sent', recipient: 'hannah@acme.test' });
    expect(t.sms.received.some((sms) => sms.text === 'Rob refused your invitation.')).toBe(true);
  });

  it("sends a company's invitations through its own mail server, and logs a refused hand-over as retrying", async () => {
    const companyMail = await startMailCatcher();
    try {
      const own = await buildCompany(t);
      const port = Number(new URL(companyMail.url).port);
      const body = { type: 1, account: 'desk@own.test', smtp: '127.0.0.1', smtp_port: port };
      expect((await t.call('ConfigureEmail', body, own.token)).status).toBe(0);
      const inviter = await seedEmployee(t, own.userid, { empName: 'Ike Inviter', password: null });
      const inviterToken = await sessionToken(t, own, 'employee', inviter.empid);
      const invite = (vemail: string) =>
        t.call<{ vids: number[] }>(
          'addAppointment',
          [
            {
              name: 'Olly Own',
              phone: '13800000031',
              vemail,
              appointmentDate: novemberAt(23, 10),
              visitType: 'Business',
              sendType: 'email',
              qrcodeConf: 1,
              inviteContent: 'Hi.',
            },
          ],
          inviterToken,
        );
      const sent = await invite('olly@guest.test');
      expect(sent.status, sent.reason).toBe(0);
      await runJobs();
      expect(companyMail.received.filter((mail) => mail.to.includes('olly@guest.test'))).toHaveLength(1);
      expect(t.mail.received.some((mail) => mail.to.includes('olly@guest.test'))).toBe(false);

      // The company's server goes away: the invitation stands, its mail waits for a retry, visibly.
      await t.call('ConfigureEmail', { ...body, smtp_port: 1 }, own.token);
      const waiting = await invite('wes@guest.test');
      expect(waiting.status).toBe(0);
      await runJobs();
      const [row] = await log(waiting.result.vids[0]!, own);
      expect(row).toMatchObject({ event: 'invitation', channel: 'email', status: 'retrying', attempts: 1 });
      expect(row!.answer).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await companyMail.close();
    }
  });

  it('reminds the visitor once within the hour before the visit, however many runs see it', async () => {
    const soon = await insertVisit(t, acme, {
      vname: 'Rhea Reminded',
      vemail: 'rhea@guest.test',
      appointmentDate: novemberAt(21, 9, 40),
    });
    const later = await insertVisit(t, acme, {
      vname: 'Lou Later',
      vemail: 'lou@guest.test',
      appointmentDate: novemberAt(21, 11),
    });
    for (const period of ['a', 'b'])
      await reminderSchedule.handler(
        t.ctx,
        { period },
        { id: 0, kind: 'notice.remind', attempts: 1, maxAttempts: 1, companyId: null },
      );
    await runJobs();
    const mails = t.mail.received.filter((mail) => mail.to.includes('rhea@guest.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('a reminder of your visit to');
    expect(byChannel(await log(soon)).email).toMatchObject({ event: 'reminder', status: 'sent', recipient: 'rhea@guest.test' });
    expect(await log(later)).toEqual([]);
  });

  it("shows another company's visit as having no notices", async () => {
    const vid = await signedInVisit('Tina Tenant');
    await runJobs();
    expect(await log(vid)).not.toEqual([]);
    expect(await log(vid, other)).toEqual([]);
  });
});
