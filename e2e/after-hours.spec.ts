import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { useCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost, signedInVisitor } from './harness/visits.js';

/*
 * Visitors > After hours as the Administrator uses it. A visitor signed in today
 * is on the list once the company's off-duty time (18:00 by default, in the
 * server's zone, which is this machine's) has passed, and can be signed out
 * from it; before 18:00 the list of today is empty.
 */

const slow = { timeout: 15_000 };
const tablet: Viewport = { width: 768, height: 1024 };
const wide: Viewport = { width: 1440, height: 900 };
const afterOffDuty = () => new Date().getHours() >= 18;

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('Visitors > After hours', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  beforeAll(async () => {
    const empid = await addHost(server, company);
    await signedInVisitor(server, company, { name: 'Li Lei', phone: '13900000001', empid });
    await signedInVisitor(server, company, { name: 'Han Meimei', phone: '13900000002', empid });
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test("lists today's visitors still on site after off-duty time and signs out the selected", async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp/after-hours', 'Visitors after hours');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).toContain(
      'After hours',
    );
    if (!afterOffDuty()) {
      await page.getByText('Nobody stayed past off-duty time').waitFor(slow);
      await screenshot(page, 'after-hours-desktop-en');
      return;
    }
    await rowOf(page, 'Li Lei').waitFor(slow);
    await rowOf(page, 'Han Meimei').waitFor(slow);
    await screenshot(page, 'after-hours-desktop-en');
    await page.getByRole('checkbox', { name: 'Select Li Lei' }).check();
    await page.getByRole('button', { name: 'Sign out selected (1)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
    await rowOf(page, 'Li Lei').getByText('Signed out', { exact: true }).waitFor(slow);
    expect(await rowOf(page, 'Han Meimei').getByText('Signed in', { exact: true }).count()).toBe(1);
    // Once signed out the visitor stays listed (they left after off-duty time) but cannot be chosen again.
    expect(await page.getByRole('checkbox', { name: 'Select Li Lei' }).isDisabled()).toBe(true);
  });

  test.each([
    { language: 'en', locale: 'en-US', heading: 'Visitors after hours' },
    { language: 'zh', locale: 'zh-CN', heading: '下班后在访访客' },
  ])('shows the after-hours list at tablet and desktop width in $language', async ({ language, locale, heading }) => {
    for (const [size, viewport] of [
      ['tablet', tablet],
      ['desktop', wide],
    ] as const) {
      const page = await ui.openPage(viewport, locale);
      await openSignedIn(page, company, '/emp/after-hours', heading);
      await page.locator('.ant-table').waitFor(slow);
      if (afterOffDuty()) await rowOf(page, 'Han Meimei').waitFor(slow);
      await screenshot(page, `after-hours-${size}-${language}`);
    }
  });
});
