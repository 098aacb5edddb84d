import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher, startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { seriousAccessibilityProblems } from './harness/axe.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { signedInEmployee, startAs } from './harness/employee.js';
import { phone as phoneViewport, useBrowser } from './harness/browser.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * A three-level approval end to end: the Administrator turns the process on and
 * gives an area three levels on /approve; an employee's invitation then waits.
 * Level 1 agrees in the Approval List, levels 2 and 3 from their mailed links;
 * the visit is authorised and its trail shows in the visit drawer. A second
 * invitation is refused at level 2, and its visitor reads the reason.
 */

const host = { name: 'Ivy Inviter', phone: '13812340001', password: 'Inviter-Pass-2026', email: 'ivy@acme.test' };
const gina = { name: 'Gina Guard', phone: '13812340002', password: 'Guard-Pass-2026', email: 'gina@acme.test' };
const chief = { name: 'Carl Chief', phone: '13812340003', email: 'carl@acme.test' };
const director = { name: 'Dora Director', phone: '13812340004', email: 'dora@acme.test' };
const slow = { timeout: 15_000 };

// The pages' shared frame (the console's logo link, the footer, the toasts) is not this feature's; its contrast is left to the layout's own work.
const consoleFrame = new Set(['a[aria-label="Vestibule"]', 'small']);
const inFrame = (target: string) => consoleFrame.has(target) || target.startsWith('.ant-message');
const screenProblems = async (page: Page) =>
  (await seriousAccessibilityProblems(page))
    .map((problem) => ({ ...problem, targets: problem.targets.filter((target) => !inFrame(target)) }))
    .filter((problem) => problem.targets.length > 0);

