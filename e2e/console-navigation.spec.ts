import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { screenshot } from './foundation-steps.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/* The console's side navigation on desktop windows: every entry reachable, the column in view while the page scrolls. */

const slow = { timeout: 15_000 };
const viewports: Viewport[] = [
  { width: 1440, height: 1200 },
  { width: 1280, height: 720 },
];

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const sideColumn = (page: Page) => page.locator('aside').filter({ has: navigation(page) });
const collapseButton = (page: Page) => sideColumn(page).locator('button[aria-expanded]');

/** Whether a click at the middle of the element lands on it rather than on something drawn over it. */
const hitAtCentre = (element: Locator) =>
  element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });

/** What the window shows: a full-page picture would lay the page out again at its whole height. */
const windowShot = (page: Page, name: string) => screenshot(page, name, false);

describe('console navigation', () => {
  let server: RunningServer;
  let company: E2eCompany;
  beforeAll(async () => {
    server = await startServer({ env: { CAPTCHA: 'off' } });
    company = await registerCompany(server.url);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  for (const viewport of viewports) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`every entry can be clicked at ${size}, wherever the page is scrolled`, async () => {
      const page = ui.page;
      await page.setViewportSize(viewport);
      await startSignedIn(page, company);
      // The tablet settings are longer than either window.
      await page.goto('/pad');
      await page.getByRole('heading', { level: 1, name: 'Tablet' }).waitFor(slow);
      const entries = navigation(page).getByRole('link');
      const count = await entries.count();
      expect(count).toBeGreaterThan(15);

      // The settings fill the page once they have loaded.
      const scrollRoom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await expect.poll(scrollRoom, slow).toBeGreaterThan(0);
      const pageEnd = await scrollRoom();
      for (const pageScroll of [0, Math.round(pageEnd / 2), pageEnd]) {
        await page.evaluate((top) => window.scrollTo(0, top), pageScroll);
        for (let index = 0; index < count; index++) {
          const entry = entries.nth(index);
          await entry.scrollIntoViewIfNeeded();
          const name = await entry.textContent();
          expect({ pageScroll, entry: name, clickable: await hitAtCentre(entry) }).toEqual({
            pageScroll,
            entry: name,
            clickable: true,
          });
        }
        // The entries scrolled within the column: the page stayed where it was.
        expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(pageScroll, 0);
        expect(await hitAtCentre(collapseButton(page))).toBe(true);
      }
      await windowShot(page, `console-navigation--last-entry-${size}`);

      const last = entries.last();
      const lastPath = new URL((await last.getAttribute('href'))!, server.url).pathname;
      await last.click();
      await page.waitForURL((url) => url.pathname === lastPath);
    });

    test(`the side column stays in view, the window's height, while the page scrolls at ${size}`, async () => {
      const page = ui.page;
      await page.setViewportSize(viewport);
      await startSignedIn(page, company);
      // The tablet settings, once loaded, are longer than either window.
      await page.goto('/pad');
      await page.getByRole('heading', { level: 1, name: 'Tablet' }).waitFor(slow);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight), slow).toBeGreaterThan(viewport.height);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Within a pixel: the page may come to rest between two device pixels.
      const column = (await sideColumn(page).boundingBox())!;
      expect(Math.abs(column.y)).toBeLessThan(1);
      expect(Math.abs(column.height - viewport.height)).toBeLessThan(1);
      expect(await hitAtCentre(collapseButton(page))).toBe(true);
      expect(await hitAtCentre(navigation(page).getByRole('link').first())).toBe(true);
      await windowShot(page, `console-navigation--scrolled-${size}`);

      // The arrow still collapses the column in place.
      await collapseButton(page).click();
      await expect.poll(() => collapseButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(Math.abs((await sideColumn(page).boundingBox())!.y)).toBeLessThan(1);
    });
  }
});
