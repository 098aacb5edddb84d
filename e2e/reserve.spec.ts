import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/* Settings > Reservation as an Administrator uses it: each section saved, kept after a reload, in English and Chinese. */

interface ReservationInfo {
  qrcodeType: number;
  qrMaxCount: number;
  qrMaxDuration: number;
  preExtendTime: number;
  latExtendTime: number;
  leaveExpiryTime: number;
  signOutSwitch: number;
  defaultPhoto: string;
}

const slow = { timeout: 15_000 };
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A square avatar in one colour. */
function avatarPng(): Buffer {
  const png = new PNG({ width: 96, height: 96 });
  for (let index = 0; index < png.data.length; index += 4) {
    png.data[index] = 250;
    png.data[index + 1] = 173;
    png.data[index + 2] = 20;
    png.data[index + 3] = 255;
  }
  return PNG.sync.write(png);
}

describe('Settings > Reservation', () => {
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

  const stored = () => callApiOk<ReservationInfo>(server.url, 'GetUserInfo', {}, company.token);

  test('changes the settings, and a reload shows them kept', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, company);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reservation' }).click(slow);
    await page.getByRole('heading', { level: 1, name: 'Reservation settings' }).waitFor(slow);

    const validity = section(page, 'Invitation validity');
    await validity.getByLabel('On the appointment day only').check();
    await validity.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).qrcodeType, slow).toBe(1);

    const limits = section(page, 'QR code limits');
    // Out of range, the field comes back to the nearest allowed value.
    await limits.getByLabel('Longest validity').fill('9');
    await limits.getByLabel('Longest validity').blur();
    expect(await limits.getByLabel('Longest validity').inputValue()).toBe('7');
    await limits.getByLabel('Longest validity').fill('5');
    await limits.getByLabel('Sign-ins per QR code').fill('0');
    await limits.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).qrMaxDuration, slow).toBe(5);

    const extend = section(page, 'Early and late sign-in');
    await extend.getByLabel('Earliest sign-in before the appointment').fill('30');
    await extend.getByLabel('Latest sign-in after the appointment').fill('120');
    await extend.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).latExtendTime, slow).toBe(120);

    const leave = section(page, 'Automatic sign-out');
    await leave.getByLabel('Sign visitors out after').fill('12');
    await leave.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).leaveExpiryTime, slow).toBe(12);

    const signOut = section(page, 'Sign-out');
    await signOut.getByRole('switch').click();
    await signOut.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).signOutSwitch, slow).toBe(0);

    const photos = section(page, 'Default photos');
    await photos
      .getByLabel('Add picture')
      .first()
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: avatarPng() });
    await photos.getByRole('img', { name: 'Avatar 1' }).waitFor(slow);
    await photos.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored()).defaultPhoto, slow).toMatch(/^\/files\/[0-9a-f]{32}\/avatar\.png$/);

    expect(await stored()).toMatchObject({ qrcodeType: 1, qrMaxCount: 0, qrMaxDuration: 5, preExtendTime: 30 });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Reservation settings' }).waitFor(slow);
    await section(page, 'Default photos').getByRole('img', { name: 'Avatar 1' }).waitFor(slow);
    expect(await section(page, 'Invitation validity').getByLabel('On the appointment day only').isChecked()).toBe(true);
    expect(await section(page, 'QR code limits').getByLabel('Longest validity').inputValue()).toBe('5');
    expect(await section(page, 'QR code limits').getByLabel('Sign-ins per QR code').inputValue()).toBe('0');
    expect(await section(page, 'Early and late sign-in').getByLabel('Earliest sign-in before the appointment').inputValue()).toBe(
      '30',
    );
    expect(await section(page, 'Early and late sign-in').getByLabel('Latest sign-in after the appointment').inputValue()).toBe(
      '120',
    );
    expect(await section(page, 'Automatic sign-out').getByLabel('Sign visitors out after').inputValue()).toBe('12');
    expect(await section(page, 'Sign-out').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(() =>
        section(page, 'Default photos')
          .getByRole('img', { name: 'Avatar 1' })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(96);
    await screenshot(page, 'reserve--en-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'reserve--en-768');
  });

  test('reads in Chinese on a desktop and a tablet', async () => {
    const page = ui.page;
    await page.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await startSignedIn(page, company);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/reserve');
    await page.getByRole('heading', { level: 1, name: '预约设置' }).waitFor(slow);
    await section(page, '默认照片').getByRole('img', { name: '头像 1' }).waitFor(slow);
    expect(await section(page, '二维码限制').getByLabel('最长有效期').inputValue()).toBe('5');
    await screenshot(page, 'reserve--zh-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'reserve--zh-768');
  });
});
