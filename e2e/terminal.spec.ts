import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { seriousAccessibilityProblems } from './harness/axe.js';
import { phone as phoneViewport, useBrowser } from './harness/browser.js';
import { captchaCode } from './harness/database.js';
import { signedInEmployee } from './harness/employee.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * The reception terminal (stage.html): an Administrator's reception account
 * signs in, finds an employee's invitee by the mailed code and a pre-registered
 * visitor by phone, signs them in and out, is told why a code is refused, and
 * registers a walk-in with the tablet's form.
 */

const deskAccount = { account: 'front-desk', password: 'desk-Pass1' };
const invitee = { name: 'Gina Guest', phone: '13800000021', email: 'gina.guest@example.com' };
const preRegistered = { name: 'Paul Phone', phone: '13800000031' };
const walkIn = { name: 'Walter Walker', phone: '13900000077' };
const desktop = { width: 1440, height: 900 };
const slow = { timeout: 15_000 };

const lookupField = (page: Page) => page.getByLabel('Code, phone or ID number');
const cardOf = (page: Page, name: string) => page.getByRole('region', { name: `Visit of ${name}` });
const listOf = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Opens stage.html and signs in with the desk's form, reading the captcha as a person does. */
async function signInAtDesk(page: Page, server: RunningServer, shot?: string) {
  const [captcha] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getValidationCode'),
    page.goto('/stage.html'),
  ]);
  const { result } = (await captcha.json()) as { result: { digest: string } };
  await page.getByRole('heading', { level: 1, name: 'Reception terminal' }).waitFor(slow);
  await page.getByLabel('Account').fill(deskAccount.account);
  await page.getByLabel('Password').fill(deskAccount.password);
  await page.getByLabel('Image verification code').fill(captchaCode(server.dataDir, result.digest));
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Find a visitor' }).waitFor(slow);
}