describe('approvals', () => {
  let server: RunningServer;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let hostProfile: Record<string, string>;
  let ginaProfile: Record<string, string>;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    sms = await startSmsCatcher();
    server = await startServer({
      env: { ...serverEnvironment, SMTP_URL: mailbox.url, SMS_URL_TEMPLATE: sms.template, JOB_POLL_MS: '200' },
    });
    company = await registerCompany(server.url);
    hostProfile = await signedInEmployee(server, sms, company, host);
    ginaProfile = await signedInEmployee(server, sms, company, gina);
    for (const person of [chief, director]) {
      await callApiOk(
        server.url,
        'addEmployee',
        { employee_name: person.name, phone: person.phone, email: person.email },
        company.token,
      );
    }
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
    await sms?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  const invite = async (name: string, vemail: string) => {
    const { vids } = await callApiOk<{ vids: number[] }>(
      server.url,
      'addAppointment',
      [
        {
          name,
          phone: '13800000077',
          vemail,
          appointmentDate: Math.min(Date.now() + 5 * 60_000, new Date().setHours(23, 59, 0, 0)),
          visitType: 'Business',
          sendType: 'email',
          qrcodeConf: 1,
          inviteContent: 'Welcome.',
        },
      ],
      hostProfile.token,
    );
    return vids[0]!;
  };
  const linkIn = async (to: string, text: string, pattern: RegExp) => {
    const mail = () =>
      mailbox.received.find((message) => message.to.includes(to) && message.raw.includes(text) && pattern.test(message.raw));
    await expect.poll(mail, slow).toBeDefined();
    return pattern.exec(mail()!.raw)![0];
  };
  const approvalLink = (to: string, vname: string) => linkIn(to, vname, /https?:\/\/\S+?\/approval\.html\?digest=[0-9a-f]{64}/);
  const permissionOf = async (vid: number) =>
    (await callApiOk<{ permission: number }>(server.url, 'GetVisitorByVid', { vid }, company.token)).permission;

  async function pickEmployee(page: Page, level: number, typed: string, name: string) {
    const picker = page
      .getByRole('dialog')
      .getByLabel('Employees')
      .nth(level - 1);
    const select = picker.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
    const chosen = select.locator('.ant-select-selection-item').filter({ hasText: name });
    // On a busy machine a click can land while the list is still filtering and choose nothing: pick again
    // until the choice shows in the picker (only once it has had time to show, as a second pick would undo it).
    await expect
      .poll(async () => {
        if ((await chosen.count()) > 0) return true;
        await picker.click();
        await picker.fill(typed);
        // This picker's own list: the level before's may still be fading out, showing every employee again.
        const list = await picker.getAttribute('aria-controls');
        await page
          .locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`)
          .filter({ hasText: name })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return chosen.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      }, slow)
      .toBe(true);
  }

  async function decideOnLink(page: Page, link: string, vname: string, choice: 'Agree' | 'Refuse', reason = '') {
    await page.goto(link);
    await page
      .getByRole('heading', { name: `Approval: ${vname}` })
      .or(page.getByText(`Approval: ${vname}`))
      .first()
      .waitFor(slow);
    await page.getByRole('button', { name: choice, exact: true }).click();
    const dialog = page.getByRole('dialog');
    if (reason) await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: choice, exact: true }).click();
    await page.getByText(choice === 'Agree' ? 'You agreed to the visit' : 'You refused the visit').waitFor(slow);
  }

  test('three levels agree in order and authorise the visit; a refusal at level 2 ends another with its reason', async () => {
    const page = ui.page;
    await startSignedIn(page, company);
    await page.goto('/approve');
    await page.getByRole('heading', { level: 1, name: 'Approval process' }).waitFor();
    // Turning it on is idempotent (the switch always sends 1 from off): a click that lands while the page is still
    // settling is simply made again once the switch is idle.
    const processSwitch = page.getByRole('switch', { name: 'Visits need approval' });
    await expect
      .poll(async () => {
        const checked = await processSwitch.getAttribute('aria-checked');
        if (checked !== 'true' && (await processSwitch.isEnabled())) await processSwitch.click();
        return checked;
      }, slow)
      .toBe('true');

    await page.getByRole('button', { name: 'Add area' }).click();
    await page.getByRole('dialog').getByLabel('Area name').fill('Head office');
    await page.getByRole('dialog').getByLabel('Address').fill('Gate 1');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Levels of Head office' }).click(slow);
    await page.getByRole('dialog', { name: 'Approvers of Head office' }).waitFor();
    await pickEmployee(page, 1, 'Gina', 'Gina Guard');
    await page.getByRole('button', { name: 'Add level' }).click();
    await pickEmployee(page, 2, 'Carl', 'Carl Chief');
    await page.getByRole('button', { name: 'Add level' }).click();
    await pickEmployee(page, 3, 'Dora', 'Dora Director');
    await screenshot(page, 'approvals--levels-1440');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Head office' });
    await row.getByText('Dora Director').waitFor(slow);
    expect(await row.getByText('Level 3').count()).toBe(1);
    expect(await screenProblems(page)).toEqual([]);

    // The host invites: the visit waits (permission 4), and the visitor's page says so.
    const vid = await invite('Vera Visitor', 'vera@example.com');
    expect(await permissionOf(vid)).toBe(4);
    const visitorPage = await page.context().browser()!.newPage({ viewport: phoneViewport });
    await visitorPage.goto(await linkIn('vera@example.com', 'invite.html', /https?:\/\/\S+?\/invite\.html\?token=[^\s"<]+/));
    await visitorPage.getByText("Your visit awaits the company's approval.", { exact: false }).waitFor(slow);
    await visitorPage.close();

    // Level 1: Gina in her Approval List.
    const approver = await page.context().browser()!.newPage();
    await startAs(approver, ginaProfile);
    await approver.goto(`${server.url}/mine/approvals`);
    await approver.getByRole('heading', { level: 1, name: 'Approval list' }).waitFor();
    await approver.getByRole('button', { name: 'Agree to Vera Visitor' }).waitFor(slow);
    expect(await screenProblems(approver)).toEqual([]);
    await approver.getByRole('button', { name: 'Agree to Vera Visitor' }).click(slow);
    await approver.getByRole('dialog').getByRole('button', { name: 'Agree', exact: true }).click();
    await approver.getByRole('button', { name: 'Agree to Vera Visitor' }).waitFor({ state: 'detached', ...slow });
    const trail = await callApiOk<Array<{ level: number; rvwEmpName: string; status: number }>>(
      server.url,
      'getProcessRecord',
      { vid },
      company.token,
    );
    expect(trail.map((entry) => [entry.level, entry.rvwEmpName, entry.status])).toEqual([
      [1, gina.name, 1],
      [2, chief.name, 0],
    ]);
    await approver.getByRole('tab', { name: 'Agreed' }).click();
    await approver.getByText('Vera Visitor', { exact: false }).waitFor(slow);
    await screenshot(approver, 'approvals--list-1440');
    expect(await permissionOf(vid)).toBe(4);

    // Levels 2 and 3 from their mails, without signing in; a link works once.
    const linkPage = await page.context().browser()!.newPage({ viewport: phoneViewport });
    const chiefLink = await approvalLink(chief.email, 'Vera Visitor');
    await linkPage.goto(chiefLink);
    await linkPage.getByRole('button', { name: 'Agree', exact: true }).waitFor(slow);
    expect(await screenProblems(linkPage)).toEqual([]);
    await decideOnLink(linkPage, chiefLink, 'Vera Visitor', 'Agree');
    await linkPage.goto(chiefLink);
    await linkPage.getByText('This approval link cannot be used').waitFor(slow);
    expect(await permissionOf(vid)).toBe(4);
    await decideOnLink(linkPage, await approvalLink(director.email, 'Vera Visitor'), 'Vera Visitor', 'Agree');
    expect(await permissionOf(vid)).toBe(1);

    // The Administrator's visit list marks the invitation approved, and its drawer shows the trail.
    await page.goto('/emp/visitlist');
    const veraRow = page.getByRole('row').filter({ hasText: 'Vera Visitor' });
    await veraRow.getByText('Approved', { exact: true }).waitFor(slow);
    await page.getByText('Vera Visitor').first().click(slow);
    const shownTrail = page.getByRole('region', { name: 'Approval trail' });
    await shownTrail.waitFor(slow);
    for (const name of [gina.name, chief.name, director.name]) await shownTrail.getByText(name).waitFor();
    await screenshot(page, 'approvals--trail-1440');

    // A second invitation: level 1 agrees by link, level 2 refuses with a reason.
    const refusedVid = await invite('Rob Refused', 'rob@example.com');
    await decideOnLink(linkPage, await approvalLink(gina.email, 'Rob Refused'), 'Rob Refused', 'Agree');
    await decideOnLink(linkPage, await approvalLink(chief.email, 'Rob Refused'), 'Rob Refused', 'Refuse', 'No escort available');
    expect(await permissionOf(refusedVid)).toBe(2);
    await linkPage.goto(await linkIn('rob@example.com', 'invite.html', /https?:\/\/\S+?\/invite\.html\?token=[^\s"<]+/));
    await linkPage.getByText('Your visit was not approved: No escort available').waitFor(slow);
    await screenshot(linkPage, 'approvals--refused-invite-phone');
    // The director was never asked.
    expect(mailbox.received.some((message) => message.to.includes(director.email) && message.raw.includes('Rob Refused'))).toBe(
      false,
    );
    await linkPage.close();
    await approver.close();
  });
});
