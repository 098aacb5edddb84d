import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApiOk, type E2eCompany, registerCompany, useCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { type RunningServer, useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';

/*
 * People > Employees as an Administrator uses it: the department tree, the
 * employee drawer, and the address book's import and export.
 */

interface Employee {
  empid: number;
  empName: string;
  empState: number;
  empNo: string;
  empPhone: string;
  empEmail: string;
  empPosition: string;
  deptNames: string[];
}

interface Department {
  deptid: number;
  deptName: string;
  deptNo: string;
  parentId: number;
  childDeptList: Department[];
}

const slow = { timeout: 15_000 };

const treeItem = (page: Page, name: string) => page.getByRole('tree', { name: 'Departments' }).getByText(name, { exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
/** A question asked on top of the screen, by its title. */
const question = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function employees(server: RunningServer, company: E2eCompany): Promise<Employee[]> {
  return (await callApiOk<{ list: Employee[] }>(server.url, 'getEmpListPages', { requestedCount: 1000 }, company.token)).list;
}

async function addDepartment(page: Page, name: string, number: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog(page).getByLabel('Department name').fill(name);
  await dialog(page).getByLabel('Department number').fill(number);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
}

function writeFile(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-import-')), name);
  fs.writeFileSync(file, text);
  return file;
}

async function importFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await dialog(page).locator('input[type=file]').setInputFiles(file);
  await dialog(page).getByRole('button', { name: 'Check file' }).click();
  await dialog(page).getByLabel('What the file holds').waitFor(slow);
}

const countOf = (page: Page, label: string) =>
  dialog(page).getByLabel('What the file holds').locator('div').filter({ hasText: label }).locator('dd').textContent();

describe('People > Employees', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url });

  test('builds a department tree, then adds and edits an employee in it', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp', 'Employees');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Employees', 'Roles', 'Whitelist']),
    );

    await addDepartment(page, 'Engineering', '1');
    await treeItem(page, 'Engineering').waitFor();
    await treeItem(page, 'Engineering').click();
    // A department added while another is selected goes under it.
    await addDepartment(page, 'Frontend', '11');
    await treeItem(page, 'Frontend').waitFor();
    await treeItem(page, 'All employees').click();
    await addDepartment(page, 'Sales', '11');
    await page.getByRole('alert').filter({ hasText: 'Duplicate department number' }).waitFor();
    await dialog(page).getByLabel('Department number').fill('2');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await treeItem(page, 'Sales').waitFor();
    const trees = await callApiOk<Department[]>(server.url, 'getDeptList', {}, company.token);
    const engineering = trees.find((node) => node.deptName === 'Engineering');
    expect(engineering?.childDeptList.map((node) => [node.deptName, node.deptNo])).toEqual([['Frontend', '11']]);

    await treeItem(page, 'Frontend').click();
    await page.getByRole('heading', { name: 'Frontend' }).waitFor();
    await page.getByRole('button', { name: 'Add employee' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect.poll(() => drawer.getByLabel('Work number').inputValue(), slow).toBe('1');
    await drawer.getByLabel('Name', { exact: true }).fill('Eve Host');
    await drawer.getByLabel('Phone').fill('13812340001');
    await drawer.getByLabel('Email').fill('eve@acme.test');
    await drawer.getByLabel('Position').fill('Engineer');
    await drawer.getByLabel('Card number').fill('C-7');
    await drawer.getByLabel('Not searchable at the pad').check();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Eve Host').waitFor(slow);
    await treeItem(page, 'Frontend').locator('..').getByText('1', { exact: true }).waitFor();

    await rowOf(page, 'Eve Host').getByRole('button', { name: 'Edit', exact: true }).click();
    await expect.poll(() => drawer.getByLabel('Position').inputValue()).toBe('Engineer');
    await drawer.getByLabel('Position').fill('Lead engineer');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Lead engineer').waitFor(slow);
    const [saved] = await employees(server, company);
    expect(saved).toMatchObject({
      empName: 'Eve Host',
      empNo: '1',
      empPhone: '13812340001',
      empEmail: 'eve@acme.test',
      empPosition: 'Lead engineer',
      cardNo: 'C-7',
      padHidden: 1,
      deptNames: ['Frontend'],
    });
  });

  test('asks before the employee drawer throws away what was typed; Escape in a dropdown closes only the dropdown', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp', 'Employees');
    await page.getByRole('button', { name: 'Add employee' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('Name', { exact: true }).fill('Draft Person');
    await drawer.getByLabel('Departments').click();
    const openDropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await openDropdown.waitFor();
    await page.keyboard.press('Escape');
    await openDropdown.waitFor({ state: 'hidden' });
    expect(await drawer.getByLabel('Name', { exact: true }).inputValue()).toBe('Draft Person');
    // The same for the date panel of the validity days.
    await drawer.getByPlaceholder('Start date').click();
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Discard your changes?' }).count()).toBe(0);
    expect(await drawer.isVisible()).toBe(true);

    const discard = question(page, 'Discard your changes?');
    await page.keyboard.press('Escape');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'detached' });
    expect(await drawer.getByLabel('Name', { exact: true }).inputValue()).toBe('Draft Person');

    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect((await employees(server, company)).map((employee) => employee.empName)).not.toContain('Draft Person');
  });

  test('says what Forbid and Disable block, and forbids only after asking', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp', 'Employees');
    await rowOf(page, 'Eve Host').getByRole('button', { name: 'More actions for Eve Host' }).click();
    const menu = page.getByRole('menu');
    await menu
      .getByRole('menuitem', { name: /^Disable/ })
      .getByText('No sign-in, not offered as host: for a leaver')
      .waitFor();
    await menu.getByRole('menuitem', { name: /^Forbid/ }).click();
    const forbid = question(page, 'Forbid Eve Host?');
    await forbid.getByText(/cannot sign in to the employee console and is not offered as host/).waitFor();
    await forbid.getByRole('button', { name: 'Forbid' }).click();
    await rowOf(page, 'Eve Host').getByText('Forbidden', { exact: true }).waitFor(slow);
    const [eve] = await employees(server, company);
    expect(eve).toMatchObject({ empName: 'Eve Host', empState: 1 });

    await rowOf(page, 'Eve Host').getByRole('button', { name: 'More actions for Eve Host' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /^Enable/ })
      .click();
    await rowOf(page, 'Eve Host').getByText('Enabled', { exact: true }).waitFor(slow);
  });

  test('imports a file with good and bad rows, reporting every bad row with its reason', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp', 'Employees');
    const file = writeFile(
      'people.csv',
      [
        'name,email,phone,department,work number,position',
        'Ann Import,ann@acme.test,13812340101,Sales,A-1,Clerk',
        'Ben Import,ben@acme.test,13812340102,Warehouse,A-2,Driver',
        'Bad Mail,not-an-email,13812340103,Sales,A-3,Clerk',
        'Same Phone,same@acme.test,13812340101,Sales,A-4,Clerk',
        ',nobody@acme.test,13812340105,Sales,A-5,Clerk',
        'Taken Number,taken@acme.test,13812340106,Sales,1,Clerk',
      ].join('\n'),
    );
    await importFile(page, file);
    expect(await countOf(page, 'Rows')).toBe('6');
    expect(await countOf(page, 'To add')).toBe('2');
    expect(await countOf(page, 'With problems')).toBe('4');
    // Rows are numbered as the spreadsheet shows them: the header is row 1.
    const report = dialog(page).locator('.ant-table-tbody tr');
    expect(await report.allInnerTexts()).toEqual([
      expect.stringMatching(/^4\s+Bad Mail\s+Invalid email\s+email: must be a valid email address$/),
      expect.stringMatching(/^5\s+Same Phone\s+Phone number is not unique\s+phone: same as row 2$/),
      expect.stringMatching(/^6\s+Invalid name\s+name: must not be empty$/),
      expect.stringMatching(/^7\s+Taken Number\s+Work number is not unique\s+work number: another employee has it$/),
    ]);
    // Warehouse does not exist: the report says it will be created, and the import asks first.
    const notice = dialog(page).getByRole('alert').filter({ hasText: '1 department will be created' });
    expect(await notice.getByRole('listitem').allTextContents()).toEqual(['Warehouse']);
    await dialog(page).getByRole('button', { name: 'Import 2 rows' }).click();
    await question(page, 'Create 1 department and import?').getByRole('button', { name: 'Create and import' }).click();
    await dialog(page).getByText('Import finished').waitFor(slow);
    await dialog(page).getByText('2 added, 0 updated, 0 unchanged.').waitFor();
    await dialog(page).getByText('4 rows with problems were skipped.').waitFor();
    await dialog(page).getByRole('button', { name: 'Close' }).last().click();
    await rowOf(page, 'Ann Import').waitFor(slow);
    await treeItem(page, 'Warehouse').waitFor();
    const names = (await employees(server, company)).map((employee) => employee.empName).sort();
    expect(names).toEqual(['Ann Import', 'Ben Import', 'Eve Host']);
  });

  test('exports the address book and re-imports the export unchanged', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/emp', 'Employees');
    await rowOf(page, 'Ann Import').waitFor(slow);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('employees.xlsx');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-export-')), 'employees.xlsx');
    await download.saveAs(file);

    const before = await employees(server, company);
    await importFile(page, file);
    expect(await countOf(page, 'Rows')).toBe(String(before.length));
    expect(await countOf(page, 'Unchanged')).toBe(String(before.length));
    expect(await countOf(page, 'With problems')).toBe('0');
    await dialog(page).getByText('Nothing to import: every good row matches the address book already.').waitFor();
    expect(
      await dialog(page)
        .getByRole('button', { name: /^Import \d/ })
        .count(),
    ).toBe(0);
    expect(await employees(server, company)).toEqual(before);
  });

  test('whitelist: adds two employees with the picker, lists them, and removes one after asking', async () => {
    const page = ui.page;
    // A company of its own, so the whitelist starts empty whatever the other tests did.
    const owner = await registerCompany(server.url);
    for (const [employee_name, phone] of [
      ['Hana Guest', '13812340201'],
      ['Ivan Visitor', '13812340202'],
      ['Jo Courier', '13812340203'],
    ] as const) {
      await callApiOk(server.url, 'addEmployee', { employee_name, phone }, owner.token);
    }
    const whitelisted = async () =>
      (await callApiOk<{ list: Employee[] }>(server.url, 'getEmpWlist', { requestedCount: 100 }, owner.token)).list
        .map((employee) => employee.empName)
        .sort();

    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, owner, '/emp/whitelist', 'Whitelist');
    await page.getByText('No one is on the whitelist yet').waitFor();
    await screenshot(page, 'people--whitelist-empty-1440');
    await page.getByRole('button', { name: 'Add employees' }).click();
    const picker = dialog(page).getByLabel('Employees');
    for (const [typed, name] of [
      ['Hana', 'Hana Guest'],
      ['Ivan', 'Ivan Visitor'],
    ] as const) {
      await picker.fill(typed);
      await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
    }
    await screenshot(page, 'people--whitelist-add-1440');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('2 employees added to the whitelist').waitFor();
    await rowOf(page, 'Hana Guest').waitFor(slow);
    await rowOf(page, 'Ivan Visitor').waitFor();
    expect(await rowOf(page, 'Jo Courier').count()).toBe(0);
    expect(await whitelisted()).toEqual(['Hana Guest', 'Ivan Visitor']);
    await screenshot(page, 'people--whitelist-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'people--whitelist-1024');

    await rowOf(page, 'Hana Guest').getByRole('button', { name: 'Remove' }).click();
    const remove = question(page, 'Remove Hana Guest from the whitelist?');
    await remove.getByText('Their regular visitors will need approval again.').waitFor();
    await remove.getByRole('button', { name: 'Remove' }).click();
    await rowOf(page, 'Hana Guest').waitFor({ state: 'detached', ...slow });
    await rowOf(page, 'Ivan Visitor').waitFor();
    expect(await whitelisted()).toEqual(['Ivan Visitor']);
  });
});
