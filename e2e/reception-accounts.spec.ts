import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { screenshot } from './foundation-steps.js';
import { useBrowser } from './harness/browser.js';
import { startSignedIn } from './harness/session.js';
import { type RunningServer, startServer } from './harness/server.js';

/*
 * Account > Reception accounts as an Administrator uses it: where the terminal's and the tablet's pages are; an
 * account made here then signs in through LoginManager.
 */

const slow = { timeout: 15_000 };
const drawer = (page: Page) => page.getByRole('dialog');
const question = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('Account > Reception accounts', () => {
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

  const signInAs = (account: string, password: string) =>
    callApi<{ token: string; userid: number }>(server.url, 'LoginManager', { account, password });

  test('creates an account that signs in, and disabling it refuses the sign-in', async () => {
    const page = ui.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await startSignedIn(page, company);
    await page.goto('/account/stage');
    await page.getByRole('heading', { level: 1, name: 'Reception accounts' }).waitFor(slow);
    await page.getByText('No reception accounts yet').waitFor(slow);
    for (const [title, file] of [
      ['Set up the reception terminal', 'stage.html'],
      ['Pair the front-desk tablet', 'pad.html'],
    ]) {
      await page.getByRole('region', { name: title }).getByText(`${server.url}/${file}`, { exact: true }).waitFor(slow);
    }
    await screenshot(page, 'reception-accounts--empty-1440');

    await page.getByRole('button', { name: 'Add account' }).click();
    await drawer(page).getByLabel('Account name').fill('lobby-desk');
    await drawer(page).getByLabel('Display name').fill('Lobby desk');
    await drawer(page).getByLabel('Password', { exact: true }).fill('desk-Pass1');
    await drawer(page).getByLabel('Confirm password').fill('desk-Pass1');
    // No gates set up yet: the gate is typed, as the original console did.
    await drawer(page).getByLabel('Gates').fill('North gate');
    await drawer(page).getByLabel('Gates').press('Enter');
    await drawer(page).getByLabel('Mobile').fill('13900006666');
    await screenshot(page, 'reception-accounts--add-1440');
    await drawer(page).getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Account lobby-desk added').waitFor(slow);
    await rowOf(page, 'lobby-desk').waitFor(slow);

    const signedIn = await signInAs('lobby-desk', 'desk-Pass1');
    expect(signedIn).toMatchObject({ status: 0, result: { userid: company.userid, account: 'lobby-desk', sType: 2 } });
    const token = `lobby-desk-${signedIn.result.token}`;
    expect((await callApi(server.url, 'getEmpByName', { name: 'a' }, token)).status).toBe(0);
    expect((await callApi(server.url, 'GetManagerByUser', {}, token)).status).toBe(610);
    expect((await signInAs('lobby-desk', 'wrong-Pass1')).status).toBe(2);

    await rowOf(page, 'lobby-desk').getByRole('switch').click();
    await question(page, 'Disable account lobby-desk?').getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Account lobby-desk disabled').waitFor(slow);
    await question(page, 'Disable account lobby-desk?').waitFor({ state: 'detached', ...slow });
    await rowOf(page, 'lobby-desk').locator('.ant-switch:not(.ant-switch-checked)').waitFor(slow);
    expect((await signInAs('lobby-desk', 'desk-Pass1')).status).toBe(60);
    // The session opened before is over too.
    expect((await callApi(server.url, 'getEmpByName', { name: 'a' }, token)).status).toBe(27);
    await screenshot(page, 'reception-accounts--list-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'reception-accounts--list-768');

    await rowOf(page, 'lobby-desk').getByRole('switch').click();
    await page.getByText('Account lobby-desk enabled').waitFor(slow);
    expect((await signInAs('lobby-desk', 'desk-Pass1')).status).toBe(0);
    await rowOf(page, 'lobby-desk').getByRole('button', { name: 'Delete lobby-desk' }).click();
    await question(page, 'Delete account lobby-desk?').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No reception accounts yet').waitFor(slow);
    expect((await signInAs('lobby-desk', 'desk-Pass1')).status).toBe(1);
  });

  test('reads in Chinese on a desktop and a tablet', async () => {
    const page = ui.page;
    await callApiOk(
      server.url,
      'AddManager',
      {
        account: 'gate-1',
        password: 'desk-Pass1',
        sname: '东门核验',
        sType: 0,
        startDate: '2026-01-01',
        endDate: '2027-12-31',
        gid: '东门',
      },
      company.token,
    );
    await page.context().addInitScript(() => localStorage.setItem('language', 'zh'));
    await startSignedIn(page, company);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account/stage');
    await page.getByRole('heading', { level: 1, name: '核验账号' }).waitFor(slow);
    await rowOf(page, 'gate-1').waitFor(slow);
    expect(await rowOf(page, 'gate-1').textContent()).toContain('核验');
    await screenshot(page, 'reception-accounts--zh-1440');
    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'reception-accounts--zh-768');
    await page.getByRole('button', { name: '编辑 gate-1' }).click();
    await drawer(page).getByLabel('显示名称').waitFor();
    await screenshot(page, 'reception-accounts--zh-edit-768');
  });
});
