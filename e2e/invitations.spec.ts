import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { registerCompany } from './harness/api.js';
import { signedInEmployee } from './harness/employees.js';
import { phone as phoneViewport, useBrowser } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * An employee invites a visitor by email; the visitor opens the mailed link,
 * accepts, and the employee's Invitation List shows it accepted.
 */

const visitorEmail = 'gina.guest@example.com';

async function startAs(page: Page, profile: Record<string, string>) {
  await page.context().addInitScript((stored) => {
    if (!sessionStorage.getItem('token')) for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
  }, profile);
}

describe('employee invitations', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let profile: Record<string, string>;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, SMTP_URL: mailbox.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    const company = await registerCompany(server.url);
    profile = await signedInEmployee(server, sms, company);
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await sms?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('invites one visitor by email; the visitor accepts on invite.html; the list shows it accepted', async () => {
    const page = ui.page;
    await startAs(page, profile);
    await page.goto('/mine/invite');
    await page.getByRole('heading', { level: 1, name: 'Invite visitors' }).waitFor();
    await screenshot(page, 'invitation-form');

    // Nothing chosen: the form says what is missing before anything is sent.
    await page.getByRole('button', { name: 'Remove visitor 1' }).click();
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText('Choose at least one visitor').waitFor();
    await page.getByText('Send type must not be blank').waitFor();

    await page.getByRole('button', { name: 'Add a visitor' }).click();
    await page.getByLabel('Name of visitor 1').fill('Gina Guest');
    await page.getByLabel('Phone of visitor 1').fill('13800000021');
    await page.getByLabel('Email of visitor 1').fill(visitorEmail);
    await page.getByLabel('Visit type').fill('Business');
    await page.getByLabel('Message').fill('Welcome to our lab');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invitation list' }).waitFor();
    await page.getByRole('cell', { name: 'Gina Guest' }).waitFor();
    await page.getByText('Sent', { exact: true }).waitFor();

    const mail = () => mailbox.received.find((message) => message.to.includes(visitorEmail));
    await expect.poll(mail, { timeout: 15_000 }).toBeDefined();
    expect(mail()!.raw).toContain('Welcome to our lab');
    const link = /https?:\/\/\S+?\/invite\.html\?token=[^\s"<]+/.exec(mail()!.raw)?.[0];
    expect(link).toBeDefined();

    const visitor = await page.context().browser()!.newPage({ viewport: phoneViewport });
    await visitor.goto(link!);
    await visitor.getByText('Dear Gina Guest, Ivy Inviter invites you to visit.').waitFor();
    await visitor.getByText('Viewed', { exact: true }).waitFor();
    await screenshot(visitor, 'invite-page-phone');
    await visitor.getByRole('button', { name: 'Accept' }).click();
    await visitor.getByText('You have accepted this invitation.', { exact: false }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await visitor.close();

    await page.reload();
    await page.getByRole('cell', { name: 'Gina Guest' }).waitFor();
    await page.getByText('Accepted', { exact: true }).waitFor();
    await screenshot(page, 'invitation-list');
  });

  test('shows a broken link as not valid', async () => {
    const page = ui.page;
    await page.goto('/invite.html?token=1.2.3.4.forged');
    await page.getByText('This link is not valid').waitFor();
  });
});
