import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { openSignedIn, startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';
import { signedInVisitor } from './harness/visits.js';

/*
 * Settings > Notice as an Administrator uses it: the company's own mail server
 * configured, a test mail sent through it, and the mail seen arriving there
 * (not at the server's own SMTP_URL).
 */

const slow = { timeout: 15_000 };
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

describe('Settings > Notice', () => {
  let server: RunningServer;
  let serverMail: Awaited<ReturnType<typeof startMailCatcher>>;
  let companyMail: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  beforeAll(async () => {
    serverMail = await startMailCatcher();
    companyMail = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, CAPTCHA: 'off', SMTP_URL: serverMail.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([serverMail?.close(), companyMail?.close(), sms?.close()]);
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test("configures the company's SMTP server, sends a test mail through it and sees it arrive", async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, company);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notice' }).click(slow);
    await page.getByRole('heading', { level: 1, name: 'Notice' }).waitFor(slow);

    const email = section(page, 'Email');
    await email.getByLabel('Our SMTP server').check();
    await email.getByLabel('Account', { exact: true }).fill('desk@acme.test');
    await email.getByLabel('SMTP server', { exact: true }).fill('127.0.0.1');
    await email.getByLabel('Port', { exact: true }).fill(new URL(companyMail.url).port);
    await email.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () => (await callApiOk<{ emailType: number; smtp: string }>(server.url, 'getNoticeConf', {}, company.token)).smtp,
        slow,
      )
      .toBe('127.0.0.1');

    await email.getByLabel('Send a test mail to').fill('tess@acme.test');
    await email.getByRole('button', { name: 'Send test' }).click();
    await email.getByText('The provider answered: Mail accepted by 127.0.0.1 for tess@acme.test').waitFor(slow);
    await expect.poll(() => companyMail.received.filter((mail) => mail.to.includes('tess@acme.test')).length, slow).toBe(1);
    const mail = companyMail.received.find((received) => received.to.includes('tess@acme.test'))!;
    expect(mail.raw).toContain('Subject: Vestibule test email');
    expect(mail.raw).toMatch(/From: desk@acme\.test/);
    expect(serverMail.received.some((received) => received.to.includes('tess@acme.test'))).toBe(false);
    await screenshot(page, 'notice--en-1440');

    // Mail notices off: the test is refused with the spec's 41, shown in the section.
    await email.getByRole('switch', { name: 'Email notices' }).click();
    await email.getByRole('button', { name: 'Send test' }).click();
    await email.getByRole('alert').getByText('Email notification is off').waitFor(slow);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notice' }).waitFor(slow);
    expect(await section(page, 'Email').getByLabel('SMTP server', { exact: true }).inputValue()).toBe('127.0.0.1');
    expect(await section(page, 'Email').getByRole('switch', { name: 'Email notices' }).isChecked()).toBe(false);
  });

  test("a failing SMS gateway leaves the visit signed in, and the visit's drawer shows the failure", async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    const host = { employee_name: 'Hal Host', phone: '13812340077' };
    const empid = (await callApiOk<{ empid: number }>(server.url, 'addEmployee', host, company.token)).empid;
    await callApiOk(server.url, 'updateSMSConf', { smsNotify: 1 }, company.token);
    sms.state.failing = true;
    await signedInVisitor(server, company, { name: 'Sam Signal', phone: '13900000077', empid });
    await expect.poll(() => sms.received.filter((message) => message.phone === '13812340077').length, slow).toBeGreaterThan(0);

    await openSignedIn(page, company, '/emp/visitlist', 'Visit list');
    await page.getByRole('row').filter({ hasText: 'Sam Signal' }).getByText('Signed in', { exact: true }).waitFor(slow);
    await page.getByRole('button', { name: 'Open the visit of Sam Signal' }).click();
    const notices = page.locator('.ant-drawer').getByRole('region', { name: 'Notices' });
    const row = notices.getByRole('row').filter({ hasText: '13812340077' });
    await row.getByText('Retrying (attempts: 1)').waitFor(slow);
    expect(await row.textContent()).toContain('HTTP 500 0');
    expect(await row.textContent()).toContain('Arrival');
    await notices.scrollIntoViewIfNeeded();
    await screenshot(page, 'notice-log--en-1440');
  });

  test('reads in Japanese on a tablet', async () => {
    const page = ui.page;
    await page.context().addInitScript(() => localStorage.setItem('language', 'ja'));
    await startSignedIn(page, company);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/notice');
    await page.getByRole('heading', { level: 1, name: '通知設定' }).waitFor(slow);
    await section(page, '音声通話').waitFor(slow);
    await screenshot(page, 'notice--ja-768');
  });
});
