import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';
import { addReceptionAccount, countPrints, landscape, receptionPairing, slow, startPaired } from './kiosk-steps.js';

/*
 * People > Resident visitors: the Administrator adds a project, imports two
 * residents from a csv (one valid today, one whose validity ended yesterday),
 * sees the project count them and opens a QR code; at the tablet the valid one
 * signs in with their code and shows on site among the resident visits, while
 * the expired one is refused with 1113 and is on site nowhere. The valid one's
 * face registers from the photo saved in the drawer; the expired one, with no
 * photo, is told the spec's failure message.
 */

const wide: Viewport = { width: 1280, height: 800 };
const project = { name: 'Hall B wiring', charge: 'Wu Gang', phone: '13800000001', area: 'Hall B', content: 'Cabling' };
const valid = { name: 'Wei Valid', phone: '13900000011' };
const expired = { name: 'Li Expired', phone: '13900000012' };

/** A day counted from today in this machine's calendar (the server's too), as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function typeDay(scope: ReturnType<Page['getByRole']>, label: string, day: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(day);
  // Tab keeps the typed day; Enter would send the form.
  await input.press('Tab');
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A photo showing exactly one face. */
const oneFace = fs.readFileSync(new URL('../apps/server/test/fixtures/faces/one-face.jpg', import.meta.url));
const faceFailed = 'Face registration failed, please re-register the picture';

