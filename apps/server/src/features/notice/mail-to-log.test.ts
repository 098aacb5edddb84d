import type { NoticeDelivery } from '@vestibule/contract';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { startMailCatcher } from '../../../test/message-catchers.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { expiryPurges, featureJobs, featureSchedules } from '../index.js';
import { invitationToken } from '../invitations/invitation.service.js';

/* A server without SMTP_URL writes mail to its log: the log of deliveries says so instead of "sent". */

const t = useTestApp({}, { smtpUrl: undefined });
const companyMail = await startMailCatcher();
afterAll(() => companyMail.close());

const registry = createJobRegistry();
registerJobHandlers(registry, expiryPurges, featureSchedules, featureJobs);
async function runJobs() {
  const ctx = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(ctx, registry, { workerId: 'mail-to-log-test', leaseMs: 30_000 }));
}

let acme: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

/** An employee of `company` invites one visitor by email; answers the visit's id once the jobs ran. */
async function invitedByEmail(company: TestCompany, vemail: string) {
  const host = await seedEmployee(t, company.userid, { empName: 'Ivy Inviter', empEmail: 'ivy@acme.test', password: null });
  const invited = await t.call<{ vids: number[] }>(
    'addAppointment',
    [
      {
        name: 'Gina Guest',
        vemail,
        appointmentDate: novemberAt(23, 10),
        visitType: 'Business',
        sendType: 'email',
        inviteContent: 'Welcome.',
      },
    ],
    await sessionToken(t, company, 'employee', host.empid),
  );
  expect(invited.status, invited.reason).toBe(0);
  await runJobs();
  return invited.result.vids[0]!;
}

const noticeLog = async (company: TestCompany, vid: number) => {
  const answer = await t.call<NoticeDelivery[]>('getNoticeLog', { vid }, company.token);
  expect(answer.status, answer.reason).toBe(0);
  return answer.result;
};

describe(`mail with no mail server set (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('logs the invitation and the notice of its answer as written to the log, not as sent', async () => {
    const vid = await invitedByEmail(acme, 'gina@guest.test');
    expect(await noticeLog(acme, vid)).toEqual([
      expect.objectContaining({
        event: 'invitation',
        channel: 'email',
        recipient: 'gina@guest.test',
        status: 'logged',
        answer: "No mail server is set (SMTP_URL): the mail to gina@guest.test was written to the server's log",
      }),
    ]);

    // The host hears of the answer by the notice channels: their mail is logged the same way.
    const visit = await t.ctx.database.db
      .selectFrom('visit')
      .select(['id', 'companyId', 'appointmentDate', 'createdAt', 'qrcodeType', 'qrcodeConf'])
      .where('id', '=', vid)
      .executeTakeFirstOrThrow();
    const token = invitationToken(t.ctx, visit);
    expect((await t.call('updateAppointmentReply', { token, status: 3 })).status).toBe(0);
    await runJobs();
    const accepted = (await noticeLog(acme, vid)).filter((row) => row.event === 'accepted');
    expect(accepted).toEqual([expect.objectContaining({ channel: 'email', recipient: 'ivy@acme.test', status: 'logged' })]);
  });

  it('answers a mail test as written to the log', async () => {
    const answer = await t.call('sendNoticeTest', { channel: 'email', to: 'tess@acme.test' }, acme.token);
    expect(answer).toMatchObject({
      status: 0,
      result: {
        delivery: 'logged',
        answer: "No mail server is set (SMTP_URL): the mail to tess@acme.test was written to the server's log",
      },
    });
  });

  it('still logs as sent the mail of a company that set its own mail server', async () => {
    const own = await buildCompany(t);
    const port = Number(new URL(companyMail.url).port);
    const settings = { type: 1, account: 'desk@own.test', smtp: '127.0.0.1', smtp_port: port };
    expect((await t.call('ConfigureEmail', settings, own.token)).status).toBe(0);
    const vid = await invitedByEmail(own, 'olga@guest.test');
    expect(await noticeLog(own, vid)).toEqual([
      expect.objectContaining({ event: 'invitation', status: 'sent', answer: 'Mail accepted for olga@guest.test' }),
    ]);
    expect(companyMail.received.some((mail) => mail.to.includes('olga@guest.test'))).toBe(true);
    const test = await t.call('sendNoticeTest', { channel: 'email', to: 'tess@own.test' }, own.token);
    expect(test).toMatchObject({
      status: 0,
      result: { delivery: 'sent', answer: 'Mail accepted by 127.0.0.1 for tess@own.test' },
    });
  });
});
