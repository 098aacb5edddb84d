import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApiOk, type E2eCompany, useCompany } from './harness/api.js';
import { useBrowser, type Viewport } from './harness/browser.js';
import { artifactsDir } from './harness/paths.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost } from './harness/visits.js';

/*
 * Visitors > Visit list: the Administrator exports the day's visits as csv
 * and xlsx and opens the files, and opens one visit's PDF from its drawer.
 */

const slow = { timeout: 15_000 };
const tablet: Viewport = { width: 768, height: 1024 };
const wide: Viewport = { width: 1440, height: 900 };

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const today = dayOf(new Date());

const openList = (page: Page, company: E2eCompany, heading: string) =>
  openSignedIn(page, company, `/emp/visitlist?date=${today}&endDate=${today}`, heading);

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function downloadFrom(page: Page, item: string): Promise<{ name: string; file: string }> {
  await page.getByRole('button', { name: /^(Export|导出)$/ }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText(item, { exact: true }).click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-visits-')), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), file };
}

describe('Visitors > exports and the visit PDF', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  beforeAll(async () => {
    // Later today, whatever the hour: the list shows today's visits.
    const endOfToday = new Date(new Date().setHours(23, 59, 0, 0)).getTime();
    const soon = Math.min(Date.now() + 60 * 60 * 1000, endOfToday);
    const empid = await addHost(server, company);
    await callApiOk(
      server.url,
      'addAppointment',
      [
        {
          name: 'Ada Export',
          phone: '13900000011',
          vcompany: 'Globex',
          appointmentDate: soon,
          cardId: '110105199003070017',
          empid,
        },
        { name: '李雷', phone: '13900000012', vcompany: '=cmd', appointmentDate: soon, empid },
      ],
      company.token,
    );
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('exports the list as csv and xlsx and opens both files', async () => {
    const page = ui.page;
    await openList(page, company, 'Visit list');
    await rowOf(page, 'Ada Export').waitFor(slow);

    const csv = await downloadFrom(page, 'CSV file (.csv)');
    expect(csv.name).toBe(`${company.company} visits ${today}-${today}.csv`);
    const lines = fs
      .readFileSync(csv.file, 'utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Visitor,Company,Phone,Host,Department,Visit reason,Visitor type,Appointment,Signed in,Signed out,Status',
    );
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith('Ada Export,Globex,13900000011,'))).toBe(true);
    expect(lines.some((line) => line.startsWith("李雷,'=cmd,"))).toBe(true);

    const xlsx = await downloadFrom(page, 'Excel workbook (.xlsx)');
    expect(xlsx.name).toBe(`${company.company} visits ${today}-${today}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.file);
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => names.push(String(row.getCell(1).value)));
    expect(names.sort()).toEqual(['Ada Export', 'Visitor', '李雷'].sort());
  });

  test('opens the visit PDF from the drawer in a new tab', async () => {
    const page = ui.page;
    const pdfs: Buffer[] = [];
    await ui.context.route('**/pdf/**', async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      pdfs.push(body);
      await route.fulfill({ response, body });
    });
    await openList(page, company, 'Visit list');
    await rowOf(page, '李雷').getByRole('button', { name: 'Open the visit of 李雷' }).click();
    const [tab] = await Promise.all([
      ui.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open the PDF of 李雷' }).click(),
    ]);
    await expect.poll(() => pdfs.length, slow).toBe(1);
    await expect.poll(() => tab.url(), slow).toMatch(new RegExp(`/pdf/${today}_\\d+\\.pdf\\?ticket=[0-9a-f]{64}$`));
    const pdf = pdfs[0]!;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    fs.mkdirSync(artifactsDir, { recursive: true });
    const file = path.join(artifactsDir, 'visit-exports-pdf.pdf');
    fs.writeFileSync(file, pdf);
    if (fs.existsSync('/usr/bin/pdftotext')) {
      expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('李雷');
    }
    if (fs.existsSync('/usr/bin/pdftoppm')) {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', file, path.join(artifactsDir, 'visit-exports-pdf')]);
    }
  });

  test.each([
    { language: 'en', locale: 'en-US', heading: 'Visit list', xlsx: 'Excel workbook (.xlsx)' },
    { language: 'zh', locale: 'zh-CN', heading: '访客列表', xlsx: 'Excel 工作簿 (.xlsx)' },
  ])('shows the export menu at tablet and desktop width in $language', async ({ language, locale, heading, xlsx }) => {
    for (const [size, viewport] of [
      ['tablet', tablet],
      ['desktop', wide],
    ] as const) {
      const page = await ui.openPage(viewport, locale);
      await openList(page, company, heading);
      await rowOf(page, 'Ada Export').waitFor(slow);
      await page.getByRole('button', { name: /^(Export|导出)$/ }).click();
      await page.getByText(xlsx, { exact: true }).waitFor(slow);
      await screenshot(page, `visit-exports-menu-${size}-${language}`);
    }
  });
});
