import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { seriousAccessibilityProblems } from './harness/axe.js';
import { useBrowser } from './harness/browser.js';
import { captchaCode } from './harness/database.js';
import { type RunningServer, startServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';

/*
 * Settings > Holiday calendar (/calendar): an Administrator marks today as a
 * rest day, is told when a day is marked twice (223), makes a visitor type
 * refuse rest days on /vset, and the reception terminal refuses that type's
 * visitor today, saying why.
 */

interface Holiday {
  hdate: number;
  remark: string;
  passFlag: number;
}

const deskAccount = { account: 'calendar-desk', password: 'desk-Pass1' };
const visitor = { name: 'Rita Restday', phone: '13800000077' };
const desktop = { width: 1440, height: 900 };
const slow = { timeout: 15_000 };

const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dialog = (page: Page) => page.getByRole('dialog');
const dayCell = (page: Page, day: string) => page.locator(`td[title="${day}"]`);

/**
 * The screen's own accessibility problems. Left to the console's theme, which decides them for every screen:
 * the frame's logo link, and the contrast of antd's help and error texts, of the greyed days of the next month, of
 * the footer and of the toasts (a save's toast may still be on screen when axe runs).
 */
const themeContrast = /ant-picker-calendar-date-value|_extra$|^small$|ant-form-item-explain-error|ant-message/;
const problemsOfScreen = async (page: Page) =>
  (await seriousAccessibilityProblems(page))
    .map((problem) => ({
      ...problem,
      targets: problem.targets.filter(
        (target) =>
          !target.startsWith('a[aria-label="Vestibule"]') && !(problem.id === 'color-contrast' && themeContrast.test(target)),
      ),
    }))
    .filter((problem) => problem.targets.length > 0);

async function signInAtDesk(page: Page, server: RunningServer) {
  const [captcha] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getValidationCode'),
    page.goto('/stage.html'),
  ]);
  const { result } = (await captcha.json()) as { result: { digest: string } };
  await page.getByRole('heading', { level: 1, name: 'Reception terminal' }).waitFor(slow);
  await page.getByLabel('Account').fill(deskAccount.account);
  await page.getByLabel('Password').fill(deskAccount.password);
  await page.getByLabel('Image verification code').fill(captchaCode(server.dataDir, result.digest));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Find a visitor' }).waitFor(slow);
}

describe('Settings > Holiday calendar', () => {
  let server: RunningServer;
  let company: E2eCompany;
  let tid: number;
  let vid: number;
  beforeAll(async () => {
    server = await startServer({ env: serverEnvironment });
    company = await registerCompany(server.url);
    await callApiOk(server.url, 'AddManager', { ...deskAccount, sname: 'Front desk', sType: 2 }, company.token);
    ({ tid } = await callApiOk<{ tid: number }>(server.url, 'addVisitorType', { vType: 'Contractor' }, company.token));
    const host = await callApiOk<{ empid: number }>(
      server.url,
      'addEmployee',
      { employee_name: 'Hank Host', phone: '13812340077', email: 'hank.host@example.com' },
      company.token,
    );
    const added = await callApiOk<{ vids: number[] }>(
      server.url,
      'addAppointment',
      [{ ...visitor, tid, empid: host.empid, appointmentDate: Date.now() + 5 * 60_000 }],
      company.token,
    );
    vid = added.vids[0]!;
  });
  afterAll(async () => {
    await server?.stop();
  });
  const ui = useBrowser({ baseUrl: () => server.url });
  const today = ymd(new Date());

  test('marks today as a rest day with a remark, and shows 223 for a day marked twice', async () => {
    const page = ui.page;
    await page.setViewportSize(desktop);
    await openSignedIn(page, company, '/calendar', 'Holiday calendar');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).toContain(
      'Holiday calendar',
    );
    await dayCell(page, today).click();
    await dialog(page).getByLabel('Rest day').check();
    await dialog(page).getByLabel('Remark').fill('Company day off');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).waitFor({ state: 'hidden', ...slow });
    await dayCell(page, today).getByText('Company day off').waitFor(slow);
    expect(await dayCell(page, today).getByText('Rest day').count()).toBe(1);
    const marked = await callApiOk<Holiday[]>(server.url, 'getHoliday', { hdate: today }, company.token);
    expect(marked.map((day) => [ymd(new Date(day.hdate)), day.remark, day.passFlag])).toEqual([[today, 'Company day off', 0]]);
    await screenshot(page, 'calendar--rest-day-1440');
    await page.mouse.move(0, 0);
    expect(await problemsOfScreen(page)).toEqual([]);

    await page.locator('.ant-radio-button-wrapper', { hasText: 'Year' }).click();
    await page.getByText('1 rest, 0 work').waitFor(slow);
    await screenshot(page, 'calendar--year-1440');
    await page.locator('.ant-radio-button-wrapper', { hasText: 'Month' }).click();

    await page.getByRole('button', { name: 'Mark a day' }).click();
    await dialog(page).getByLabel('Remark').fill('Again');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const longDay = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await dialog(page).getByText(`${longDay} is already in the calendar: change that day instead.`).waitFor(slow);
    await screenshot(page, 'calendar--date-repeated-1440');
    // Judged at rest, once the message has faded in.
    await page.waitForTimeout(500);
    expect(await problemsOfScreen(page)).toEqual([]);
    expect(await callApiOk<Holiday[]>(server.url, 'getHoliday', { hdate: today }, company.token)).toHaveLength(1);
  });

  test('a visitor type set on /vset to refuse rest days is refused at the terminal today, with the reason', async () => {
    const page = ui.page;
    await page.setViewportSize(desktop);
    await openSignedIn(page, company, '/vset', 'Visitor types');
    await page.getByRole('button', { name: /^Contractor/ }).click();
    const rules = page.getByRole('region', { name: 'When Contractor may visit' });
    // Turned on, not toggled: a click that lands while the panel still opens is made again, and a retry finds it on.
    const restDays = rules.getByRole('switch', { name: 'Refuse visits on rest days' });
    await expect
      .poll(
        async () => {
          if ((await restDays.getAttribute('aria-checked')) !== 'true') await restDays.click();
          return restDays.getAttribute('aria-checked');
        },
        { ...slow, interval: 500 },
      )
      .toBe('true');
    await rules.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(
        async () =>
          (await callApiOk<Array<{ tid: number; refuseRestDay: number }>>(server.url, 'getVisitorType', {}, company.token)).find(
            (type) => type.tid === tid,
          )?.refuseRestDay,
        slow,
      )
      .toBe(1);

    // The front desk is another device: a browser of its own, signed in with the reception account.
    const desk = await ui.openPage(desktop);
    await signInAtDesk(desk, server);
    await desk.getByLabel('Code, phone or ID number').fill(visitor.phone);
    await desk.getByRole('button', { name: 'Find', exact: true }).click();
    const card = desk.getByRole('region', { name: `Visit of ${visitor.name}` });
    // The lookup is asked again if the first one went out before the desk had settled.
    await expect
      .poll(
        async () => {
          if (!(await card.isVisible())) await desk.getByLabel('Code, phone or ID number').press('Enter');
          return card.isVisible();
        },
        { ...slow, interval: 1_000 },
      )
      .toBe(true);
    await card.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByText(`${visitor.name} cannot sign in: visits of this type are refused on rest days.`).waitFor(slow);
    await screenshot(desk, 'calendar--terminal-refused-1440');
    const stored = await callApiOk<{ visitdate: number | null }>(server.url, 'GetVisitorByVid', { vid }, company.token);
    expect(stored.visitdate).toBeNull();
  });
});
