import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApi, callApiOk, passCaptcha, useCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { chooseOption } from './harness/select.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/*
 * Managers: the Administrator adds a sub-administrator of employees and blacklist on /account/stage; it signs
 * in on signin.html with the Administrator login type and its account name, and its console holds those two
 * modules only; the server refuses it the Administrator's own calls (610). Every name is new, so a retried
 * test finds nothing in its way.
 */

const slow = { timeout: 15_000 };

/**
 * Ticks a box and waits until it shows ticked. The drawer's form re-renders as the type changes, and a click
 * landing in that moment is lost; it clicks again only once the last click has had time to show.
 */
async function tick(box: Locator): Promise<void> {
  await expect
    .poll(async () => {
      if (await box.isChecked()) return true;
      await box.click({ timeout: 5_000 }).catch(() => undefined);
      for (let wait = 0; wait < 20 && !(await box.isChecked()); wait++) await new Promise((done) => setTimeout(done, 100));
      return box.isChecked();
    }, slow)
    .toBe(true);
}
const wide = { width: 1440, height: 900 };
const drawer = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const uniquePhone = () => `137${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;

// antd spaces out a button's two Chinese characters ("添 加").
const twoCharacters = (word: string) => new RegExp(`^${word[0]}\\s?${word[1]}$`);

const texts = {
  en: {
    locale: 'en-US',
    stageTitle: 'Reception accounts',
    addAccount: 'Add account',
    accountName: 'Account name',
    displayName: 'Display name',
    password: 'Password',
    confirm: 'Confirm password',
    type: 'Type',
    subAdministrator: 'Sub-administrator',
    employees: 'Employees',
    blacklist: 'Blacklist',
    addButton: /^Add$/,
    added: (account: string) => `Account ${account} added`,
    loginType: 'Administrator',
    account: 'Account (email)',
    signIn: /^Sign in$/,
    visitList: 'Visit list',
    accountBase: 'Company information',
    receptionAccounts: 'Reception accounts',
  },
  zh: {
    locale: 'zh-CN',
    stageTitle: '核验账号',
    addAccount: '添加账号',
    accountName: '账号名',
    displayName: '显示名称',
    password: '密码',
    confirm: '确认密码',
    type: '类型',
    subAdministrator: '子管理员',
    employees: '员工',
    blacklist: '黑名单',
    addButton: twoCharacters('添加'),
    added: (account: string) => `已添加账号 ${account}`,
    loginType: '管理员',
    account: '账号（邮箱）',
    signIn: twoCharacters('登录'),
    visitList: '访客列表',
    accountBase: '基本信息',
    receptionAccounts: '核验账号',
  },
};
type Language = keyof typeof texts;

describe('Managers', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  const openIn = async (language: Language) => {
    const page = await ui.openPage(wide, texts[language].locale);
    await page.context().addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    return page;
  };

  /** The Administrator adds the sub-administrator on /account/stage, as a person does. */
  const addInBrowser = async (language: Language, account: string, name: string) => {
    const text = texts[language];
    const admin = await openIn(language);
    await startSignedIn(admin, company);
    await admin.goto('/account/stage');
    await admin.getByRole('heading', { level: 1, name: text.stageTitle }).waitFor(slow);
    await admin.getByRole('button', { name: text.addAccount }).first().click();
    const form = drawer(admin);
    await form.getByLabel(text.accountName).fill(account);
    await form.getByLabel(text.displayName).fill(name);
    await form.getByLabel(text.password, { exact: true }).fill('Lead-Pass1');
    await form.getByLabel(text.confirm).fill('Lead-Pass1');
    await chooseOption(admin, form.getByRole('combobox', { name: text.type }), text.subAdministrator);
    for (const module of [text.employees, text.blacklist]) await tick(form.getByLabel(module, { exact: true }));
    await screenshot(admin, `managers--add-${language}-1440`);
    await form.getByRole('button', { name: text.addButton }).click();
    await admin.getByText(text.added(account)).waitFor(slow);
    await rowOf(admin, account).filter({ hasText: text.subAdministrator }).waitFor(slow);
    await admin.context().close();
  };

  const addByApi = (account: string, name: string) =>
    callApiOk(
      server.url,
      'AddManager',
      { account, password: 'Lead-Pass1', sname: name, sType: 5, module: ['employees', 'blacklist'] },
      company.token,
    );

  test.each(['en', 'zh'] as const)(
    'a sub-administrator of employees and blacklist signs in as a manager and holds only those (%s)',
    async (language) => {
      const text = texts[language];
      const id = randomBytes(3).toString('hex');
      const account = `lead-${id}`;
      const host = `Ivy ${id}`;
      await callApiOk(server.url, 'addEmployee', { employee_name: host, phone: uniquePhone() }, company.token);
      if (language === 'en') await addInBrowser(language, account, `Pat ${id}`);
      else await addByApi(account, `Pat ${id}`);

      const page = await openIn(language);
      await page.goto('/signin.html');
      await page.getByRole('radio', { name: text.loginType, exact: true }).click();
      await page.getByLabel(text.account).fill(account);
      await page.getByLabel(text.password, { exact: true }).fill('Lead-Pass1');
      await page.getByRole('button', { name: text.signIn }).click();
      // Without visits, its home is its first screen.
      await page.waitForURL((url) => url.pathname === '/emp/blacklist', slow);
      await page.getByRole('heading', { level: 1, name: text.blacklist }).waitFor(slow);
      const navigation = page.getByRole('navigation').getByRole('link');
      await navigation.filter({ hasText: text.employees }).waitFor(slow);
      const listed = await navigation.allTextContents();
      expect(listed).toContain(text.blacklist);
      for (const hidden of [text.visitList, text.accountBase, text.receptionAccounts]) expect(listed).not.toContain(hidden);

      await navigation.filter({ hasText: text.employees }).click();
      await page.getByRole('heading', { level: 1, name: text.employees }).waitFor(slow);
      await rowOf(page, host).waitFor(slow);
      await screenshot(page, `managers--address-book-${language}-1440`);

      // Its session is not the Administrator's: managing accounts stays refused.
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
      expect(token.startsWith(`${account}-`)).toBe(true);
      const response = await fetch(`${server.url}/api/AddManager`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-coolvisit-token': token },
        body: JSON.stringify({ account: `sneaky-${id}`, password: 'Lead-Pass1', sname: 'Sneaky', sType: 5 }),
      });
      expect(((await response.json()) as { status: number }).status).toBe(610);
      if (language !== 'en') return;

      // Its own password, from the user menu: the new one signs in, the old one no longer does.
      await page.getByRole('button', { name: `Account menu of Pat ${id}` }).click();
      await page.getByRole('button', { name: 'Update password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor(slow);
      await page.getByLabel('Current password').fill('Lead-Pass1');
      await page.getByLabel('New password').fill('Lead-Pass2-longer');
      await page.getByLabel('Confirm password').fill('Lead-Pass2-longer');
      const changed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/updateManagerPwd');
      await page.getByRole('button', { name: 'Change password' }).click();
      expect(((await (await changed).json()) as { status: number }).status).toBe(0);
      await page.getByText('Saved').waitFor(slow);
      const signInWith = async (password: string) =>
        (await callApi(server.url, 'LoginManager', { account, password, digest: await passCaptcha(server, { email: account }) }))
          .status;
      expect(await signInWith('Lead-Pass1')).toBe(2);
      expect(await signInWith('Lead-Pass2-longer')).toBe(0);
    },
  );
});
