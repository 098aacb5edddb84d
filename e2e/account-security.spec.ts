import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, serverEnvironment, signInThroughPage } from './foundation-steps.js';
import { callApi, callApiOk, registerCompany, signIn } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { openSignedIn } from './harness/session.js';
import { useServer } from './harness/server.js';

/*
 * Account security as an Administrator uses it: the sessions of the account,
 * ended everywhere but here, and the company's sign-in lockout.
 */

const slow = { timeout: 15_000 };
const waitForCall = (page: Page, name: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/${name}`);

describe('Account > Account security', () => {
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'on' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('lists this browser and a sign-in elsewhere, and signs out everywhere else', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    // The registration's own session is neither of the two sign-ins this test makes.
    await callApiOk(server.url, 'logout', {}, company.token);
    await signInThroughPage(page, server, company);
    const elsewhere = await signIn(server, company.email, company.password);

    await page.goto('/account/safe');
    await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor(slow);
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    const rows = sessions.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), slow).toBe(2);
    const here = rows.filter({ hasText: 'This device' });
    await here.getByText('Chrome on Linux').waitFor(slow);
    expect(await here.getByRole('button', { name: 'End' }).count()).toBe(0);
    await rows.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'End' }).waitFor(slow);
    await screenshot(page, 'account-security--two-sessions');

    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const question = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    const ended = waitForCall(page, 'endOtherSessions');
    await question.getByRole('button', { name: 'Sign out' }).click();
    expect(await (await ended).json()).toMatchObject({ status: 0 });
    await expect.poll(async () => (await callApi(server.url, 'GetUserInfo', {}, elsewhere)).status, slow).toBe(27);
    await expect.poll(() => rows.count(), slow).toBe(1);
    await here.waitFor(slow);
    // This browser is still signed in.
    expect(
      (await callApi(server.url, 'GetUserInfo', {}, await page.evaluate(() => sessionStorage.getItem('token') ?? ''))).status,
    ).toBe(0);
  });

  test('sets the lockout threshold to 3, and a reload shows it saved', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await openSignedIn(page, company, '/account/safe', 'Account security');
    const lockout = page.getByRole('region', { name: 'Sign-in lockout' });
    const threshold = lockout.getByLabel('Failed attempts before locking');
    await expect.poll(() => threshold.inputValue(), slow).toBe('5');
    await threshold.fill('3');
    await lockout.getByLabel('Lock duration').fill('30');
    const saved = waitForCall(page, 'updateLockoutPolicy');
    await lockout.getByRole('button', { name: 'Save' }).click();
    expect(await (await saved).json()).toMatchObject({ status: 0 });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor(slow);
    await expect.poll(() => threshold.inputValue(), slow).toBe('3');
    await expect.poll(() => lockout.getByLabel('Lock duration').inputValue(), slow).toBe('30');
    const info = await callApiOk<{ lockThreshold: number; lockMinutes: number }>(server.url, 'GetUserInfo', {}, company.token);
    expect(info).toMatchObject({ lockThreshold: 3, lockMinutes: 30 });
  });
});
