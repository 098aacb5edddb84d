import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { fakeCamera, plainFrame, qrFrame } from './harness/fake-camera.js';
import { type RunningServer, startServer } from './harness/server.js';
import {
  addReceptionAccount,
  cameraRunning,
  countPrints,
  expectAccessible,
  host,
  landscape,
  pageSizeRule,
  portrait,
  printCount,
  reception,
  receptionPairing,
  signedInHost,
  slow,
  startPaired,
} from './kiosk-steps.js';

/*
 * The reception tablet (pad.html) with Chromium's fake camera: an invitee
 * signs in by the QR code of the invitation mail, a walk-in signs in with a
 * photo in few taps, visitors sign out by phone or badge; the badge prints at
 * the company's size, and the screens pass axe-core.
 */

const camera = fakeCamera();
/** 102 x 76 mm (4-inch paper): not the default size, so the print shows the company's choice. */
const chosenCardSize = { cardSize: 3, widthMm: 102, heightMm: 76 };
const mmToPx = 96 / 25.4;

describe('reception tablet', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let hostSession: { empid: number; token: string };
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, CAPTCHA: 'off', SMTP_URL: mailbox.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
    await callApiOk(server.url, 'updateCardStyle', { cardType: 3, cardSize: chosenCardSize.cardSize }, company.token);
    await addReceptionAccount(server, company);
    hostSession = await signedInHost(server, company, sms);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([mailbox?.close(), sms?.close()]);
    camera.remove();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: landscape, chromiumArgs: camera.chromiumArgs });

  const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  const openHome = async (page: Page) => {
    await page.goto('/pad.html');
    await action(page, 'Walk-in').waitFor(slow);
  };

  test('pairs, then signs an invitee in by the QR code of the mail; the host hears of it and the badge prints at its size', async () => {
    const page = ui.page;
    await countPrints(page);
    camera.show(plainFrame());
    const visitorEmail = 'gina.guest@example.com';
    // A retried run books again: only a mail that came after this booking carries its code.
    const mailsBefore = mailbox.received.length;
    await callApiOk(
      server.url,
      'addAppointment',
      [
        {
          name: 'Gina Guest',
          phone: '13800000021',
          vemail: visitorEmail,
          appointmentDate: Date.now(),
          sendType: 'email',
          inviteContent: 'See you soon',
        },
      ],
      hostSession.token,
    );
    const invitation = () => mailbox.received.slice(mailsBefore).find((message) => message.to.includes(visitorEmail));
    await expect.poll(invitation, slow).toBeDefined();
    const token = /invite\.html\?token=([^\s"<&]+)/.exec(invitation()!.raw.replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeDefined();

    // Pairing: the reception account signs in once.
    await page.goto('/pad.html');
    await page.getByRole('heading', { level: 1, name: 'Set up this tablet' }).waitFor(slow);
    await page.getByLabel('Reception account').fill(reception.account);
    await page.getByLabel('Password').fill(reception.password);
    await action(page, 'Sign in').click();
    await action(page, 'I have an invitation').waitFor(slow);
    await screenshot(page, 'kiosk-home-en-1024');
    await expectAccessible(page, 'home');
    // Still paired after the tab is gone (a new page of the same storage).
    await page.reload();
    await action(page, 'I have an invitation').waitFor(slow);

    await action(page, 'I have an invitation').click();
    await cameraRunning(page, 'Camera picture');
    await screenshot(page, 'kiosk-scan-en-1024');
    await expectAccessible(page, 'scan');

    // The visitor holds up the mail's QR code.
    await action(page, 'Home').click();
    camera.show(qrFrame(decodeURIComponent(token!)));
    await action(page, 'I have an invitation').click();
    await page.getByRole('heading', { name: 'Is this your visit?' }).waitFor(slow);
    await page.getByText('Gina Guest').waitFor();
    await page.getByText(host.employee_name).waitFor();
    await action(page, 'Yes, sign me in').click();
    await page.getByRole('heading', { name: 'Welcome, Gina Guest!' }).waitFor(slow);
    await page.getByText(`We have told ${host.employee_name} that you are here.`).waitFor();
    await expect.poll(() => printCount(page), slow).toBe(1);
    await screenshot(page, 'kiosk-done-en-1024');
    await expectAccessible(page, 'success');

    // The print: a page of the badge's size with the badge alone on it.
    expect(await pageSizeRule(page)).toBe(`${chosenCardSize.widthMm}mm ${chosenCardSize.heightMm}mm`);
    await page.emulateMedia({ media: 'print' });
    const badge = page.getByTestId('badge-print-sheet').locator('figure');
    expect(await badge.getAttribute('data-badge-size')).toBe(`${chosenCardSize.widthMm}x${chosenCardSize.heightMm}`);
    const box = await badge.boundingBox();
    expect(box?.width).toBeCloseTo(chosenCardSize.widthMm * mmToPx, 0);
    expect(box?.height).toBeCloseTo(chosenCardSize.heightMm * mmToPx, 0);
    expect(await page.locator('.kiosk').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const toHost = () => mailbox.received.slice(mailsBefore).filter((message) => message.to.includes(host.email));
    await expect.poll(() => toHost().length, slow).toBe(1);
    expect(toHost()[0]!.raw).toContain('Gina Guest');

    // The same code again: its one use is spent, said in plain words.
    await action(page, 'Finish').click();
    await action(page, 'I have an invitation').click();
    await page
      .getByRole('alert')
      .getByText('This invitation has expired or has already been used.', { exact: false })
      .waitFor(slow);
  });

  test('signs a walk-in in with a photo in at most 6 taps or fields besides name and phone; a returning visitor reuses the details', async () => {
    const page = ui.page;
    const pairing = await receptionPairing(server);
    await startPaired(page, pairing.profile);
    await countPrints(page);
    camera.show(plainFrame());
    await openHome(page);

    let steps = 0;
    const tap = async (name: string) => {
      await action(page, name).click();
      steps += 1;
    };
    const phone = '13900000077';
    await tap('Walk-in');
    await page.getByLabel('Your phone number').fill(phone);
    await tap('Continue');
    await page.getByLabel('Your name').fill('Walter Walker');
    await page.getByLabel('Who are you visiting?').fill('Ivy');
    steps += 1;
    await page.getByRole('group', { name: 'People found' }).getByRole('button', { name: host.employee_name }).waitFor(slow);
    await page.getByRole('group', { name: 'People found' }).getByRole('button', { name: host.employee_name }).click();
    steps += 1;
    await cameraRunning(page, 'Camera picture for your photo');
    await tap('Take photo');
    await page.getByRole('img', { name: 'Your photo' }).waitFor(slow);
    await screenshot(page, 'kiosk-walk-in-en-1024');
    await expectAccessible(page, 'walk-in form');
    await page.setViewportSize(portrait);
    await screenshot(page, 'kiosk-walk-in-en-768');
    await page.setViewportSize(landscape);
    await tap('Sign me in');
    await page.getByRole('heading', { name: 'Welcome, Walter Walker!' }).waitFor(slow);
    expect(steps).toBeLessThanOrEqual(6);
    expect(steps).toBe(6);
    await expect.poll(() => printCount(page), slow).toBe(1);

    // Back again later, after leaving (one person is on site once): the phone finds the last visit, and its details fill the form.
    await action(page, 'Finish').click();
    await callApiOk(server.url, 'VisitorSignOut', { phone }, pairing.token);
    await action(page, 'Walk-in').click();
    await page.getByLabel('Your phone number').fill(phone);
    await action(page, 'Continue').click();
    await page.getByRole('heading', { name: 'Welcome back, Walter Walker!' }).waitFor(slow);
    await action(page, 'Use these details').click();
    expect(await page.getByLabel('Your name').inputValue()).toBe('Walter Walker');
    await page.getByText(host.employee_name, { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Your photo' }).waitFor();
    await action(page, 'Sign me in').click();
    await page.getByRole('heading', { name: 'Welcome, Walter Walker!' }).waitFor(slow);
  });

  test('signs visitors out by phone and by the QR code of the badge', async () => {
    const page = ui.page;
    const pairing = await receptionPairing(server);
    await startPaired(page, pairing.profile);
    camera.show(plainFrame());
    const walkIn = (name: string, phone: string) =>
      callApiOk<{ visit: { vid: number; badgeCode: string } }>(
        server.url,
        'UpdatePhoto',
        { name, phone, empid: hostSession.empid },
        pairing.token,
      );
    await walkIn('Olga Outgoing', '13900000088');
    const { visit: badged } = await walkIn('Bert Badge', '13900000089');
    await openHome(page);

    await action(page, 'Sign out').click();
    await page.getByLabel('Your phone number').fill('13900000088');
    await action(page, 'Sign me out').click();
    await page.getByRole('heading', { name: 'Goodbye, and thank you for visiting!' }).waitFor(slow);
    await page.getByText('You are signed out.').waitFor();
    await screenshot(page, 'kiosk-signed-out-en-1024');

    // Nobody of that phone is on site any more.
    await action(page, 'Finish').click();
    await action(page, 'Sign out').click();
    await page.getByLabel('Your phone number').fill('13900000088');
    await action(page, 'Sign me out').click();
    await page.getByRole('alert').getByText('We could not find a visit for this.', { exact: false }).waitFor(slow);

    await action(page, 'Home').click();
    camera.show(qrFrame(badged.badgeCode));
    await action(page, 'Sign out').click();
    await page.getByRole('heading', { name: 'Goodbye, and thank you for visiting!' }).waitFor(slow);
    const onSite = await callApiOk<{ signOutDate: number | null }>(
      server.url,
      'GetVisitorByVid',
      { vid: badged.vid },
      company.token,
    );
    expect(onSite.signOutDate).not.toBeNull();
  });

  test('signs in an expected visitor found by phone under "I have an appointment"', async () => {
    const page = ui.page;
    const pairing = await receptionPairing(server);
    await startPaired(page, pairing.profile);
    await countPrints(page);
    const appointment = { name: 'Anna Appointed', phone: '13900000066', appointmentDate: Date.now(), empid: hostSession.empid };
    await callApiOk(server.url, 'addAppointment', [appointment], company.token);
    await openHome(page);

    await action(page, 'I have an appointment').click();
    await page.getByLabel('Your phone number').fill(appointment.phone);
    await action(page, 'Find my appointment').click();
    await page.getByRole('heading', { name: 'Tap your appointment' }).waitFor(slow);
    await screenshot(page, 'kiosk-appointment-en-1024');
    await page.getByRole('button', { name: /Anna Appointed/ }).click();
    await action(page, 'Sign me in').click();
    await page.getByRole('heading', { name: 'Welcome, Anna Appointed!' }).waitFor(slow);
    await expect.poll(() => printCount(page), slow).toBe(1);

    // Signed in, the visit is no longer expected today.
    await action(page, 'Finish').click();
    await action(page, 'I have an appointment').click();
    await page.getByLabel('Your phone number').fill(appointment.phone);
    await action(page, 'Find my appointment').click();
    await page.getByText('We found no appointment for today.', { exact: false }).waitFor(slow);
  });

  test('speaks Chinese after the switch on the home screen, in landscape and portrait', async () => {
    const page = ui.page;
    const pairing = await receptionPairing(server);
    await startPaired(page, pairing.profile);
    camera.show(plainFrame());
    await openHome(page);
    await page.getByLabel('Language').selectOption('zh');
    await page.getByRole('button', { name: '我有邀请', exact: true }).waitFor(slow);
    await screenshot(page, 'kiosk-home-zh-1024');
    await page.setViewportSize(portrait);
    await screenshot(page, 'kiosk-home-zh-768');
    await expectAccessible(page, 'home in Chinese, portrait');
    await page.getByRole('button', { name: '临时来访', exact: true }).click();
    await page.getByLabel('您的手机号').fill('13900000099');
    await page.getByRole('button', { name: '继续', exact: true }).click();
    await page.getByLabel('您的姓名').waitFor(slow);
    await screenshot(page, 'kiosk-walk-in-zh-768');
    await page.setViewportSize(landscape);
    await screenshot(page, 'kiosk-walk-in-zh-1024');
    await page.getByRole('button', { name: '首页', exact: true }).click();
    await page.getByRole('button', { name: '我有邀请', exact: true }).click();
    await cameraRunning(page, '摄像头画面');
    await screenshot(page, 'kiosk-scan-zh-1024');
    await page.setViewportSize(portrait);
    await screenshot(page, 'kiosk-scan-zh-768');
  });
});
