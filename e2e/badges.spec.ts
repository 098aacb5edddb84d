import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApiOk, useCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost, signedInVisitor } from './harness/visits.js';

/*
 * Settings > Badges as an Administrator uses it: a new company's badge with the
 * visitor's photo and the sign-out QR code in its bottom right corner; the
 * style set to a 90x60 mm card with a QR code and custom text, the preview
 * following each change; then one visit's badge printed on a page of exactly
 * that size, and saved as a PDF of that size.
 */

const slow = { timeout: 15_000 };
const wide: Viewport = { width: 1440, height: 900 };
const tablet: Viewport = { width: 768, height: 1024 };

interface BadgeInfo {
  cardSize: number;
  showAvatar: number;
  avatarType: number;
  badgeQrcode: number;
  customText: string;
}

/** The page size a PDF states, in points. */
const mediaBox = (pdf: Buffer) => {
  const match = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  return match ? [Number(match[1]), Number(match[2])] : [];
};

const preview = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true });

describe('Settings > Badges', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  beforeAll(async () => {
    const empid = await addHost(server, company);
    await signedInVisitor(server, company, { name: 'Ada Badge', phone: '13900000021', vcompany: 'Globex', empid });
  });
  const ui = useBrowser({ baseUrl: () => server.url });
  const stored = () => callApiOk<BadgeInfo>(server.url, 'GetUserInfo', {}, company.token);

  test("starts from a front desk's badge: the photo, and the sign-out QR code in the bottom right corner", async () => {
    const page = ui.page;
    await page.setViewportSize(wide);
    expect(await stored()).toMatchObject({ showAvatar: 1, avatarType: 0, badgeQrcode: 1 });
    await openSignedIn(page, company, '/badge', 'Badges');
    const badge = preview(page).locator('figure');
    const qr = await badge.locator('[data-badge-part="sign-out-qr"]').boundingBox(slow);
    const photo = await badge.locator('[data-badge-part="avatar-photo"]').boundingBox(slow);
    const frame = await badge.boundingBox();
    expect(qr && photo && frame).toBeTruthy();
    // Right and bottom edges within the badge's 4 mm padding (at most 4 px to the mm in the preview), the photo to its left.
    expect(frame!.x + frame!.width - (qr!.x + qr!.width)).toBeLessThan(20);
    expect(frame!.y + frame!.height - (qr!.y + qr!.height)).toBeLessThan(20);
    expect(photo!.x + photo!.width).toBeLessThan(qr!.x);
    await screenshot(page, 'badges-default-1440-en');
  });

  test('sets a 90x60 mm card with a QR code and custom text; the preview follows', async () => {
    const page = ui.page;
    await page.setViewportSize(wide);
    await openSignedIn(page, company, '/badge', 'Badges');
    await page.getByLabel('5-inch paper (127 × 89 mm)').check();
    await expect.poll(() => preview(page).getByTestId('badge-preview-size').textContent(), slow).toBe('127 × 89 mm');
    await page.getByLabel('90 × 60 mm card sleeve').check();
    await expect.poll(() => preview(page).getByTestId('badge-preview-size').textContent(), slow).toBe('90 × 60 mm');
    expect(await preview(page).locator('figure').getAttribute('data-badge-size')).toBe('90x60');

    await page.getByText('QR code', { exact: true }).click();
    await preview(page).locator('[data-badge-part="avatar-qr"]').waitFor(slow);
    // The picture is the QR code now: the badge carries one code, not two.
    expect(await preview(page).locator('[data-badge-part="sign-out-qr"]').count()).toBe(0);
    await page.getByLabel('Custom text').fill('Escort required');
    await expect.poll(() => preview(page).locator('[data-badge-part="custom-text"]').textContent(), slow).toBe('Escort required');
    // True proportions: 90 by 60.
    const box = await preview(page).locator('figure').boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBe(1.5);
    await screenshot(page, 'badges-1440-en');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => stored(), slow)
      .toMatchObject({ cardSize: 1, showAvatar: 1, avatarType: 2, customText: 'Escort required' });

    await page.setViewportSize(tablet);
    await screenshot(page, 'badges-768-en');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '访客证' }).waitFor(slow);
    await page.getByRole('region', { name: '预览', exact: true }).locator('[data-badge-part="custom-text"]').waitFor(slow);
    await screenshot(page, 'badges-768-zh');
    await page.setViewportSize(wide);
    await screenshot(page, 'badges-1440-zh');
  });

  test("prints a visit's badge on a 90x60 mm page and saves it as a PDF of that size", async () => {
    const page = ui.page;
    await page.setViewportSize(wide);
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    const today = new Date().toLocaleDateString('sv');
    await openSignedIn(page, company, `/emp/visitlist?date=${today}&endDate=${today}`, 'Visit list');
    await page
      .getByRole('row')
      .filter({ hasText: 'Ada Badge' })
      .getByRole('button', { name: 'Open the visit of Ada Badge' })
      .click();
    await page.getByRole('button', { name: 'Print the badge of Ada Badge' }).click();
    const sheet = page.getByTestId('badge-print-sheet');
    await sheet.locator('[data-badge-part="avatar-qr"]').waitFor({ state: 'attached', ...slow });
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), slow).toBe(1);
    const pageSize = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules))
        .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
        .map((rule) => `${rule.style.getPropertyValue('size')} / ${rule.style.getPropertyValue('margin')}`),
    );
    expect(pageSize).toEqual(['90mm 60mm / 0px']);
    await screenshot(page, 'badges-print-view');

    const printed = await page.pdf({ preferCSSPageSize: true });
    const [width, height] = mediaBox(printed);
    expect(width).toBeCloseTo(255.12, 0);
    expect(height).toBeCloseTo(170.08, 0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const file = await download.path();
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [pdfWidth, pdfHeight] = mediaBox(pdf);
    expect(pdfWidth).toBeCloseTo(255.118, 2);
    expect(pdfHeight).toBeCloseTo(170.079, 2);
  });
});
