import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

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
  let company: E2eCompany;
  beforeAll(async () => {
    serverMail = await startMailCatcher();
    companyMail = await startMailCatcher();
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'off', SMTP_URL: serverMail.url } });
    company = await registerCompany(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([serverMail?.close(), companyMail?.close()]);
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
