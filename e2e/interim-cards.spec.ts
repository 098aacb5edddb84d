import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { screenshot, serverEnvironment } from './foundation-steps.js';
import { type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { signedInEmployee, startAs } from './harness/employee.js';
import { type RunningServer, startServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/*
 * People > Temporary cards: an employee who forgot their card asks for one on
 * My temporary card; the Administrator lends card T-42 on /emp/tempcard,
 * marks it returned, and exports the list; the employee reads the states.
 */

const ann = { name: 'Ann Archer', phone: '13812340031', password: 'Archer-Pass-2026' };
const slow = { timeout: 15_000 };
const wide: Viewport = { width: 1440, height: 900 };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function downloadFrom(page: Page, item: string): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).hover();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText(item, { exact: true }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-cards-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

describe('People > Temporary cards', () => {
  let server: RunningServer;
  let sms: Awaited<ReturnType<typeof startSmsCatcher>>;
  let company: E2eCompany;
  let annProfile: Record<string, string>;
  beforeAll(async () => {
    sms = await startSmsCatcher();
    server = await startServer({ env: { ...serverEnvironment, SMS_URL_TEMPLATE: sms.template } });
    company = await registerCompany(server.url);
    annProfile = await signedInEmployee(server, sms, company, ann);
  });
  afterAll(async () => {
    await server?.stop();
    await sms?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  test('an employee asks, the Administrator issues the card, takes it back and exports the list', async () => {
    const mine = ui.page;
    await startAs(mine, annProfile);
    await mine.goto('/mine/tempcard');
    await mine.getByRole('heading', { level: 1, name: 'My temporary card' }).waitFor(slow);
    await mine.getByLabel('Office').fill('Floor 3');
    await mine.getByRole('button', { name: 'Ask for a temporary card' }).click();
    await mine.getByText('Your request is waiting for the desk.').waitFor(slow);

    const admin = await ui.openPage(wide);
    await startSignedIn(admin, company);
    await admin.goto('/emp/tempcard');
    await admin.getByRole('heading', { level: 1, name: 'Temporary cards' }).waitFor(slow);
    const people = admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('region', { name: 'People' });
    expect(await people.getByRole('link').allTextContents()).toContain('Temporary cards');
    await admin.getByRole('button', { name: 'Issue a card to Ann Archer' }).click();
    const issuing = admin.getByRole('dialog');
    await issuing.getByLabel('Card number').fill('T-42');
    await issuing.getByRole('button', { name: 'Issue', exact: true }).click();
    await rowOf(admin, 'Ann Archer').getByText('Issued', { exact: true }).waitFor(slow);
    await screenshot(admin, 'interim-cards-desktop-en');

    await mine.reload();
    await mine.getByText('You have card T-42. Return it to the desk when you leave.').waitFor(slow);

    await admin.getByRole('button', { name: 'Mark the card of Ann Archer returned' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Returned', exact: true }).click();
    await rowOf(admin, 'Ann Archer').getByText('Returned', { exact: true }).waitFor(slow);

    const csv = fs
      .readFileSync(await downloadFrom(admin, 'Export as CSV'), 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Name,Work number,Department,Phone,Email,Office,Card number,Status,Requested,Issued,Returned,Refusal reason',
    );
    // Name, phone, office, card number and status (the work number is the one the address book gave).
    expect(csv.slice(1).map((line) => [0, 3, 5, 6, 7].map((column) => line.split(',')[column]))).toEqual([
      ['Ann Archer', ann.phone, 'Floor 3', 'T-42', 'Returned'],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await downloadFrom(admin, 'Export as Excel (xlsx)'));
    const cards: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => cards.push(`${String(row.getCell(1).value)}:${String(row.getCell(7).value)}`));
    expect(cards).toEqual(['Name:Card number', 'Ann Archer:T-42']);
  });
});
