import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { fakeCamera, plainFrame } from './harness/fake-camera.js';
import { type RunningServer, startServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addReceptionAccount, cameraRunning, landscape, portrait, receptionPairing, slow, startPaired } from './kiosk-steps.js';

/*
 * The front desk's promise, walked at the tablet and in the console: a
 * blacklisted walk-in is refused and leaves no expected visit, one person is
 * never on site twice, a visit id typed at the tablet finds nothing, and a
 * staff pre-registration's mail carries the short code that signs the visitor in.
 */

const camera = fakeCamera();
const hostName = 'Hana Host';

describe('a front desk you can trust', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let company: E2eCompany;
  let desk: Awaited<ReturnType<typeof receptionPairing>>;
  let empid: number;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'off', SMTP_URL: mailbox.url, JOB_POLL_MS: '200' } });
    company = await registerCompany(server.url);
    await addReceptionAccount(server, company);
    desk = await receptionPairing(server);
    empid = (
      await callApiOk<{ empid: number }>(
        server.url,
        'addEmployee',
        { employee_name: hostName, phone: '13700001111' },
        company.token,
      )
    ).empid;
    await callApiOk(
      server.url,
      'addBlacklist',
      { name: 'Rita Refused', phone: '13655554444', remark: 'Tailgated' },
      company.token,
    );
    await callApiOk(server.url, 'updateblackListSwitch', { blackListSwitch: 1 }, company.token);
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    camera.remove();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: landscape, chromiumArgs: camera.chromiumArgs });

  const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
  /** A returning person's walk-in at the tablet: the phone finds their details, a new photo, and sign in. */
  const walkInAgain = async (page: Page, phone: string) => {
    await action(page, 'Walk-in').click();
    await page.getByLabel('Your phone number').fill(phone);
    await action(page, 'Continue').click();
    await action(page, 'Use these details').click();
    await cameraRunning(page, 'Camera picture for your photo');
    await action(page, 'Take photo').click();
    await action(page, 'Sign me in').click();
  };
  const openTablet = async (page: Page) => {
    await startPaired(page, desk.profile);
    camera.show(plainFrame());
    await page.goto('/pad.html');
    await action(page, 'Walk-in').waitFor(slow);
  };
  /** A walk-in at the tablet as a visitor does it: phone, name, host, photo. */
  const walkIn = async (page: Page, name: string, phone: string) => {
    await action(page, 'Walk-in').click();
    await page.getByLabel('Your phone number').fill(phone);
    await action(page, 'Continue').click();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Who are you visiting?').fill('Hana');
    const found = page.getByRole('group', { name: 'People found' }).getByRole('button', { name: hostName });
    await found.waitFor(slow);
    await found.click();
    await cameraRunning(page, 'Camera picture for your photo');
    await action(page, 'Take photo').click();
    await page.getByRole('img', { name: 'Your photo' }).waitFor(slow);
    await action(page, 'Sign me in').click();
  };
  /** The alert is read where it is: inside the window, without the visitor scrolling. */
  const expectInView = async (page: Page, text: string) => {
    const alert = page.getByRole('alert').getByText(text, { exact: false });
    await alert.waitFor(slow);
    const inView = async () => {
      const box = await alert.boundingBox();
      const viewport = page.viewportSize();
      return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
    };
    await expect.poll(inView, slow).toBe(true);
  };

  test('refuses a blacklisted walk-in at the tablet and leaves no expected visit in the console', async () => {
    const page = ui.page;
    await openTablet(page);
    await walkIn(page, 'Rita Refused', '13655554444');
    await expectInView(page, 'refused at the front desk');
    expect(await page.getByText('Tailgated').count()).toBe(0);
    await screenshot(page, 'front-desk-refused-en-1024');
    await page.setViewportSize(portrait);
    await expectInView(page, 'refused at the front desk');
    await page.setViewportSize(landscape);

    const staff = await ui.openPage({ width: 1440, height: 900 });
    const today = new Date().toLocaleDateString('sv-SE');
    await openSignedIn(staff, company, `/emp/visitlist?date=${today}&endDate=${today}`, 'Visit list');
    const row = staff.getByRole('row', { name: /Rita Refused/ }).first();
    await row.getByText('Refused', { exact: true }).first().waitFor(slow);
    expect(await staff.getByRole('button', { name: /Sign in Rita Refused/ }).count()).toBe(0);
    const overview = await callApiOk<{ today: { expected: number; refused: number } }>(
      server.url,
      'getVisitOverview',
      {},
      company.token,
    );
    // Each attempt is on record as refused; none is expected.
    expect(overview.today.expected).toBe(0);
    expect(overview.today.refused).toBeGreaterThanOrEqual(1);
  });

  test('never signs one person in twice: the second arrival offers the sign-out of the first', async () => {
    const page = ui.page;
    await callApiOk(server.url, 'UpdatePhoto', { name: 'Dora Double', phone: '13655550002', empid }, desk.token);
    await openTablet(page);
    await walkInAgain(page, '13655550002');
    await expectInView(page, 'You are still signed in from an earlier visit.');
    const onSite = async () =>
      (
        await callApiOk<Array<{ vphone: string; signOutDate: number | null }>>(
          server.url,
          'SearchVisitByCondition',
          { date: '2000-01-01', endDate: '2100-01-01', svcType: 1, phone: '13655550002', requestedCount: 100 },
          company.token,
        )
      ).filter((visit) => visit.vphone === '13655550002' && visit.signOutDate === null);
    expect(await onSite()).toHaveLength(1);
    await action(page, 'Sign out my earlier visit').click();
    await page.getByRole('status').getByText('You are signed out.', { exact: false }).waitFor(slow);
    expect(await onSite()).toHaveLength(0);
    // Signed out, the person may come in again: the walk-in goes through from the start.
    await action(page, 'Home').click();
    await walkInAgain(page, '13655550002');
    await page.getByRole('heading', { name: 'Welcome, Dora Double!' }).waitFor(slow);
    expect(await onSite()).toHaveLength(1);
  });

  test("finds no visit by a typed visit id, and signs a pre-registered visitor in by the short code of staff's mail", async () => {
    const page = ui.page;
    const mailsBefore = mailbox.received.length;
    const vemail = 'bob.booked@example.com';
    const { vids } = await callApiOk<{ vids: number[] }>(
      server.url,
      'addAppointment',
      [{ name: 'Bob Booked', phone: '13611112222', vemail, empid, appointmentDate: Date.now() }],
      company.token,
    );
    const mail = () => mailbox.received.slice(mailsBefore).find((message) => message.to.includes(vemail));
    await expect.poll(mail, slow).toBeDefined();
    expect(mail()!.raw).toContain('Content-Type: image/png');
    const code = /type (\d{6})/.exec(mail()!.raw)?.[1];
    expect(code).toBeDefined();

    await openTablet(page);
    await action(page, 'I have an invitation').click();
    const typed = page.getByLabel('Entry code (6 digits)');
    await typed.fill(String(vids[0]));
    await action(page, 'Find my visit').click();
    await expectInView(page, 'We could not find this code.');
    expect(await page.getByText('Bob Booked').count()).toBe(0);

    await typed.fill(code!);
    await typed.press('Enter');
    await page.getByRole('heading', { name: 'Is this your visit?' }).waitFor(slow);
    await page.getByText('Bob Booked').waitFor();
    await action(page, 'Yes, sign me in').click();
    await page.getByRole('heading', { name: 'Welcome, Bob Booked!' }).waitFor(slow);
  });
});
