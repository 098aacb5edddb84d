import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApi, callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { repoRoot } from './harness/paths.js';
import { type RunningServer, useServer } from './harness/server.js';
import { signedInVisitor } from './harness/visits.js';

/*
 * Login type 1 as the operator's accounts use it: a super account (LFT_…) reads the visitor counts of its companies
 * and nothing else; an HQ Administrator reads one branch at a time and moves between them. The operator creates both
 * with `npm run super-account` on the server's own data. Every account and company is new for each test.
 */

const slow = { timeout: 15_000 };
const wide = { width: 1440, height: 900 };
const tablet = { width: 768, height: 1024 };
const password = 'Group-Pass-2026';
const uniquePhone = () => `136${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;

const texts = {
  en: {
    locale: 'en-US',
    loginType: 'HQ Administrator',
    account: 'Account',
    password: 'Password',
    signIn: /^Sign in$/,
    counts: 'Visitor counts',
    total: 'Total',
    overview: 'Visitor overview',
    visitList: 'Visit list',
    branch: 'Branch',
  },
  zh: {
    locale: 'zh-CN',
    loginType: '总部管理员',
    account: '账号',
    password: '密码',
    signIn: /^登\s?录$/,
    counts: '访客统计',
    total: '合计',
    overview: '访客概览',
    visitList: '访客列表',
    branch: '分公司',
  },
} as const;

/** The operator's command, run on the test server's database as it would be on a real one. */
async function operator(server: RunningServer, ...args: string[]) {
  await promisify(execFile)(process.execPath, [inject('preparedServer').operatorBundle, 'super-account', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', SUPER_ACCOUNT_PASSWORD: password },
  });
}

async function companyWithVisitors(server: RunningServer, name: string, visitors: number): Promise<E2eCompany> {
  const company = await registerCompany(server.url, { company: name });
  const { empid } = await callApiOk<{ empid: number }>(
    server.url,
    'addEmployee',
    { employee_name: `Host of ${name}`, phone: uniquePhone() },
    company.token,
  );
  for (let i = 0; i < visitors; i++) {
    await signedInVisitor(server, company, { name: `Guest ${i + 1} of ${name}`, phone: uniquePhone(), empid });
  }
  return company;
}

async function signInAs(page: Page, language: keyof typeof texts, username: string) {
  const text = texts[language];
  await page.goto('/signin.html');
  await page.getByRole('radio', { name: text.loginType }).click();
  await page.getByLabel(text.account, { exact: true }).fill(username);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.signIn }).click();
  await page.waitForURL((url) => url.pathname === '/', slow);
}

describe('Super accounts and HQ Administrators', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });
  const openIn = async (language: keyof typeof texts, viewport = wide) => {
    const page = await ui.openPage(viewport, texts[language].locale);
    await page.context().addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    return page;
  };

  test.each(['en', 'zh'] as const)('a super account signs in and sees only its companies’ counts (%s)', async (language) => {
    const text = texts[language];
    const id = randomBytes(3).toString('hex');
    const north = await companyWithVisitors(server, `North ${id}`, 2);
    const south = await companyWithVisitors(server, `South ${id}`, 1);
    await companyWithVisitors(server, `Elsewhere ${id}`, 1);
    const username = `LFT_group${id}`;
    await operator(server, 'add', username, '--company', String(north.userid), '--company', String(south.userid));

    const page = await openIn(language);
    await signInAs(page, language, username);
    await page.getByRole('heading', { level: 1, name: text.counts }).waitFor(slow);
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row(`North ${id}`).waitFor(slow);
    expect(await row(`North ${id}`).getByRole('cell').allTextContents()).toEqual([`North ${id}`, '2', '2']);
    expect(await row(`South ${id}`).getByRole('cell').allTextContents()).toEqual([`South ${id}`, '1', '1']);
    expect(await row(text.total).getByRole('cell').allTextContents()).toEqual([text.total, '3', '3']);
    expect(await row(`Elsewhere ${id}`).count()).toBe(0);
    // Its navigation holds the counts and its password, nothing of a company.
    const links = await page.getByRole('navigation').getByRole('link').allTextContents();
    expect(links).toHaveLength(2);
    expect(links).not.toContain(text.visitList);
    await screenshot(page, `super-accounts--counts-${language}-1440`);
    await page.setViewportSize(tablet);
    await screenshot(page, `super-accounts--counts-${language}-768`);
    // Whatever the screens show, the server lets it read no company's visits.
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
    expect((await callApi(server.url, 'SearchVisitByConditionPage', {}, token)).status).toBe(610);
  });

  test.each(['en', 'zh'] as const)('an HQ Administrator reads one branch, then switches to the other (%s)', async (language) => {
    const text = texts[language];
    const id = randomBytes(3).toString('hex');
    const branches = [await companyWithVisitors(server, `East ${id}`, 1), await companyWithVisitors(server, `West ${id}`, 1)];
    const [first, second] = branches.sort((a, b) => a.userid - b.userid);
    const username = `hq-${id}`;
    await operator(server, 'add', username, '--hq', '--company', String(first!.userid), '--company', String(second!.userid));

    const page = await openIn(language);
    await signInAs(page, language, username);
    await page.getByRole('heading', { level: 1, name: text.overview }).waitFor(slow);
    const visitList = async () => {
      await page.getByRole('navigation').getByRole('link', { name: text.visitList }).click();
      await page.getByRole('heading', { level: 1, name: text.visitList }).waitFor(slow);
    };
    await visitList();
    const guestOf = (company: E2eCompany) => page.getByRole('row').filter({ hasText: `Guest 1 of ${company.company}` });
    await guestOf(first!).waitFor(slow);
    expect(await guestOf(second!).count()).toBe(0);
    await screenshot(page, `super-accounts--hq-${language}-1440`);

    // The header's branch choice: its search box is hidden until the list opens, so the box itself is clicked.
    const branchChoice = page
      .getByRole('banner')
      .locator('.ant-select')
      .filter({ has: page.getByRole('combobox', { name: text.branch }) });
    await branchChoice.click();
    await page.getByTitle(second!.company, { exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', slow);
    await page.getByRole('heading', { level: 1, name: text.overview }).waitFor(slow);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('userid')), slow).toBe(String(second!.userid));
    await visitList();
    await guestOf(second!).waitFor(slow);
    expect(await guestOf(first!).count()).toBe(0);
  });
});
