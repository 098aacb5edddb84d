import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * Settings > Tablet as an Administrator uses it: where the tablet's page is,
 * carousel, theme colour and avatars saved, kept after a reload; the tablet
 * needs a camera while no avatar lets visitors skip the photo.
 */

interface PadInfo {
  carouselPic: string;
  themecolor: string;
  defaultPhoto: string;
}

const slow = { timeout: 15_000 };
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A small picture in one colour. */
function picturePng([red, green, blue]: readonly [number, number, number]): Buffer {
  const png = new PNG({ width: 48, height: 64 });
  for (let index = 0; index < png.data.length; index += 4) {
    png.data.set([red, green, blue, 255], index);
  }
  return PNG.sync.write(png);
}

describe('Settings > Tablet', () => {
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

  const stored = () => callApiOk<PadInfo>(server.url, 'GetUserInfo', {}, company.token);

  test('saves two carousel pictures, a theme colour and no avatars, and a reload shows them kept', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, company);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tablet' }).click(slow);
    await page.getByRole('heading', { level: 1, name: 'Tablet settings' }).waitFor(slow);
    const pairing = section(page, 'Pair the front-desk tablet');
    await pairing.getByText(`${server.url}/pad.html`, { exact: true }).waitFor(slow);
    await pairing.getByRole('link', { name: 'Add one under Reception accounts' }).waitFor(slow);
    const cameraNeeded = page.getByText('The tablet will need a camera', { exact: true });
    await cameraNeeded.waitFor(slow);

    const carousel = section(page, 'Welcome carousel');
    for (const [index, colour] of [
      [1, [20, 120, 220]],
      [2, [220, 80, 40]],
    ] as const) {
      await carousel
        .getByLabel('Add slide')
        .first()
        .setInputFiles({ name: `slide${index}.png`, mimeType: 'image/png', buffer: picturePng(colour) });
      await carousel.getByRole('img', { name: `Slide ${index}` }).waitFor(slow);
    }
    await carousel.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).carouselPic.split(',').length, slow).toBe(2);

    const theme = section(page, 'Theme colour');
    await theme.locator('.ant-color-picker-trigger').click();
    const hex = page.locator('.ant-color-picker-hex-input input');
    await hex.fill('AA3355');
    await hex.press('Enter');
    await page.keyboard.press('Escape');
    await theme.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).themecolor, slow).toBe('#aa3355');

    const avatars = section(page, 'Built-in avatars');
    const warning = avatars.getByText('With no avatars, visitors cannot skip the photo at the tablet.');
    await warning.waitFor(slow);
    await avatars
      .getByLabel('Add avatar')
      .first()
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: picturePng([250, 173, 20]) });
    await avatars.getByRole('img', { name: 'Avatar 1' }).waitFor(slow);
    await warning.waitFor({ state: 'detached', ...slow });
    await avatars.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).defaultPhoto, slow).toMatch(/^\/files\/[0-9a-f]{32}\/avatar\.png$/);
    await cameraNeeded.waitFor({ state: 'detached', ...slow });
    await avatars.getByRole('button', { name: 'Remove avatar 1' }).click();
    await warning.waitFor(slow);
    await avatars.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).defaultPhoto, slow).toBe('');
    await cameraNeeded.waitFor(slow);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tablet settings' }).waitFor(slow);
    await section(page, 'Welcome carousel').getByRole('img', { name: 'Slide 2' }).waitFor(slow);
    await section(page, 'Built-in avatars')
      .getByText('With no avatars, visitors cannot skip the photo at the tablet.')
      .waitFor(slow);
    expect(await section(page, 'Theme colour').getByText('#AA3355', { exact: false }).count()).toBeGreaterThan(0);
    const preview = page.getByRole('img', { name: "Preview of the tablet's welcome screen" });
    expect(await preview.getAttribute('data-theme-color')).toBe('#aa3355');
    await expect
      .poll(() =>
        preview.getByRole('img', { name: 'First carousel picture' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(48);
    await screenshot(page, 'pad--en-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'pad--en-768');
  });

  test('reads in Chinese on a desktop and a tablet', async () => {
    const page = ui.page;
    await page.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await startSignedIn(page, company);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pad');
    await page.getByRole('heading', { level: 1, name: '平板设置' }).waitFor(slow);
    await section(page, '欢迎轮播图').getByRole('img', { name: '第 2 张' }).waitFor(slow);
    await section(page, '配对前台平板').getByText(`${server.url}/pad.html`, { exact: true }).waitFor(slow);
    await page.getByText('平板需要摄像头', { exact: true }).waitFor(slow);
    await screenshot(page, 'pad--zh-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'pad--zh-768');
  });
});
