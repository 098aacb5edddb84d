import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { type E2eCompany, registerCompany } from './harness/api.js';
import { desktop, useBrowser } from './harness/browser.js';
import { fakeCamera, plainFrame } from './harness/fake-camera.js';
import { startSignedIn } from './harness/session.js';
import { chooseOption } from './harness/select.js';
import { type RunningServer, startServer } from './harness/server.js';
import { addReceptionAccount, host, landscape, receptionPairing, signedInHost, slow, startPaired } from './kiosk-steps.js';

/*
 * Meeting: the Administrator adds a meeting with three attendees invited by
 * email, reads their sending states on the detail page; one attendee signs in
 * at the tablet with the short code of the mail, and the detail page shows
 * them arrived; another is removed, leaves the list and is told by mail.
 */

const camera = fakeCamera();
const attendees = [
  { name: 'Ann Attendee', email: 'ann.attendee@example.com' },
  { name: 'Bo Attendee', email: 'bo.attendee@example.com' },
  { name: 'Cy Attendee', email: 'cy.attendee@example.com' },
];

const pad = (value: number) => String(value).padStart(2, '0');
/** "YYYY-MM-DD HH:mm" in the browser's (and server's) local time. */
const minuteText = (instant: number) => {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

async function typeTime(page: Page, placeholder: string, value: string) {
  const input = page.getByPlaceholder(placeholder, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

const attendeeRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('meetings', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, CAPTCHA: 'off', SMTP_URL: mailbox.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
    await addReceptionAccount(server, company);
    await signedInHost(server, company, sms);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([mailbox?.close(), sms?.close()]);
    camera.remove();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: desktop, chromiumArgs: camera.chromiumArgs });

  test('invites three attendees by email, shows their sending states, signs one in at the tablet by the code and removes another', async () => {
    const page = ui.page;
    await startSignedIn(page, company);
    await page.goto('/meeting');
    await page.getByRole('heading', { level: 1, name: 'Meetings' }).waitFor(slow);

    await page.getByRole('button', { name: 'New meeting' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Subject').fill('Partner review');
    // Soon, and today: the codes hold from the meeting's day.
    const start = Date.now() + 5 * 60_000;
    await typeTime(page, 'Start', minuteText(start));
    await typeTime(page, 'End', minuteText(start + 60 * 60_000));
    await chooseOption(page, drawer.getByLabel('Initiator'), host.employee_name);
    await drawer.getByLabel('Address').fill('Building 2, room 301');
    await drawer.getByLabel('Invitation message').fill('Please join our partner review.');
    for (const [index, attendee] of attendees.entries()) {
      if (index > 0) await drawer.getByRole('button', { name: 'Add attendee' }).click();
      await drawer.getByLabel(`Name of attendee ${index + 1}`).fill(attendee.name);
      await drawer.getByLabel(`Email of attendee ${index + 1}`).fill(attendee.email);
    }
    await screenshot(page, 'meeting-drawer-en-1366');
    await drawer.getByRole('button', { name: 'Add and invite' }).click();
    await page.getByText('Meeting Partner review added, invitations on their way').waitFor(slow);

    const row = page.getByRole('row').filter({ hasText: 'Partner review' });
    await row.getByText('Not started').waitFor(slow);
    await row.getByRole('cell', { name: '3', exact: true }).waitFor();
    await screenshot(page, 'meetings-list-en-1366');
    await row.getByRole('link', { name: 'Open the meeting Partner review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Partner review' }).waitFor(slow);
    for (const attendee of attendees) {
      await attendeeRow(page, attendee.name).getByText('Sent', { exact: true }).waitFor(slow);
      await attendeeRow(page, attendee.name).getByText('Not yet').waitFor();
    }
    await screenshot(page, 'meeting-detail-en-1366');

    const mail = () => mailbox.received.find((message) => message.to.includes(attendees[0]!.email));
    await expect.poll(mail, slow).toBeDefined();
    expect(mail()!.raw).toContain('Please join our partner review.');
    const code = /type (\d{6})/.exec(mail()!.raw)?.[1];
    expect(code).toBeDefined();

    // The attendee types the mail's short code at the tablet.
    const desk = await receptionPairing(server);
    const tablet = await ui.openPage(landscape);
    await startPaired(tablet, desk.profile);
    camera.show(plainFrame());
    await tablet.goto('/pad.html');
    await tablet.getByRole('button', { name: 'I have an invitation', exact: true }).click();
    const typed = tablet.getByLabel('Entry code (6 digits)');
    await typed.fill(code!);
    await typed.press('Enter');
    await tablet.getByRole('heading', { name: 'Is this your visit?' }).waitFor(slow);
    await tablet.getByText(attendees[0]!.name).waitFor();
    await tablet.getByRole('button', { name: 'Yes, sign me in', exact: true }).click();
    await tablet.getByRole('heading', { name: `Welcome, ${attendees[0]!.name}!` }).waitFor(slow);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Partner review' }).waitFor(slow);
    const arrived = attendeeRow(page, attendees[0]!.name);
    await arrived.getByText('Accepted', { exact: true }).waitFor(slow);
    expect(await arrived.getByText('Not yet').count()).toBe(0);
    expect(await attendeeRow(page, attendees[1]!.name).getByText('Not yet').count()).toBe(1);
    await screenshot(page, 'meeting-detail-arrived-en-1366');

    const removed = attendees[2]!;
    await page.getByRole('button', { name: `Remove ${removed.name} from the meeting` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText(`${removed.name} removed from the meeting`).waitFor(slow);
    await attendeeRow(page, removed.name).waitFor({ state: 'detached', ...slow });
    await page.getByText('2 attendees').waitFor();
    // The invitation and then the news of the removal.
    await expect.poll(() => mailbox.received.filter((message) => message.to.includes(removed.email)).length, slow).toBe(2);
  });
});
