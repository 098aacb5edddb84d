import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { registerCompany } from './harness/api.js';
import { signedInEmployee, startAs } from './harness/employee.js';
import { phone as phoneViewport, useBrowser } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * An employee invites a visitor by email; the visitor opens the mailed link,
 * accepts, and the employee's Invitation List shows it accepted. A batch comes
 * from a spreadsheet too.
 */

const employee = { name: 'Ivy Inviter', phone: '13812349876', password: 'Inviter-Pass-2026' };
const visitorEmail = 'gina.guest@example.com';

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
    profile = await signedInEmployee(server, sms, company, employee);
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
    // A visit type without a template: the employee writes the message.
    await page.getByLabel('Visit type').fill('Lab tour');
    await page.getByLabel('Visit type').press('Enter');
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

  test('imports visitors from a spreadsheet and invites them by email, with no phone needed', async () => {
    const page = ui.page;
    await startAs(page, profile);
    await page.goto('/mine/invite');
    await page.getByRole('heading', { level: 1, name: 'Invite visitors' }).waitFor();
    await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Import visitors from a spreadsheet' });
    const rows = ['姓名,邮箱,公司', 'Mia Mail,mia@example.com,Globex', 'Max Mail,max@example.com,', 'Nick Nowhere,,Acme'];
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'visitors.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\r\n')}\r\n`) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('Rows read: 3. Ready: 2. With problems (left out): 1.').waitFor();
    await dialog.getByText('No phone and no email').waitFor();
    await screenshot(page, 'invitation-import');
    await dialog.getByRole('button', { name: 'Add 2 visitors to the form' }).click();
    await expect.poll(() => page.getByLabel('Name of visitor 2').inputValue()).toBe('Max Mail');
    expect(await page.getByLabel('Email of visitor 1').inputValue()).toBe('mia@example.com');

    await page.getByLabel('Visit type').fill('Lab tour');
    await page.getByLabel('Visit type').press('Enter');
    await page.getByLabel('Message').fill('Welcome to our lab');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invitation list' }).waitFor();
    await page.getByRole('cell', { name: 'Max Mail' }).waitFor();
    const mailed = () =>
      ['mia@example.com', 'max@example.com'].every((to) => mailbox.received.some((mail) => mail.to.includes(to)));
    await expect.poll(mailed, { timeout: 15_000 }).toBe(true);
  });
});
