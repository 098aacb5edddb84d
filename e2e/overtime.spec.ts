import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { signedInEmployee, startAs } from './harness/employee.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * People > Overtime: an employee applies for overtime on My overtime; the
 * Administrator agrees to it from its row on /emp/overtime and refuses two of
 * another employee's applications chosen together; the employee reads the
 * decision on their own list.
 */

const ann = { name: 'Ann Archer', phone: '13812340011', password: 'Archer-Pass-2026' };
const bob = { name: 'Bob Baker', phone: '13812340012', password: 'Baker-Pass-2026' };
const slow = { timeout: 15_000 };
const tablet: Viewport = { width: 768, height: 1024 };
const wide: Viewport = { width: 1440, height: 900 };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Types a day into one end of the range picker and confirms it with Enter. */
async function typeDay(page: Page, placeholder: string, day: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

describe('People > Overtime', () => {
  let server: RunningServer;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let annProfile: Record<string, string>;
  beforeAll(async () => {
    sms = await startSmsCatcher();
    server = await startServer({ env: { ...serverEnvironment, SMS_URL_TEMPLATE: sms.template } });
    company = await registerCompany(server.url);
    annProfile = await signedInEmployee(server, sms, company, ann);
    const bobProfile = await signedInEmployee(server, sms, company, bob);
    for (const oDates of ['2030-03-01', '2030-03-08']) {
      await callApiOk(server.url, 'addOverTimeApply', { oDates, reason: 'Inventory count' }, bobProfile.token);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await sms?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test('an employee applies, the Administrator agrees to one and refuses the selected, and the employee reads it', async () => {
    const mine = ui.page;
    await startAs(mine, annProfile);
    await mine.goto('/mine/overtime');
    await mine.getByRole('heading', { level: 1, name: 'My overtime' }).waitFor(slow);
    await typeDay(mine, 'Start date', '2030-03-04');
    await typeDay(mine, 'End date', '2030-03-05');
    await mine.getByLabel('Reason').fill('Quarter-end close');
    await mine.getByRole('button', { name: 'Apply', exact: true }).click();
    await rowOf(mine, '2030-03-04, 2030-03-05').getByText('Pending', { exact: true }).waitFor(slow);
    await screenshot(mine, 'overtime-mine-desktop-en');

    const admin = await ui.openPage(wide);
    await startSignedIn(admin, company);
    await admin.goto('/emp/overtime');
    await admin.getByRole('heading', { level: 1, name: 'Overtime' }).waitFor(slow);
    const people = admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('region', { name: 'People' });
    expect(await people.getByRole('link').allTextContents()).toContain('Overtime');
    await rowOf(admin, 'Ann Archer').waitFor(slow);
    expect(await admin.getByRole('row').filter({ hasText: 'Bob Baker' }).count()).toBe(2);
    await screenshot(admin, 'overtime-desktop-en');

    await admin.getByRole('button', { name: 'Agree to the overtime of Ann Archer on 2030-03-04, 2030-03-05' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Agree', exact: true }).click();
    await rowOf(admin, 'Ann Archer').getByText('Agreed', { exact: true }).waitFor(slow);

    await admin.getByRole('checkbox', { name: 'Select the overtime of Bob Baker on 2030-03-01' }).check();
    await admin.getByRole('checkbox', { name: 'Select the overtime of Bob Baker on 2030-03-08' }).check();
    await admin.getByRole('button', { name: 'Refuse selected (2)' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Refuse', exact: true }).click();
    await expect.poll(() => admin.getByRole('row').filter({ hasText: 'Refused' }).count(), slow).toBe(2);
    // Decided records can no longer be chosen.
    expect(await admin.getByRole('checkbox', { name: 'Select the overtime of Bob Baker on 2030-03-01' }).isDisabled()).toBe(true);

    // Only pending ones: none are left.
    await admin.getByRole('checkbox', { name: 'Pending', exact: true }).check();
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByText('No overtime records').waitFor(slow);

    await mine.reload();
    await rowOf(mine, '2030-03-04, 2030-03-05').getByText('Agreed', { exact: true }).waitFor(slow);
  });

  test.each([
    { language: 'en', locale: 'en-US', heading: 'Overtime' },
    { language: 'zh', locale: 'zh-CN', heading: '加班查询' },
  ])('shows the overtime records at tablet and desktop width in $language', async ({ language, locale, heading }) => {
    for (const [size, viewport] of [
      ['tablet', tablet],
      ['desktop', wide],
    ] as const) {
      const page = await ui.openPage(viewport, locale);
      await startSignedIn(page, company);
      await page.goto('/emp/overtime');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor(slow);
      await rowOf(page, 'Bob Baker').first().waitFor(slow);
      await screenshot(page, `overtime-${size}-${language}`);
    }
  });
});
