import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, passCaptcha, type TestCompany } from '../../../test/factories.js';
import { readableMail } from '../../../test/mail-decoding.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { buildAppointment, insertVisit, novemberAt, setClock } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { startApproval } from '../approvals/approval-flow.service.js';
import { expiryPurges, featureJobs } from '../index.js';
import { reminderSchedule } from './reminder.job.js';

/* The server's other fixed texts follow the company's language: reminders, invitation answers, approvals, channel tests, password resets. */

const t = useTestApp();

const registry = createJobRegistry();
registerJobHandlers(registry, expiryPurges, [], featureJobs);
async function runJobs() {
  const ctx = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(ctx, registry, { workerId: 'notice-language-test', leaseMs: 30_000 }));
}

async function companyIn(language: string): Promise<TestCompany> {
  const company = await buildCompany(t);
  const body = { company: company.company, name: 'Ada Admin', phone: company.phone, language };
  expect((await t.call('ModifyUserInfo', body, company.token)).status).toBe(0);
  return company;
}

let sequence = 0;
const address = (name: string) => `${name}-${(sequence += 1)}-${Math.random().toString(36).slice(2)}@example.com`;
const mailTo = (to: string) => {
  const mail = t.mail.received.findLast((message) => message.to.includes(to));
  expect(mail, `a mail to ${to}`).toBeDefined();
  return readableMail(mail!.raw);
};

beforeEach(() => setClock(t, novemberAt(21, 9)));

describe(`the other notices in the company's language (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it("reminds the visitor in Chinese, with the company's way of writing the time", async () => {
    const company = await companyIn('zh');
    const vemail = address('rhea');
    await insertVisit(t, company, { vname: 'Rhea', vemail, empName: 'Hannah Host', appointmentDate: novemberAt(21, 9, 40) });
    await reminderSchedule.handler(
      t.ctx,
      { period: 'zh' },
      { id: 0, kind: 'notice.remind', attempts: 1, maxAttempts: 1, companyId: null },
    );
    await runJobs();
    const mail = mailTo(vemail);
    expect(mail).toContain(`Subject: 2026年11月21日 09:40 到访 ${company.company} 的提醒`);
    expect(mail).toContain(`尊敬的 Rhea：提醒您于 2026年11月21日 09:40 到访 ${company.company}，拜访 Hannah Host。`);
  });

  it('tells the host in Japanese that the visitor accepted the invitation', async () => {
    const company = await companyIn('ja');
    await t.call('updateSMSConf', { smsNotify: 1 }, company.token);
    const host = await seedEmployee(t, company.userid, { empName: 'Hannah Host', password: null });
    const hostToken = await sessionToken(t, company, 'employee', host.empid);
    const vemail = address('alice');
    const invited = { name: 'Alice', vemail, appointmentDate: novemberAt(23, 10), sendType: 'email', inviteContent: 'Welcome' };
    expect((await t.call('addAppointment', [invited], hostToken)).status).toBe(0);
    await runJobs();
    const token = decodeURIComponent(/invite\.html\?token=([^\s"<]+)/.exec(mailTo(vemail))![1]!);
    expect((await t.call('updateAppointmentReply', { token, status: 3 })).status).toBe(0);
    await runJobs();
    expect(t.sms.received.find((sms) => sms.phone === host.phone)?.text).toBe('Alice 様が招待を承諾しました。');
  });

  it('asks the approver and tells the host in Japanese', async () => {
    const company = await companyIn('ja');
    const hostEmail = address('hannah');
    const approverEmail = address('carl');
    const host = await seedEmployee(t, company.userid, { empName: 'Hannah Host', empEmail: hostEmail, password: null });
    const approver = await seedEmployee(t, company.userid, { empName: 'Carl Chief', empEmail: approverEmail, password: null });
    const area = await t.call<{ aid: number }>('addProcessArea', { aName: 'Lab' }, company.token);
    await t.call('addProcessRule', [{ aid: area.result.aid, level: 1, role: approver.empid, rType: 1 }], company.token);
    const vid = await insertVisit(t, company, {
      vname: 'Vera',
      empid: host.empid,
      empName: 'Hannah Host',
      appointmentDate: novemberAt(22, 10),
    });
    await startApproval(t.ctx, company.userid, vid, 'Hannah Host');
    await runJobs();
    const ask = mailTo(approverEmail);
    expect(ask).toContain('Subject: 承認依頼：Vera 様（Hannah Hostへの訪問）');
    expect(ask).toContain(`Vera 様が2026年11月22日 10:00に${company.company}のHannah Hostを訪問します。`);
    expect(ask).toContain('第1段階（全1段階）の承認をお願いします。');
    expect(mailTo(hostEmail)).toContain('Vera 様のご訪問は承認待ちです。');
  });

  it("sends a channel's test in Traditional Chinese", async () => {
    const company = await companyIn('hk');
    await t.call('updateSMSConf', { smsNotify: 1 }, company.token);
    const answer = await t.call('sendNoticeTest', { channel: 'sms', to: '13700000091' }, company.token);
    expect(answer.status, answer.reason).toBe(0);
    expect(t.sms.received.find((sms) => sms.phone === '13700000091')?.text).toBe(
      '這是來自 Vestibule 的測試：本公司的短訊可以送達您。',
    );
  });

  it("mails the Administrator's password reset in Chinese, and in English for a company that chose none", async () => {
    for (const [company, subject, opening] of [
      [await companyIn('zh'), 'Subject: 重置您的 Vestibule 密码', 'Ada Admin，您好：'],
      [await buildCompany(t), 'Subject: Reset your Vestibule password', 'Hello Ada Admin,'],
    ] as const) {
      const digest = await passCaptcha(t, { email: company.email });
      expect((await t.call('RetrievePassword', { email: company.email, digest })).status).toBe(0);
      const mail = mailTo(company.email);
      expect(mail).toContain(subject);
      expect(mail).toContain(opening);
      expect(mail).toContain('/forgot.html?type=3&email=');
    }
  });

  it('keeps English for a company that chose none', async () => {
    const company = await buildCompany(t);
    const staff = await sessionToken(t, company, 'manager', company.userid);
    const host = await seedEmployee(t, company.userid, { empName: 'Hannah Host', password: null });
    const vemail = address('lou');
    const visit = { name: 'Lou', vemail, empid: host.empid, sendType: 'none', appointmentDate: novemberAt(21, 9, 30) };
    await buildAppointment(t, staff, visit);
    await reminderSchedule.handler(
      t.ctx,
      { period: 'en' },
      { id: 0, kind: 'notice.remind', attempts: 1, maxAttempts: 1, companyId: null },
    );
    await runJobs();
    expect(mailTo(vemail)).toContain(`Subject: Your visit to ${company.company} at 2026-11-21 09:30`);
  });
});
