import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApiOk, useCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { openSignedIn } from './harness/session.js';

/* Visitors > Blacklist as an Administrator uses it: the switch, adding, searching and removing people. */

interface Entry {
  bid: string;
  name: string;
  phone: string;
  credentialNo: string;
}

const slow = { timeout: 15_000 };
const dialog = (page: Page) => page.getByRole('dialog');
const question = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const theSwitch = (page: Page) => page.getByRole('switch');

describe('Visitors > Blacklist', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url });

  const entries = async () =>
    (await callApiOk<{ list: Entry[] }>(server.url, 'getBlacklist', { requestedCount: 100 }, company.token)).list;
  const switchOn = async () =>
    (await callApiOk<{ blackListSwitch: number }>(server.url, 'GetUserInfo', {}, company.token)).blackListSwitch;

  test('turns the check on, adds a person, finds them and removes them', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, company, '/emp/blacklist', 'Blacklist');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blacklist' }).waitFor();
    await page.getByText('No one is on the blacklist yet').waitFor();
    await screenshot(page, 'blacklist--empty-1440');

    await theSwitch(page).click();
    await page.getByText('Blacklisted visitors are now refused').waitFor();
    await expect.poll(switchOn, slow).toBe(1);

    await page.getByRole('button', { name: 'Add person' }).click();
    await dialog(page).getByLabel('Name').fill('Mallory Smith');
    await dialog(page).getByLabel('Phone').fill('13900007777');
    await dialog(page).getByLabel('ID number').fill('110105194912310021');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await dialog(page)
      .getByText(/is not a valid resident ID number/)
      .waitFor();
    await dialog(page).getByLabel('ID number').fill('11010519491231002X');
    await dialog(page).getByLabel('Remark').fill('Tailgated through the gate twice');
    await screenshot(page, 'blacklist--add-1440');
    await dialog(page).getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Mallory Smith is on the blacklist').waitFor();
    await rowOf(page, 'Mallory Smith').waitFor(slow);
    expect(await rowOf(page, 'Mallory Smith').textContent()).toContain('110105********002X');
    expect(await entries()).toMatchObject([{ name: 'Mallory Smith', phone: '13900007777', credentialNo: '11010519491231002X' }]);

    await callApiOk(
      server.url,
      'addBlacklist',
      { name: 'Eve Jones', credentialNo: 'E1234567', remark: 'Fake badge' },
      company.token,
    );
    await page.reload();
    await rowOf(page, 'Eve Jones').waitFor(slow);
    await page.getByLabel('Search the blacklist').fill('7777');
    await page.getByLabel('Search the blacklist').press('Enter');
    await expect.poll(() => rowOf(page, 'Eve Jones').count(), slow).toBe(0);
    await rowOf(page, 'Mallory Smith').waitFor();
    await screenshot(page, 'blacklist--search-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'blacklist--search-768');

    await rowOf(page, 'Mallory Smith').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Remove 1 selected' }).click();
    const remove = question(page, 'Remove 1 person from the blacklist?');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('1 person removed from the blacklist').waitFor();
    await page.getByText('No one on the blacklist matches this search').waitFor(slow);
    expect((await entries()).map((entry) => entry.name)).toEqual(['Eve Jones']);

    // Turning the check off asks first.
    await theSwitch(page).click();
    await question(page, 'Stop refusing blacklisted visitors?').getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(switchOn, slow).toBe(0);
  });

  test('reads in Chinese on a desktop and a tablet', async () => {
    const page = ui.page;
    await callApiOk(server.url, 'updateblackListSwitch', { blackListSwitch: 1 }, company.token);
    await callApiOk(
      server.url,
      'addBlacklist',
      { name: '王小明', phone: '13900008888', credentialNo: '11010519491231002X', remark: '曾冒用他人身份' },
      company.token,
    );
    await page.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, company, '/emp/blacklist', '黑名单');
    await rowOf(page, '王小明').waitFor(slow);
    expect(await rowOf(page, '王小明').textContent()).toContain('110105********002X');
    await page.locator('.ant-switch-checked:not(.ant-switch-loading)').waitFor();
    await screenshot(page, 'blacklist--zh-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'blacklist--zh-768');
    await page.getByRole('button', { name: '添加人员' }).click();
    await dialog(page).getByLabel('证件号').fill('12345');
    await screenshot(page, 'blacklist--zh-add-768');
  });
});
