import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApiOk, type E2eCompany, useCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { type RunningServer, useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost } from './harness/visits.js';

/*
 * Visitors > Visit list and History as the Administrator uses them: a visitor
 * pre-registered through the dialog, with a visitor type and its custom field,
 * is signed in and out from the list, their drawer tells what happened, and
 * history finds them afterwards.
 */

interface Visit {
  vid: number;
  vname: string;
  vphone: string;
  empid: number;
  vType: string;
  extendCol: string;
  signinType: number;
  visitStatus: string;
}

const slow = { timeout: 15_000 };
const tablet: Viewport = { width: 768, height: 1024 };
const wide: Viewport = { width: 1440, height: 900 };

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const minuteOf = (date: Date) => `${dayOf(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');

async function visitsOfToday(server: RunningServer, company: E2eCompany): Promise<Visit[]> {
  const today = dayOf(new Date());
  const body = { date: today, endDate: today, requestedCount: 100 };
  return (await callApiOk<{ list: Visit[] }>(server.url, 'SearchVisitByConditionPage', body, company.token)).list;
}

describe('Visitors > Visit list and History', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  let hostId: number;
  beforeAll(async () => {
    hostId = await addHost(server, company);
    await callApiOk(server.url, 'addVisitorType', { vType: 'Contractor' }, company.token);
    await callApiOk(
      server.url,
      'addExtendVisitor',
      { displayName: 'Badge number', fieldName: 'badgeNo', inputType: 'text', required: 1, eType: 'Contractor' },
      company.token,
    );
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test('pre-registers a visitor, signs them in, shows the timeline, signs them out and finds them in history', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp/visitlist', 'Visit list');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Visit list', 'History']),
    );

    await page.getByRole('button', { name: 'Pre-register', exact: true }).click();
    const form = dialog(page);
    await form.getByLabel('Host').click();
    await form.getByLabel('Host').fill('Eve');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Eve Host').click();
    // Within the company's sign-in window whatever the hour: a few minutes from now.
    const appointment = minuteOf(new Date(Math.min(Date.now() + 5 * 60_000, new Date().setHours(23, 59, 0, 0))));
    await form.getByLabel('Appointment time').fill(appointment);
    await form.getByLabel('Appointment time').press('Enter');
    await form.getByLabel('Visit reason').fill('Interview');
    await form.getByLabel('Visitor type').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('Contractor').click();
    const visitor = form.locator('.ant-card').filter({ hasText: 'Visitor 1' });
    await visitor.getByLabel('Name').fill('Li Lei');
    // The chosen type's fields show once its settings have loaded.
    await visitor.getByLabel('Badge number').waitFor(slow);
    // Neither phone nor ID number: the dialog asks for one.
    await form.getByRole('button', { name: 'Pre-register', exact: true }).click();
    await visitor.getByText('Enter a phone number or an ID number').waitFor();
    await visitor.getByText('Please fill in Badge number').waitFor();
    await visitor.getByLabel('Badge number').fill('B-42');
    await visitor.getByLabel('ID number').fill('11010519491231002');
    await visitor.getByText('Wrong length: an ID number has 18 digits (or 15 for the old ones)').waitFor();
    await visitor.getByLabel('ID number').fill('11010519491231002X');
    await visitor.getByText('ID number checked').waitFor();
    await visitor.getByLabel('Phone').fill('13900000001');
    await visitor.getByLabel('Company').fill('Globex');
    await screenshot(page, 'visits-pre-register-desktop-en');
    await form.getByRole('button', { name: 'Pre-register', exact: true }).click();
    await form.waitFor({ state: 'detached', ...slow });

    await rowOf(page, 'Li Lei').getByText('Authorized', { exact: true }).waitFor(slow);
    const [saved] = await visitsOfToday(server, company);
    expect(saved).toMatchObject({
      vname: 'Li Lei',
      vphone: '13900000001',
      empid: hostId,
      signinType: 2,
      vType: 'Contractor',
      extendCol: '{"badgeNo":"B-42"}',
    });

    await rowOf(page, 'Li Lei').getByRole('button', { name: 'Sign in Li Lei' }).click();
    await rowOf(page, 'Li Lei').getByText('Signed in', { exact: true }).waitFor(slow);
    await screenshot(page, 'visits-list-desktop-en');

    await page.getByRole('button', { name: 'Open the visit of Li Lei' }).click();
    const drawer = page.locator('.ant-drawer');
    const timeline = drawer.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Appointment made').waitFor(slow);
    await timeline.getByText('Signed in', { exact: true }).waitFor();
    const details = await drawer.getByLabel('Visit details').textContent();
    expect(details).toContain('110105********002X');
    expect(details).toContain('Contractor');
    await drawer.getByLabel('Visit details').getByText('Badge number').waitFor(slow);
    expect(await drawer.getByLabel('Visit details').textContent()).toContain('Badge numberB-42');
    await screenshot(page, 'visits-drawer-desktop-en');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await rowOf(page, 'Li Lei').getByRole('button', { name: 'Sign out Li Lei' }).click();
    await page.getByRole('dialog', { name: 'Sign out Li Lei?' }).getByRole('button', { name: 'Sign out' }).click();
    await rowOf(page, 'Li Lei').getByText('Signed out', { exact: true }).waitFor(slow);
    expect((await visitsOfToday(server, company))[0]).toMatchObject({ visitStatus: 'signedOut' });

    // History opens on the last 30 days, today included: today's visit is there at once.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await rowOf(page, 'Li Lei').getByText('Signed out', { exact: true }).waitFor(slow);
    const today = dayOf(new Date());
    await page.goto(`/history?date=${today}&endDate=${today}`);
    // The list is shown before typing: a search typed into a screen still starting can be lost on a busy machine.
    await rowOf(page, 'Li Lei').waitFor(slow);
    await page.getByLabel('Visitor', { exact: true }).fill('Li');
    await page.getByRole('button', { name: 'Search' }).click();
    await rowOf(page, 'Li Lei').getByText('Signed out', { exact: true }).waitFor(slow);
    // The row was listed before the search too: the search itself writes the filter into the URL.
    await expect.poll(() => new URL(page.url()).searchParams.get('name'), slow).toBe('Li');
    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await rowOf(page, 'Li Lei').waitFor(slow);
    expect(await page.getByLabel('Visitor', { exact: true }).inputValue()).toBe('Li');
    expect(
      await rowOf(page, 'Li Lei')
        .getByRole('button', { name: /^Sign (in|out)/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'visits-history-desktop-en');
  });

  test.each([
    { language: 'en', locale: 'en-US', heading: 'Visit list', history: 'History' },
    { language: 'zh', locale: 'zh-CN', heading: '访客列表', history: '历史记录' },
  ])('shows the list and history at tablet and desktop width in $language', async ({ language, locale, heading, history }) => {
    const today = dayOf(new Date());
    for (const [size, viewport] of [
      ['tablet', tablet],
      ['desktop', wide],
    ] as const) {
      const page = await ui.openPage(viewport, locale);
      await openSignedIn(page, company, `/emp/visitlist?date=${today}&endDate=${today}`, heading);
      await rowOf(page, 'Li Lei').waitFor(slow);
      await screenshot(page, `visits-list-${size}-${language}`);
      await page.goto(`/history?date=${today}&endDate=${today}`);
      await page.getByRole('heading', { level: 1, name: history }).waitFor(slow);
      await rowOf(page, 'Li Lei').waitFor(slow);
      await screenshot(page, `visits-history-${size}-${language}`);
    }
  });
});
