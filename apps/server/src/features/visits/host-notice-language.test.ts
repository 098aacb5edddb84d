import pino from 'pino';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { readableMail } from '../../../test/mail-decoding.js';
import { seedEmployee, sessionToken, type TestEmployee } from '../../../test/people-factories.js';
import { buildAppointment, novemberAt, setClock, setCompanySettings } from '../../../test/visit-factories.js';
import { registerJobHandlers } from '../../platform/jobs/background.js';
import { createJobRegistry } from '../../platform/jobs/registry.js';
import { runNextJob } from '../../platform/jobs/worker.js';
import { expiryPurges, featureJobs } from '../index.js';

/* The host's arrival notice, by mail and on the other channels, is written in the company's language. */

const t = useTestApp();

interface Site {
  company: TestCompany;
  host: TestEmployee;
  hostEmail: string;
}

let sites = 0;
async function siteIn(language?: string): Promise<Site> {
  const company = await buildCompany(t);
  sites += 1;
  if (language) {
    const body = { company: company.company, name: 'Ada Admin', phone: company.phone, language };
    expect((await t.call('ModifyUserInfo', body, company.token)).status).toBe(0);
  }
  await t.call('updateSMSConf', { smsNotify: 1 }, company.token);
  const hostEmail = `hannah-${sites}-${company.userid}@acme.test`;
  const host = await seedEmployee(t, company.userid, { empName: 'Hannah Host', empEmail: hostEmail, password: null });
  return { company, host, hostEmail };
}

const registry = createJobRegistry();
registerJobHandlers(registry, expiryPurges, [], featureJobs);
async function runJobs() {
  const ctx = { ...t.ctx, logger: pino({ level: 'silent' }) };
  while (await runNextJob(ctx, registry, { workerId: 'host-notice-language-test', leaseMs: 30_000 }));
}

/** Signs a visitor in for the site's host at 09:42 and answers the host's mail as read, and the host's SMS. */
async function arrival(site: Site) {
  const staff = await sessionToken(t, site.company, 'manager', site.company.userid);
  const vid = await buildAppointment(t, staff, {
    empid: site.host.empid,
    name: 'Vera Visitor',
    vcompany: 'Globex',
    appointmentDate: novemberAt(21, 10),
  });
  setClock(t, novemberAt(21, 9, 42));
  const signIn = await t.call('VisitAppointmentSignin', { vid, signInGate: 'North Gate' }, staff);
  expect(signIn.status, signIn.reason).toBe(0);
  await runJobs();
  const mail = t.mail.received.find((message) => message.to.includes(site.hostEmail));
  expect(mail, 'the host was mailed').toBeDefined();
  const sms = t.sms.received.find((message) => message.phone === site.host.phone)?.text;
  return { mail: readableMail(mail!.raw), sms };
}

let english: Site;
let chinese: Site;
let japanese: Site;
beforeAll(async () => {
  english = await siteIn();
  chinese = await siteIn('zh');
  japanese = await siteIn('ja');
});
beforeEach(async () => {
  setClock(t, novemberAt(21, 9));
  for (const site of [english, chinese, japanese])
    await setCompanySettings(t, site.company, { preExtendTime: 0, latExtendTime: 0 });
});

describe(`the host's arrival notice in the company's language (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('is English for a company that chose no language', async () => {
    const { mail, sms } = await arrival(english);
    expect(mail).toContain('Subject: Your visitor Vera Visitor from Globex has arrived');
    for (const line of ['Hello Hannah Host,', 'Visitor: Vera Visitor', 'Signed in: 2026-11-21 09:42', 'Gate: North Gate']) {
      expect(mail).toContain(line);
    }
    expect(sms).toBe('Your visitor Vera Visitor from Globex has signed in.');
  });

  it('carries the Chinese subject, labels and date in a zh company', async () => {
    const { mail, sms } = await arrival(chinese);
    expect(mail).toContain('Subject: 您的访客 Vera Visitor（Globex） 已到达');
    for (const line of [
      'Hannah Host，您好：',
      `您的访客已在 ${chinese.company.company} 签到。`,
      '访客：Vera Visitor',
      '公司：Globex',
      '签到时间：2026年11月21日 09:42',
      '门岗：North Gate',
    ]) {
      expect(mail).toContain(line);
    }
    expect(mail).not.toMatch(/Signed in|Hello /);
    expect(sms).toBe('您的访客 Vera Visitor（Globex） 已签到。');
  });

  it('carries the Japanese subject, labels and date in a ja company', async () => {
    const { mail, sms } = await arrival(japanese);
    expect(mail).toContain('Subject: 来訪者 Vera Visitor 様（Globex）が到着しました');
    for (const line of ['Hannah Host 様', '来訪者：Vera Visitor', '受付時刻：2026年11月21日 09:42', 'ゲート：North Gate']) {
      expect(mail).toContain(line);
    }
    expect(mail).not.toMatch(/Signed in|Hello /);
    expect(sms).toBe('来訪者 Vera Visitor 様（Globex）が受付を済ませました。');
  });
});
