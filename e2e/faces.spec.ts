import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { callApiOk, useCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/*
 * Face photos as an Administrator registers them: a photo is saved in the
 * employee drawer, the server checks it for exactly one face, and the list
 * shows the employee's face state (decision 0036).
 */

const slow = { timeout: 20_000 };

const oneFace = fs.readFileSync(new URL('../apps/server/test/fixtures/faces/one-face.jpg', import.meta.url));

/** A plain picture with no face in it. */
function wallPng(): Buffer {
  const png = new PNG({ width: 240, height: 180 });
  for (let index = 0; index < png.data.length; index += 4) {
    const x = (index / 4) % png.width;
    png.data.set([200, 120 + (x % 60), 90, 255], index);
  }
  return PNG.sync.write(png);
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Opens the employee's drawer from its row, gives it the photo and saves. */
async function savePhoto(page: Page, name: string, photo: { name: string; mimeType: string; buffer: Buffer }, texts: Texts) {
  await rowOf(page, name).getByRole('button', { name: texts.edit, exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('input[type=file]').setInputFiles(photo);
  await drawer.getByRole('img', { name: texts.photo }).waitFor(slow);
  await drawer.getByRole('button', { name: texts.save }).click();
}

interface Texts {
  language: string;
  locale: string;
  heading: string;
  edit: string;
  photo: string;
  /** antd spaces out a two-character Chinese button text (保 存). */
  save: RegExp;
  failed: string;
  sent: string;
  registered: string;
  notRegistered: string;
}

const languages: Texts[] = [
  {
    language: 'en',
    locale: 'en-US',
    heading: 'Employees',
    edit: 'Edit',
    photo: 'Photo of the employee',
    save: /^Save$/,
    failed: 'Face registration failed, please re-register the picture',
    sent: 'Face sent',
    registered: 'Registered',
    notRegistered: 'Not registered',
  },
  {
    language: 'zh',
    locale: 'zh-CN',
    heading: '员工',
    edit: '编辑',
    photo: '员工照片',
    save: /^保\s?存$/,
    failed: '人脸注册失败，请重新注册图片',
    sent: '人脸已下发',
    registered: '已注册',
    notRegistered: '未注册',
  },
];

describe('People > Employees: face photos', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url });

  test.each(languages)('registers a face from the photo saved in the drawer ($language)', async (texts) => {
    const name = `Faye Photo ${texts.language}`;
    const phone = texts.language === 'en' ? '13800002001' : '13800002002';
    await callApiOk(server.url, 'addEmployee', { employee_name: name, phone }, company.token);
    const page = await ui.openPage(undefined, texts.locale);
    await startSignedIn(page, company);
    await page.goto('/emp');
    await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor(slow);
    await rowOf(page, name).getByText(texts.notRegistered, { exact: true }).waitFor(slow);

    // A photo with no face in it: saved, but the face is not registered, and the spec's message says so.
    await savePhoto(page, name, { name: 'wall.png', mimeType: 'image/png', buffer: wallPng() }, texts);
    await page.getByText(texts.failed).waitFor(slow);
    await screenshot(page, `faces-failed-${texts.language}`);
    await rowOf(page, name).getByText(texts.notRegistered, { exact: true }).waitFor(slow);

    // A photo with one face registers it.
    await savePhoto(page, name, { name: 'faye.jpg', mimeType: 'image/jpeg', buffer: oneFace }, texts);
    await page.getByText(texts.sent, { exact: true }).waitFor(slow);
    await rowOf(page, name).getByText(texts.registered, { exact: true }).waitFor(slow);
    await screenshot(page, `faces-registered-${texts.language}`);
    const list = await callApiOk<{ list: Array<{ empName: string; face: number }> }>(
      server.url,
      'getEmpListPages',
      { empName: name, requestedCount: 10 },
      company.token,
    );
    expect(list.list.map(({ empName, face }) => ({ empName, face }))).toEqual([{ empName: name, face: 1 }]);
  });
});