describe('People > Resident visitors', () => {
  let server: RunningServer;
  let company: E2eCompany;
  beforeAll(async () => {
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'off' } });
    company = await registerCompany(server.url);
    await addReceptionAccount(server, company);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  /** The resident's QR code text, as the tablet's camera would read it from the printed code. */
  const codeOf = async (name: string) => {
    const found = await callApiOk<{ list: Array<{ rid: string; name: string }> }>(
      server.url,
      'SearchRVisitorByCondition',
      { name },
      company.token,
    );
    const rid = found.list.find((resident) => resident.name === name)!.rid;
    return (await callApiOk<{ code: string }>(server.url, 'getRvQrcode', { rid }, company.token)).code;
  };

  test('a project, two imported residents and their QR codes at the tablet: the valid one signs in, the expired one is refused', async () => {
    const admin = ui.page;
    await startSignedIn(admin, company);
    await admin.goto('/');
    const people = admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('region', { name: 'People' });
    await people.getByRole('link', { name: 'Resident visitors' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Resident visitors' }).waitFor(slow);
    expect(new URL(admin.url()).pathname).toBe('/emp/visitlist/resident');

    // The project: every field is asked for, then it is added.
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const form = admin.getByRole('dialog');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('Project name cannot be empty').waitFor(slow);
    await form.getByLabel('Project name').fill(project.name);
    await form.getByLabel('Person in charge').fill(project.charge);
    await form.getByLabel('Charge phone').fill(project.phone);
    await form.getByLabel('Work area').fill(project.area);
    await form.getByLabel('Work content').fill(project.content);
    await typeDay(form, 'Start date', dayFromToday(-30));
    await typeDay(form, 'End date', dayFromToday(60));
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText(`Project ${project.name} added`).waitFor(slow);
    await form.waitFor({ state: 'detached', ...slow });

    const projects = admin.getByRole('navigation', { name: 'Projects' });
    const projectButton = projects.getByRole('button', { name: new RegExp(project.name) });
    await projectButton.click();

    // Two residents from a csv, into the selected project.
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    const importing = admin.getByRole('dialog');
    await importing.getByText(project.name).waitFor(slow);
    const csv = [
      'Name,Company,Phone,Start date,End date',
      `${valid.name},Bright Builders,${valid.phone},${dayFromToday(-10)},${dayFromToday(30)}`,
      `${expired.name},Bright Builders,${expired.phone},${dayFromToday(-30)},${dayFromToday(-1)}`,
    ];
    await importing
      .locator('input[type=file]')
      .setInputFiles({ name: 'residents.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv.join('\r\n')}\r\n`) });
    await importing.getByRole('button', { name: 'Import', exact: true }).click();
    await importing.getByText('2 rows read: 2 added, 0 not added.').waitFor(slow);
    await importing.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click();

    await rowOf(admin, valid.name).waitFor(slow);
    await rowOf(admin, expired.name).getByText('Expired', { exact: true }).waitFor(slow);
    expect(await rowOf(admin, valid.name).getByText('Expired', { exact: true }).count()).toBe(0);
    await expect.poll(() => projectButton.innerText(), slow).toMatch(/\b2\b/);
    await screenshot(admin, 'residents-roster-en-1280');

    await admin.getByRole('button', { name: `QR code of ${valid.name}` }).click();
    const qr = admin.getByRole('dialog');
    await qr.getByRole('img', { name: `QR code of ${valid.name}` }).waitFor(slow);
    await qr.getByText(`Valid ${dayFromToday(-10)} – ${dayFromToday(30)}`).waitFor();
    // The code as text, for a tablet without a camera.
    await qr
      .getByText(await codeOf(valid.name), { exact: true })
      .first()
      .waitFor();
    await qr.getByRole('button', { name: 'Print' }).waitFor();
    await screenshot(admin, 'residents-qr-en-1280');
    await qr.locator('.ant-modal-footer').getByRole('button', { name: 'Close', exact: true }).click();

    // Faces: a photo with one face saved in the drawer registers; no photo is told the spec's message.
    await rowOf(admin, valid.name).getByText('Not registered', { exact: true }).waitFor(slow);
    await admin.getByRole('button', { name: `Edit ${valid.name}` }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.locator('input[type=file]').setInputFiles({ name: 'wei.jpg', mimeType: 'image/jpeg', buffer: oneFace });
    await drawer.getByRole('img', { name: 'Photo of the resident' }).waitFor(slow);
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Face sent', { exact: true }).waitFor(slow);
    await rowOf(admin, valid.name).getByText('Registered', { exact: true }).waitFor(slow);
    await screenshot(admin, 'residents-face-en-1280');
    await admin.getByRole('button', { name: `Register the face of ${expired.name}` }).click();
    await admin.getByText(faceFailed).waitFor(slow);
    await rowOf(admin, expired.name).getByText('Not registered', { exact: true }).waitFor();

    // At the tablet, each shows their code.
    const desk = await receptionPairing(server);
    const tablet = await ui.openPage(landscape);
    await startPaired(tablet, desk.profile);
    await countPrints(tablet);
    const showCode = async (code: string) => {
      await tablet.goto('/pad.html');
      await tablet.getByRole('button', { name: 'I have an invitation', exact: true }).click();
      const typed = tablet.getByLabel('Entry code (6 digits)');
      await typed.fill(code);
      await typed.press('Enter');
    };
    await showCode(await codeOf(valid.name));
    await tablet.getByRole('heading', { name: 'Is this your visit?' }).waitFor(slow);
    await tablet.getByText(valid.name).first().waitFor();
    await tablet.getByRole('button', { name: 'Yes, sign me in', exact: true }).click();
    await tablet.getByRole('heading', { name: `Welcome, ${valid.name}!` }).waitFor(slow);

    await showCode(await codeOf(expired.name));
    await tablet.getByRole('alert').getByText('Your pass is not valid today.', { exact: false }).waitFor(slow);
    expect(await tablet.getByRole('heading', { name: 'Is this your visit?' }).count()).toBe(0);
    await screenshot(tablet, 'residents-tablet-refused-en-1024');

    // Among the resident visits: the valid one on site, the expired one nowhere.
    await admin.getByRole('tab', { name: 'Visits' }).click();
    await rowOf(admin, valid.name).getByText('Signed in', { exact: true }).waitFor(slow);
    expect(await rowOf(admin, expired.name).count()).toBe(0);
    await screenshot(admin, 'residents-visits-en-1280');
    // Whatever their state, today's visits are the valid one's alone, on site as a resident.
    const today = dayFromToday(0);
    const visits = await callApiOk<Array<{ vname: string; signinType: number; visitStatus: string }>>(
      server.url,
      'SearchVisitByCondition',
      { date: today, endDate: today, startIndex: 1, requestedCount: 50 },
      company.token,
    );
    expect(visits.map((visit) => [visit.vname, visit.signinType, visit.visitStatus])).toEqual([[valid.name, 3, 'signedIn']]);
  });

  test.each([
    { language: 'en', locale: 'en-US', heading: 'Resident visitors' },
    { language: 'zh', locale: 'zh-CN', heading: '常驻访客' },
  ])('lays the roster out at desktop and tablet width in $language', async ({ language, locale, heading }) => {
    for (const [size, viewport] of [
      ['1280', wide],
      ['1024', landscape],
    ] as const) {
      const page = await ui.openPage(viewport, locale);
      await startSignedIn(page, company);
      await page.goto('/emp/visitlist/resident');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor(slow);
      await page.locator('.ant-table-row').first().waitFor(slow);
      await screenshot(page, `residents-roster-${language}-${size}`);
    }
  });
});
