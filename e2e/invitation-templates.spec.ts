import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApi, callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { signedInEmployee, startAs } from './harness/employee.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * The Administrator writes the company's business template; an employee
 * invites with it and the mail carries the filled text; with 'restrict employee
 * modification' on, the employee's own templates are read-only and writing one is refused.
 */

const slow = { timeout: 15_000 };
const employee = { name: 'Ivy Inviter', phone: '13812340017', password: 'Inviter-Pass-2026' };
const visitorEmail = 'tina.template@example.com';
const message = 'Dear {visitor}, {employee} of {company} expects you at {time}.';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

describe('invitation templates', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let profile: Record<string, string>;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, SMTP_URL: mailbox.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
    profile = await signedInEmployee(server, sms, company, employee);
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await sms?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('the Administrator writes the business template; the invitation mail carries it filled', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, company);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Invitation templates' })
      .click(slow);
    await page.getByRole('heading', { level: 1, name: 'Invitation templates' }).waitFor(slow);
    const editor = section(page, 'Template');
    await editor.getByRole('tab', { name: /Business/ }).click();
    await editor.getByLabel('Message').fill(message);
    await editor.getByLabel('Address').fill('1 Main Street');
    await editor.getByLabel('How to get there').fill('Metro line 1, exit B');
    await section(page, 'Preview').getByText(`Dear Alex Morgan, Jordan Lee of ${company.company} expects you at`).waitFor();
    await editor.getByRole('button', { name: 'Save' }).click();
    // The built-in types are listed from the start; the business one now holds the message.
    await expect
      .poll(
        async () =>
          (
            await callApiOk<Array<{ templateType: string; inviteContent: string }>>(
              server.url,
              'GetAllTemplateType',
              {},
              company.token,
            )
          ).find((template) => template.templateType === 'business')?.inviteContent,
      )
      .toBe(message);
    await editor.getByRole('tab', { name: 'Business' }).waitFor();
    await screenshot(page, 'invitation-templates--en-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'invitation-templates--en-768');

    const invite = await ui.openPage({ width: 1440, height: 900 });
    await startAs(invite, profile);
    await invite.goto('/mine/invite');
    await invite.getByRole('heading', { level: 1, name: 'Invite visitors' }).waitFor(slow);
    await invite.getByText('The company\'s template "Business" is sent.').waitFor(slow);
    await invite.getByLabel('Name of visitor 1').fill('Tina Template');
    await invite.getByLabel('Phone of visitor 1').fill('13800000017');
    await invite.getByLabel('Email of visitor 1').fill(visitorEmail);
    await invite.getByText(`Dear Tina Template, Ivy Inviter of ${company.company} expects you at`).waitFor();
    await invite.getByRole('radio', { name: 'Email' }).check();
    await screenshot(invite, 'invitation-templates--invite-en-1440');
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await invite.getByRole('heading', { level: 1, name: 'Invitation list' }).waitFor(slow);

    const mail = () => mailbox.received.find((received) => received.to.includes(visitorEmail));
    await expect.poll(mail, { timeout: 15_000 }).toBeDefined();
    expect(mail()!.raw).toMatch(
      new RegExp(`Dear Tina Template, Ivy Inviter of ${company.company} expects you at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\.`),
    );
    expect(mail()!.raw).toContain('1 Main Street');
    expect(mail()!.raw).toContain('Metro line 1, exit B');
    expect(mail()!.raw).not.toContain('{visitor}');
  });

  test("with the switch on, the employee's templates are read-only and writing one is refused", async () => {
    const admin = ui.page;
    await admin.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(admin, company);
    await admin.goto('/reserve/templates');
    const switchPanel = section(admin, "Employees' own templates");
    const restrict = switchPanel.getByRole('switch', { name: 'Restrict employee modification' });
    await restrict.waitFor(slow);
    // The company starts restricted; allowing employees lets this one write a template.
    expect(await restrict.getAttribute('aria-checked')).toBe('true');
    await restrict.click();
    await switchPanel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () => (await callApiOk<{ tempEditSwitch: number }>(server.url, 'GetUserInfo', {}, company.token)).tempEditSwitch,
      )
      .toBe(0);

    const mine = await ui.openPage({ width: 1440, height: 900 });
    await startAs(mine, profile);
    await mine.goto('/mine/templates');
    await mine.getByRole('heading', { level: 1, name: 'My templates' }).waitFor(slow);
    const editor = section(mine, 'Template');
    await editor.getByLabel('Message').fill('Hi {visitor}, see you soon. {employee}');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await callApiOk<unknown[]>(server.url, 'getEmptempByPost', {}, profile.token)).length).toBe(1);

    await restrict.click();
    await switchPanel.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () => (await callApiOk<{ tempEditSwitch: number }>(server.url, 'GetUserInfo', {}, company.token)).tempEditSwitch,
      )
      .toBe(1);

    await mine.reload();
    await mine.getByText('Your company does not let employees change templates').waitFor(slow);
    expect(await editor.getByLabel('Message').isDisabled()).toBe(true);
    expect(await editor.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await mine.getByText('Hi Alex Morgan, see you soon. Ivy Inviter').waitFor();
    await screenshot(mine, 'my-templates--en-1440');
    await mine.setViewportSize({ width: 768, height: 1024 });
    await screenshot(mine, 'my-templates--en-768');
    const refused = await callApi(server.url, 'addEmptemplate', { templateType: 'interview', inviteContent: 'x' }, profile.token);
    expect(refused.status).toBe(610);
  });

  test('reads in Chinese on a desktop and a tablet', async () => {
    const page = ui.page;
    await page.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await startSignedIn(page, company);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/reserve/templates');
    await page.getByRole('heading', { level: 1, name: '邀请模板' }).waitFor(slow);
    await section(page, '模板').getByRole('tab', { name: '商务' }).click();
    await section(page, '预览').getByText(`张三`, { exact: false }).first().waitFor();
    await screenshot(page, 'invitation-templates--zh-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'invitation-templates--zh-768');

    const mine = await ui.openPage({ width: 1440, height: 900 }, 'zh-CN');
    await mine.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await startAs(mine, profile);
    await mine.goto('/mine/templates');
    await mine.getByRole('heading', { level: 1, name: '我的模板' }).waitFor(slow);
    await mine.getByText('公司不允许员工修改模板').waitFor(slow);
    await screenshot(mine, 'my-templates--zh-1440');
    await mine.setViewportSize({ width: 768, height: 1024 });
    await screenshot(mine, 'my-templates--zh-768');
  });
});
