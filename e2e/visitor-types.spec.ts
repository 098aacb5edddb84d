import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApiOk, useCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';

/* Visitors > Visitor types (/vset) as an Administrator uses it: types, their custom fields, and the visit reasons. */

interface ExtendVisitor {
  displayName: string;
  inputType: string;
  inputValue: string;
  eType: string;
}

const slow = { timeout: 15_000 };
const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function setLanguage(page: Page, language: string, heading: string) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor(slow);
}

async function atBothSizes(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, `${name}-768`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('Visitors > Visitor types', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url });
  const fields = () => callApiOk<ExtendVisitor[]>(server.url, 'GetExtendVisitor', {}, company.token);

  // A retry starts where a first attempt may have stopped half-way: put the company back as it was registered.
  async function removeVisitorTypes() {
    for (const type of await callApiOk<{ tid: number }[]>(server.url, 'getVisitorType', {}, company.token))
      await callApiOk(server.url, 'delVisitorType', { tid: type.tid }, company.token);
  }

  test('adds a type and a drop-down field with options, renames the type (the field follows), then deletes it', async () => {
    const page = ui.page;
    await removeVisitorTypes();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, company, '/vset', 'Visitor types');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents()).toContain(
      'Visitor types',
    );
    await page.getByText('No visitor types yet').waitFor();
    await atBothSizes(page, 'visitor-types--empty');

    await page.getByRole('button', { name: 'Add the first visitor type' }).click();
    await dialog(page).getByLabel('Type name').fill('Contractor');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Custom fields: Contractor' }).waitFor(slow);

    await page.getByRole('button', { name: 'Add field' }).click();
    await dialog(page).getByLabel('Label').fill('Site zone');
    await dialog(page).getByRole('combobox', { name: 'Input type' }).click();
    await page.getByTitle('Drop-down', { exact: true }).click();
    const options = dialog(page).getByRole('combobox', { name: 'Options' });
    // Each option becomes a tag only once the drop-down has taken the typed word: wait for it before the next.
    for (const option of ['North', 'South']) {
      await options.fill(option);
      await options.press('Enter');
      await dialog(page).locator('.ant-select-selection-item', { hasText: option }).waitFor(slow);
    }
    await screenshot(page, 'visitor-types--add-field-1440');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await rowOf(page, 'Site zone').waitFor(slow);
    expect(await rowOf(page, 'Site zone').textContent()).toContain('North');
    expect(await fields()).toMatchObject([
      { displayName: 'Site zone', inputType: 'select', inputValue: 'North,South', eType: 'Contractor' },
    ]);
    await atBothSizes(page, 'visitor-types--fields');

    // The company's plan includes door access: changing a type edits its door groups too, not only its name.
    await page.getByRole('button', { name: 'Edit Contractor' }).click();
    await dialog(page).getByLabel('Type name').fill('Supplier');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Custom fields: Supplier' }).waitFor(slow);
    await rowOf(page, 'Site zone').waitFor(slow);
    expect(await fields()).toMatchObject([{ displayName: 'Site zone', eType: 'Supplier' }]);

    await setLanguage(page, 'zh', '访客类型');
    await page.getByRole('button', { name: /^Supplier/ }).click();
    await rowOf(page, 'Site zone').waitFor(slow);
    await atBothSizes(page, 'visitor-types--fields-zh');
    await setLanguage(page, 'en', 'Visitor types');

    await page.getByRole('button', { name: 'Delete Supplier?' }).click();
    const question = page.getByRole('dialog', { name: 'Delete Supplier?' });
    await question.getByText('The visitor type and its custom field are deleted too', { exact: false }).waitFor();
    // The confirmation zooms in: shoot it once it stands still.
    await page.waitForTimeout(500);
    await screenshot(page, 'visitor-types--delete-1440');
    await question.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No visitor types yet').waitFor(slow);
    expect(await callApiOk(server.url, 'getVisitorType', {}, company.token)).toEqual([]);
    expect(await fields()).toEqual([]);
  });

  test('saves the visit reasons edited as tags', async () => {
    const page = ui.page;
    await callApiOk(server.url, 'updateVisitType', { inputValue: 'Business,Interview,Delivery,Other' }, company.token);
    await openSignedIn(page, company, '/vset', 'Visitor types');
    await page.getByLabel('Remove Delivery').click();
    await page.getByLabel('New reason').fill('Repair');
    await page.getByLabel('New reason').press('Enter');
    await page.getByLabel('New reason').fill('Audit');
    await page.getByLabel('New reason').press('Enter');
    await page.getByRole('button', { name: 'Save reasons' }).click();
    await expect
      .poll(async () => (await callApiOk<{ inputValue: string }>(server.url, 'GetVisitType', {}, company.token)).inputValue, slow)
      .toBe('Business,Interview,Other,Repair,Audit');
  });
});