async function lookUp(page: Page, text: string) {
  await lookupField(page).fill(text);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

/** A small picture of one colour, as a photo file the desk might choose. */
function photoPng(): Buffer {
  const png = new PNG({ width: 48, height: 64 });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([200, 160, 120, 255], index);
  return PNG.sync.write(png);
}

async function expectAccessible(page: Page) {
  // Judged at rest: no button hovered or halfway through its colour transition.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
}

describe('reception terminal', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let invitationCode: string;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, SMTP_URL: mailbox.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
    await callApiOk(server.url, 'AddManager', { ...deskAccount, sname: 'Front desk', sType: 2 }, company.token);
    const employee = await signedInEmployee(server, sms, company, {
      name: 'Ivy Inviter',
      phone: '13812349876',
      password: 'Inviter-Pass-2026',
    });
    const soon = Date.now() + 5 * 60_000;
    await callApiOk(
      server.url,
      'addAppointment',
      [
        {
          name: invitee.name,
          phone: invitee.phone,
          vemail: invitee.email,
          vcompany: 'Acme Labs',
          appointmentDate: soon,
          sendType: 'email',
          inviteContent: 'See you soon',
        },
      ],
      employee.token,
    );
    await callApiOk(
      server.url,
      'addAppointment',
      [
        {
          name: preRegistered.name,
          phone: preRegistered.phone,
          vcompany: 'Phone & Co',
          appointmentDate: soon,
          empid: Number(employee.id),
        },
      ],
      company.token,
    );
    // The mail carries the code as its QR picture and in the invitation link.
    for (let waited = 0; !mailbox.received.some((mail) => mail.to.includes(invitee.email)); waited += 100) {
      if (waited > 15_000) throw new Error('No invitation mail arrived');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = mailbox.received.find((message) => message.to.includes(invitee.email))!;
    invitationCode = decodeURIComponent(/\/invite\.html\?token=([^\s"<&]+)/.exec(mail.raw)![1]!);
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await sms?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('signs an invitee in by the mailed code and out again, and a visitor in by phone', async () => {
    const page = ui.page;
    await page.setViewportSize(desktop);
    await signInAtDesk(page, server, 'terminal--sign-in-1440');
    await expect.poll(() => page.locator('body').textContent()).toContain('Front desk');
    await listOf(page, 'Expected today').getByText(invitee.name).waitFor(slow);
    await listOf(page, 'Expected today').getByText(preRegistered.name).waitFor(slow);
    await listOf(page, 'On site now').getByText('Nobody is on site').waitFor(slow);
    await expectAccessible(page);

    await lookUp(page, invitationCode);
    const card = cardOf(page, invitee.name);
    await card.waitFor(slow);
    expect(await card.textContent()).toContain('Acme Labs');
    expect(await card.textContent()).toContain('Ivy Inviter');
    await screenshot(page, 'terminal--code-found-1440');
    await card.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`${invitee.name} is signed in.`).waitFor(slow);
    await card.getByText('Signed in', { exact: true }).first().waitFor(slow);
    await listOf(page, 'On site now').getByText(invitee.name).waitFor(slow);
    await expectAccessible(page);
    await screenshot(page, 'terminal--signed-in-1440');

    await page.getByRole('button', { name: `Sign out ${invitee.name}` }).click();
    await page.getByText(`${invitee.name} is signed out.`).waitFor(slow);
    await listOf(page, 'On site now').getByText('Nobody is on site').waitFor(slow);

    await lookUp(page, preRegistered.phone);
    const byPhone = cardOf(page, preRegistered.name);
    await byPhone.waitFor(slow);
    expect(await byPhone.textContent()).toContain('Phone & Co');
    await byPhone.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(`${preRegistered.name} is signed in.`).waitFor(slow);
    await byPhone.getByRole('button', { name: 'Sign out' }).waitFor(slow);
    await listOf(page, 'On site now').getByText(preRegistered.name).waitFor(slow);
    await listOf(page, 'Expected today').getByText('Nobody else is expected today').waitFor(slow);

    await page.setViewportSize(phoneViewport);
    await screenshot(page, 'terminal--signed-in-390');
    await expectAccessible(page);
  });

  test('tells why a code is refused, keeps a reception session out of the console, and signs out', async () => {
    const page = ui.page;
    await page.setViewportSize(phoneViewport);
    await signInAtDesk(page, server, 'terminal--sign-in-390');
    await lookUp(page, '1.2.3.4.forged');
    await page.getByRole('alert').getByText('This code is not valid here.', { exact: false }).waitFor(slow);
    await screenshot(page, 'terminal--refused-390');
    await expectAccessible(page);

    // The test browser has no camera: the dialog says so, and the code can still be typed.
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    const scanDialog = page.getByRole('dialog', { name: "Scan the visitor's QR code" });
    await scanDialog.getByRole('alert').waitFor(slow);
    await screenshot(page, 'terminal--no-camera-390');
    await scanDialog.getByRole('button', { name: 'Close' }).click();
    await scanDialog.waitFor({ state: 'hidden', ...slow });

    await page.goto('/index.html');
    await page.waitForURL('**/stage.html', slow);
    await page.getByRole('heading', { level: 1, name: 'Find a visitor' }).waitFor(slow);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Reception terminal' }).waitFor(slow);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('reads in Chinese at desktop and phone width', async () => {
    const page = ui.page;
    await page.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await page.setViewportSize(desktop);
    const [captcha] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getValidationCode'),
      page.goto('/stage.html'),
    ]);
    const { result } = (await captcha.json()) as { result: { digest: string } };
    await page.getByRole('heading', { level: 1, name: '前台终端' }).waitFor(slow);
    await screenshot(page, 'terminal--zh-sign-in-1440');
    await page.getByLabel('账号').fill(deskAccount.account);
    await page.getByLabel('密码').fill(deskAccount.password);
    await page.getByLabel('图片验证码').fill(captchaCode(server.dataDir, result.digest));
    // antd spaces out a two-character Chinese button label.
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await page.getByRole('heading', { level: 1, name: '查找访客' }).waitFor(slow);
    await page.getByLabel('入场码、手机号或证件号').fill(preRegistered.phone);
    await page.getByRole('button', { name: /^查\s?找$/ }).click();
    await page.getByRole('region', { name: `${preRegistered.name} 的来访` }).waitFor(slow);
    await screenshot(page, 'terminal--zh-1440');
    await page.setViewportSize(phoneViewport);
    await screenshot(page, 'terminal--zh-390');
    await expectAccessible(page);
  });

  test('registers a walk-in with a chosen photo, shows them signed in and lists them on site', async () => {
    const page = ui.page;
    await page.setViewportSize(desktop);
    await signInAtDesk(page, server);
    await page.getByRole('button', { name: 'Register a walk-in' }).click();
    const drawer = page.getByRole('dialog', { name: 'Walk-in visitor' });
    await drawer.getByLabel('Name', { exact: true }).fill(walkIn.name);
    await drawer.getByLabel('Phone', { exact: true }).fill(walkIn.phone);
    await drawer.getByLabel('Host', { exact: true }).fill('Ivy');
    await drawer.getByRole('group', { name: 'Employees found' }).getByRole('button', { name: 'Ivy Inviter' }).click();
    await drawer.getByRole('group', { name: 'Visit reason' }).getByRole('button', { name: 'Interview' }).click();

    // The test browser has no camera: the photo is a file, sent with the same Upload call.
    await drawer.getByText('No camera is available here: choose a photo file instead.').waitFor(slow);
    await drawer
      .getByLabel('Choose a photo', { exact: true })
      .setInputFiles({ name: 'walter.png', mimeType: 'image/png', buffer: photoPng() });
    await drawer.getByRole('img', { name: "Visitor's photo" }).waitFor(slow);
    await screenshot(page, 'terminal--walk-in-1440');
    await expectAccessible(page);

    await drawer.getByRole('button', { name: 'Sign the visitor in' }).click();
    await page.getByText(`${walkIn.name} is signed in.`).waitFor(slow);
    await drawer.waitFor({ state: 'hidden', ...slow });
    const card = cardOf(page, walkIn.name);
    expect(await card.textContent()).toContain('Visit reasonInterview');
    expect(await card.textContent()).toContain('Ivy Inviter');
    await card.getByRole('img', { name: `Photo of ${walkIn.name}` }).waitFor(slow);
    await listOf(page, 'On site now').getByText(walkIn.name).waitFor(slow);
    await screenshot(page, 'terminal--walk-in-signed-in-1440');
    await expectAccessible(page);
  });
});
