import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, passCaptcha, registerCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';
import { signedInVisitor } from './harness/visits.js';

/*
 * A host at their desk: the employee console is open when the reception signs
 * their visitor in; the alert shows without a reload and the mail arrives.
 */

const slow = { timeout: 15_000 };
const wide: Viewport = { width: 1440, height: 900 };
const phone = '13812345670';
const hostEmail = 'eve.host@globex.test';
const password = 'Emp-Host-2026';

interface EmployeeProfile extends Record<string, string> {
  token: string;
}

/** Activates the employee with the code sent to their phone and signs them in over the API; the profile a sign-in stores. */
async function employeeSession(
  server: RunningServer,
  sms: Awaited<ReturnType<typeof startSmsCatcher>>,
): Promise<EmployeeProfile> {
  await callApiOk(server.url, 'sendSmsCode', { phone, digest: await passCaptcha(server, { phone }) });
  await expect.poll(() => sms.received.filter((message) => message.phone === phone).length, slow).toBeGreaterThan(0);
  const verifyCode = /\b(\d{6})\b/.exec(sms.received.filter((message) => message.phone === phone).at(-1)!.text)![1]!;
  await callApiOk(server.url, 'webActivateAccount', { phone, empPwd: password, verifyCode });
  const login = await callApiOk<{ empid: number; token: string; userid: number; company: string; empName: string }>(
    server.url,
    'empLogin',
    { phone, empPwd: password, digest: await passCaptcha(server, { phone }) },
  );
  return {
    id: String(login.empid),
    userid: String(login.userid),
    company: login.company,
    username: login.empName,
    token: `${login.empid}-${login.token}`,
    loginType: '3',
  };
}

/** The notification has finished sliding in. */
const settled = (page: Page) => page.waitForTimeout(600);

async function openConsoleAs(page: Page, profile: EmployeeProfile) {
  await page.context().addInitScript((values) => {
    if (!sessionStorage.getItem('token')) for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  }, profile);
  await page.goto('/mine/password');
  await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor(slow);
}

describe('the host hears their visitor arrive', () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let empid: number;
  beforeAll(async () => {
    mail = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, CAPTCHA: 'on', SMTP_URL: mail.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
    const host = { employee_name: 'Eve Host', phone, email: hostEmail };
    empid = (await callApiOk<{ empid: number }>(server.url, 'addEmployee', host, company.token)).empid;
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([mail?.close(), sms?.close()]);
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test('shows the arrival in the open console without a reload, and mails the host once', async () => {
    const page = ui.page;
    await openConsoleAs(page, await employeeSession(server, sms));
    const marker = await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    await signedInVisitor(
      server,
      company,
      { name: 'Vera Visitor', phone: '13900000011', vcompany: 'Initech', empid },
      {
        signInGate: 'North gate',
      },
    );
    const alert = page.getByText('Vera Visitor from Initech has arrived');
    await alert.waitFor(slow);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(marker);
    await settled(page);
    await screenshot(page, 'host-notice-desktop-en');

    const toHost = () => mail.received.filter((message) => message.to.includes(hostEmail));
    await expect.poll(() => toHost().length, slow).toBe(1);
    expect(toHost()[0]!.raw).toContain('Subject: Your visitor Vera Visitor from Initech has arrived');
    expect(toHost()[0]!.raw).toContain('Gate: North gate');

    // A reloaded console listens again, and the alert speaks its language.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '修改密码' }).waitFor(slow);
    await signedInVisitor(server, company, { name: '李雷', phone: '13900000012', vcompany: '环球', empid });
    await page.getByText('来自环球的李雷已到达').waitFor(slow);
    await settled(page);
    await screenshot(page, 'host-notice-tablet-zh');
    await expect.poll(() => toHost().length, slow).toBe(2);
  });
});
