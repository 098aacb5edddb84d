import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { readableMail } from '../../../test/mail-decoding.js';
import { seedEmployee, sessionToken } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { featureJobs } from '../index.js';

/* The invitation's mail and SMS are written in the company's language; what the employee wrote goes out as written. */

const t = useTestApp();

interface Inviter {
  company: TestCompany;
  /** The host's own session: an employee's invitation needs a message. */
  token: string;
  empid: number;
}

async function inviterIn(language?: string): Promise<Inviter> {
  const company = await buildCompany(t);
  if (language) {
    const body = { company: company.company, name: 'Ada Admin', phone: company.phone, language };
    expect((await t.call('ModifyUserInfo', body, company.token)).status).toBe(0);
  }
  const host = await seedEmployee(t, company.userid, { empName: 'Ivy Inviter', password: null });
  return { company, token: await sessionToken(t, company, 'employee', host.empid), empid: host.empid };
}

async function runJobs() {
  const registry = createJobRegistry();
  registerJobHandlers(registry, [], [], featureJobs);
  while (await runNextJob(t.ctx, registry, { workerId: 'test', leaseMs: 30_000 }));
}

let sequence = 0;
/** Invites one guest by mail (the host, or with `byStaff` the Administrator for the host) and answers the mail as read. */
async function invitationMail(inviter: Inviter, fields: Record<string, unknown> = {}, byStaff = false) {
  const vemail = `lang-${(sequence += 1)}-${Math.random().toString(36).slice(2)}@example.com`;
  const guest = {
    name: 'Gina Guest',
    phone: '13800000021',
    vemail,
    appointmentDate: novemberAt(23, 10),
    visitType: 'Business',
    sendType: 'email',
    inviteContent: 'Welcome {visitor}, see you at {time}.',
    ...fields,
  };
  const answer = byStaff
    ? await t.call('addAppointment', [{ ...guest, empid: inviter.empid }], inviter.company.token)
    : await t.call('addAppointment', [guest], inviter.token);
  expect(answer.status, answer.reason).toBe(0);
  await runJobs();
  const mail = t.mail.received.find((message) => message.to.includes(vemail));
  expect(mail, 'the invitation was mailed').toBeDefined();
  return readableMail(mail!.raw);
}

async function invitationSms(inviter: Inviter, phone: string) {
  const guest = { name: 'Sam Sms', phone, appointmentDate: novemberAt(23, 10), sendType: 'sms', empid: inviter.empid };
  expect((await t.call('addAppointment', [guest], inviter.company.token)).status).toBe(0);
  await runJobs();
  return t.sms.received.find((message) => message.phone === phone)?.text ?? '';
}

let english: Inviter;
let chinese: Inviter;
let japanese: Inviter;
let traditional: Inviter;
beforeAll(async () => {
  [english, chinese, japanese, traditional] = await Promise.all([inviterIn(), inviterIn('zh'), inviterIn('ja'), inviterIn('hk')]);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

describe(`the invitation in the company's language (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('is English for a company that chose no language', async () => {
    const mail = await invitationMail(english);
    expect(mail).toContain(`Subject: Invitation from Ivy Inviter of ${english.company.company}`);
    for (const line of [
      'Welcome Gina Guest, see you at 2026-11-23 10:00.',
      'Host: Ivy Inviter',
      'Time: 2026-11-23 10:00',
      'Visit type: Business',
      'Entry code (type it at the tablet): ',
      'Code valid until: 2026-11-',
      'See the invitation, accept or refuse it: ',
      'tap "I have an invitation" and type ',
    ]) {
      expect(mail).toContain(line);
    }
  });

  it('carries the Chinese labels, date and reason in a zh company, and the message as the employee wrote it', async () => {
    const mail = await invitationMail(chinese);
    expect(mail).toContain(`Subject: ${chinese.company.company} 的 Ivy Inviter 邀请您来访`);
    for (const line of [
      'Welcome Gina Guest, see you at 2026年11月23日 10:00.',
      '被访人：Ivy Inviter',
      `公司：${chinese.company.company}`,
      '时间：2026年11月23日 10:00',
      '来访事由：商务',
      '入场码（在平板上输入）：',
      '入场码有效期至：2026年11月',
      '查看邀请，接受或拒绝：',
      '点击“我有邀请”并输入',
      '到达时请出示此二维码：',
    ]) {
      expect(mail).toContain(line);
    }
    expect(mail).not.toMatch(/Entry code|Host:|Dear /);
  });

  it('carries the Japanese labels and greets the visitor itself when the invitation has no message', async () => {
    const mail = await invitationMail(japanese, { inviteContent: '', visitType: 'VIP Guest' }, true);
    expect(mail).toContain(`Subject: ${japanese.company.company} Ivy Inviterよりご招待`);
    for (const line of [
      'Gina Guest 様',
      '担当者：Ivy Inviter',
      '日時：2026年11月23日 10:00',
      // A company's own reason is shown as written.
      '訪問目的：VIP Guest',
      '入場コード（タブレットで入力）：',
      'コードの有効期限：2026年11月',
      '「招待があります」をタップして',
    ]) {
      expect(mail).toContain(line);
    }
    expect(mail).not.toMatch(/Entry code|Host:|Dear /);
  });

  it('writes the SMS of a pre-registration without a message in the language too', async () => {
    const zh = await invitationSms(chinese, '13700000081');
    expect(zh).toMatch(/^.+ 的 Ivy Inviter 邀请您于 2026年11月23日 10:00 来访。您的入场码：\d{6}。详情及二维码：http/);
    const hk = await invitationSms(traditional, '13700000082');
    expect(hk).toMatch(/邀請您於 2026年11月23日 10:00 來訪。您的入場碼：\d{6}。詳情及二維碼：http/);
    const en = await invitationSms(english, '13700000083');
    expect(en).toMatch(
      /^Ivy Inviter of .+ invites you on 2026-11-23 10:00\. Your entry code: \d{6}\. Details and your QR code: http/,
    );
  });
});
