import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { captchaPicture, captchaShownAfter, openSignIn, serverEnvironment, signOutThroughMenu } from './foundation-steps.js';
import { callApi, callApiOk, type E2eCompany, passCaptcha, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * An employee's first day: the Administrator adds them, they activate the
 * account with the code sent to their phone, sign in, and change the password.
 */

/** The SMS gateway: takes the messages the server sends (JSON posts) and keeps them for the test to read. */
async function startSmsReceiver() {
  const received: Array<{ phone: string; text: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as { phone: string; text: string });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/sms?to={phone}`,
    /** The 6-digit code of the last message to the phone, once it has arrived. */
    async codeFor(phone: string): Promise<string> {
      await expect
        .poll(() => received.filter((message) => message.phone === phone).length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      const text = received.filter((message) => message.phone === phone).at(-1)?.text ?? '';
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`No code in the SMS "${text}"`);
      return code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const phone = '13812345678';
const firstPassword = 'Emp-First-2026';
const newPassword = 'Emp-Second-2026';
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Chooses the employee login type; the form shows a new captcha, whose code this answers. */
const chooseEmployee = (page: Page, server: RunningServer) =>
  captchaShownAfter(page, server, () => page.getByRole('radio', { name: 'Employee' }).click());

async function fillEmployeeSignIn(page: Page, password: string, code: string) {
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Image verification code').fill(code);
}

describe('employee account', () => {
  let server: RunningServer;
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  let company: E2eCompany;
  let empid: number;
  beforeAll(async () => {
    sms = await startSmsReceiver();
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'on', SMS_URL_TEMPLATE: sms.template } });
    company = await registerCompany(server.url);
    empid = (await callApiOk<{ empid: number }>(server.url, 'addEmployee', { employee_name: 'Eve Host', phone }, company.token))
      .empid;
  });
  afterAll(async () => {
    await server?.stop();
    await sms?.stop();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('activates with the SMS code, signs in as the employee and changes its password', async () => {
    const page = ui.page;
    await openSignIn(page, server);
    let code = await chooseEmployee(page, server);
    await fillEmployeeSignIn(page, 'not-set-yet', code);

    // Not active yet (135): the activation form opens with the phone, and a new captcha.
    code = await captchaShownAfter(page, server, () => page.getByRole('button', { name: 'Sign in', exact: true }).click());
    await page.getByRole('heading', { level: 1, name: 'Activate your employee account' }).waitFor();
    await toast(page, 'Please activate your account').waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe(phone);
    await page.getByLabel('Image verification code').fill(code);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    await page.getByLabel('SMS verification code').fill(await sms.codeFor(phone));
    await page.getByLabel('New password').fill(firstPassword);
    await page.getByLabel('Confirm password').fill(firstPassword);
    await page.getByRole('button', { name: 'Activate and set password' }).click();
    await page.getByText('Account activated').waitFor();

    // Back on sign-in, the employee type is chosen already.
    code = await captchaShownAfter(page, server, () =>
      page.getByRole('button', { name: 'Sign in', exact: true }).first().click(),
    );
    expect(await page.getByRole('radio', { name: 'Employee' }).getAttribute('aria-checked')).toBe('true');
    await fillEmployeeSignIn(page, firstPassword, code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/mine/password');
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    const session = await page.evaluate(() => ({ ...sessionStorage }));
    expect(session).toMatchObject({ loginType: '3', id: String(empid), userid: String(company.userid), username: 'Eve Host' });
    expect(session.token).toMatch(new RegExp(`^${empid}-[0-9a-f]{64}$`));
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await navigation.getByRole('link').allTextContents()).toEqual([
      'Invitation',
      'Invitation list',
      'Approval list',
      'My templates',
      'My meetings',
      'Change password',
      'Visit proxy',
      'My overtime',
      'My temporary card',
    ]);

    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByLabel('New password').fill('abc');
    await page.getByText('Strength: Weak · Password strength is too weak').waitFor();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByText('Strength: Strong').waitFor();
    await page.getByLabel('Confirm password').fill(newPassword);
    const changed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/updateEmpPwd');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(((await (await changed).json()) as { status: number }).status).toBe(0);
    await page.getByText('Saved').waitFor();

    const signInWith = async (empPwd: string) =>
      (await callApi(server.url, 'empLogin', { phone, empPwd, digest: await passCaptcha(server, { phone }) })).status;
    expect(await signInWith(firstPassword)).toBe(2);
    expect(await signInWith(newPassword)).toBe(0);

    await signOutThroughMenu(page, 'Eve Host');
    await captchaPicture(page).waitFor();
  });

  test('resets a forgotten employee password on forgot.html?type=4 with the SMS code', async () => {
    const page = ui.page;
    const otherPhone = '13812345679';
    await callApiOk(server.url, 'addEmployee', { employee_name: 'Max Guard', phone: otherPhone }, company.token);
    const code = await captchaShownAfter(page, server, () => page.goto('/forgot.html?type=4'));
    await page.getByRole('heading', { level: 1, name: 'Reset your employee password' }).waitFor();
    await page.getByLabel('Phone').fill(otherPhone);
    await page.getByLabel('Image verification code').fill(code);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('SMS verification code').fill(await sms.codeFor(otherPhone));
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password changed').waitFor();
    const digest = await passCaptcha(server, { phone: otherPhone });
    expect((await callApi(server.url, 'empLogin', { phone: otherPhone, empPwd: newPassword, digest })).status).toBe(0);
  });
});
