import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApiOk, useCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost, signedInVisitor } from './harness/visits.js';

/*
 * The home screen as the Administrator uses it: the counts change by
 * themselves when a visitor signs in elsewhere, and the evacuation list prints
 * everyone on site.
 */

const slow = { timeout: 15_000 };
const tablet: Viewport = { width: 768, height: 1024 };
const wide: Viewport = { width: 1440, height: 900 };

const onSiteCount = (page: Page) => page.getByRole('region', { name: 'On site now' }).locator('output');

async function setLanguage(page: Page, language: string, heading: string) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(slow);
}

describe('Home: visitor overview', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  let hostId: number;
  beforeAll(async () => {
    hostId = await addHost(server, company);
  });
  /** A visitor from Globex to the host, signed in at the North gate. */
  const signInVisitor = (name: string, phone: string) =>
    signedInVisitor(server, company, { name, phone, vcompany: 'Globex', empid: hostId }, { signInGate: 'North gate' });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test('counts a visitor signed in elsewhere without a reload, and prints the evacuation list', async () => {
    const page = ui.page;
    // window.print() is counted instead of opening the dialog.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await openSignedIn(page, company, '/', 'Visitor overview');
    await expect.poll(() => onSiteCount(page).textContent(), slow).toBe('0');
    const marker = await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same page';
      return 'same page';
    });

    await signInVisitor('Li Lei', '13900000001');
    await expect.poll(() => onSiteCount(page).textContent(), slow).toBe('1');
    await page.getByRole('row').filter({ hasText: 'Li Lei' }).waitFor(slow);
    await signInVisitor('Han Meimei', '13900000002');
    await expect.poll(() => onSiteCount(page).textContent(), slow).toBe('2');
    // No reload happened: the page's own state is still there.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(marker);
    await page.locator('canvas').first().waitFor(slow);
    await screenshot(page, 'overview-desktop-en');

    await page.getByRole('button', { name: 'Print evacuation list' }).click();
    const list = page.getByRole('dialog', { name: 'Evacuation list' });
    await list.waitFor(slow);
    expect(await list.getByRole('row').count()).toBe(3);
    expect(await list.textContent()).toContain('Eve Host');
    expect(await list.textContent()).toContain('North gate');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), slow).toBe(1);
    await screenshot(page, 'overview-evacuation-desktop-en');
    await page.emulateMedia({ media: 'print' });
    // In print only the list shows.
    expect(await page.getByRole('heading', { level: 1, name: 'Visitor overview' }).isVisible()).toBe(false);
    expect(await list.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await list.getByRole('button', { name: 'Close' }).click();
    await list.waitFor({ state: 'detached' });

    await setLanguage(page, 'zh', '访客概览');
    await page.locator('canvas').first().waitFor(slow);
    await screenshot(page, 'overview-desktop-zh');
    const small = await ui.openPage(tablet);
    await openSignedIn(small, company, '/', 'Visitor overview');
    await small.locator('canvas').first().waitFor(slow);
    await screenshot(small, 'overview-tablet-en');
    await setLanguage(small, 'zh', '访客概览');
    await small.locator('canvas').first().waitFor(slow);
    await screenshot(small, 'overview-tablet-zh');
  }, 90_000);

  test('data control hides a column and a visitor kind from the visit list', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/data', 'Data control');
    const phone = page.getByRole('checkbox', { name: 'Phone' });
    await expect.poll(() => phone.isChecked(), slow).toBe(true);
    await phone.uncheck();
    await page.getByRole('checkbox', { name: 'Resident' }).uncheck();
    await screenshot(page, 'overview-data-control-desktop-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').waitFor(slow);
    expect(await callApiOk(server.url, 'getDataControl', {}, company.token)).toEqual({
      columns: ['visitor', 'host', 'type', 'appointment', 'signIn', 'signOut', 'status'],
      kinds: [0, 1, 2],
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Visit list' }).click();
    await page.getByRole('columnheader', { name: 'Host' }).waitFor(slow);
    expect(await page.getByRole('columnheader', { name: 'Phone' }).count()).toBe(0);
    // The kind tabs come with the data control's answer, which may land after the table's headers.
    await expect.poll(() => page.getByRole('tab').allTextContents(), slow).toEqual(['All', 'Sign-in', 'Invited', 'Reserved']);
  }, 60_000);
});
