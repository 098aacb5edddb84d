import type { Page } from 'playwright-core';
import { beforeAll, describe, test } from 'vitest';
import { useCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { chooseOption } from './harness/select.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';
import { addHost, signedInVisitor } from './harness/visits.js';

/*
 * Gates and visitor tags as an Administrator sets them up: two gates on /pad
 * are offered to a desk; a tag added on /vset labels a visit, and the visit
 * list filters by it.
 */

const slow = { timeout: 15_000 };

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('gates and visitor tags', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  beforeAll(async () => {
    const empid = await addHost(server, company);
    await signedInVisitor(server, company, { name: 'Li Lei', phone: '13900000011', empid });
    await signedInVisitor(server, company, { name: 'Han Meimei', phone: '13900000012', empid });
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('adds two gates on the tablet page and offers them to a desk', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/pad', 'Tablet settings');
    const gates = page.getByRole('region', { name: 'Gates' });
    await gates.getByLabel('Name of gate 1').fill('North gate');
    await gates.getByRole('button', { name: 'Add gate' }).click();
    await gates.getByLabel('Name of gate 2').fill('South gate');
    await gates.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor(slow);

    await openSignedIn(page, company, '/account/stage', 'Reception accounts');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Gates' }).click();
    const offered = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await offered.filter({ hasText: 'North gate' }).waitFor(slow);
    await offered.filter({ hasText: 'South gate' }).waitFor(slow);
  });

  test('labels a visit with a new tag and filters the visit list by it', async () => {
    const page = ui.page;
    await openSignedIn(page, company, '/vset', 'Visitor types');
    const tags = page.getByRole('region', { name: 'Visitor tags' });
    await tags.getByLabel('New tag').fill('VIP');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await tags.getByRole('listitem').filter({ hasText: 'VIP' }).waitFor(slow);

    await openSignedIn(page, company, '/emp/visitlist', 'Visit list');
    await page.getByRole('button', { name: 'Open the visit of Li Lei' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Tags' }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'VIP' })
      .click();
    await page.getByText('Saved').first().waitFor(slow);
    await drawer.getByRole('button', { name: 'Close' }).click();
    // A busy machine may take a while to close the drawer and list the tag.
    await drawer.waitFor({ state: 'hidden', timeout: 30_000 });
    await rowOf(page, 'Li Lei').getByText('VIP', { exact: true }).waitFor({ timeout: 30_000 });

    await chooseOption(page, page.getByLabel('Tag', { exact: true }), 'VIP');
    await page.getByRole('button', { name: 'Search' }).click();
    await rowOf(page, 'Han Meimei').waitFor({ state: 'detached', ...slow });
    await rowOf(page, 'Li Lei').waitFor(slow);
  });
});
