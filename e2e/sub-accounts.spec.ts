import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApi, callApiOk, useCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';
import { signedInVisitor } from './harness/visits.js';

/*
 * Account > Resident companies as an Administrator uses it: multi-company on, a resident company added with the
 * invite permission, an employee assigned, disabled and enabled again; then the resident company signs in on
 * signin.html, sees only its own employee and visits, and changes its password. Every step sets rather than
 * toggles and every name is new, so a retried test finds nothing in its way.
 */

const slow = { timeout: 15_000 };
const wide = { width: 1440, height: 900 };
const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const pad = (value: number) => String(value).padStart(2, '0');
const today = (date = new Date()) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const uniquePhone = () => `137${String(parseInt(randomBytes(4).toString('hex'), 16) % 1e8).padStart(8, '0')}`;

// antd spaces out a button's two Chinese characters ("添 加").
const twoCharacters = (word: string) => new RegExp(`^${word[0]}\\s?${word[1]}$`);

const texts = {
  en: {
    locale: 'en-US',
    title: 'Resident companies',
    switch: 'Resident companies may sign in',
    add: 'Add company',
    companyName: 'Company name',
    email: 'Sign-in email',
    password: 'Password',
    confirm: 'Confirm password',
    floor: 'Floor',
    mayInvite: 'May invite visitors',
    visits: 'Visitor records',
    employees: 'Employees',
    addButton: /^Add$/,
    added: (name: string) => `${name} added`,
    assign: (name: string) => `Assign employees to ${name}`,
    assignOk: /^Assign$/,
    assigned: (name: string) => `1 employee assigned to ${name}`,
    enabled: (name: string) => `${name} enabled`,
    disableTitle: (name: string) => `Disable ${name}?`,
    disable: /^Disable$/,
    disabledDone: (name: string) => `${name} disabled`,
    loginType: 'Subcompany',
    account: 'Account (email)',
    signIn: /^Sign in$/,
    overview: 'Visitor overview',
    visitList: 'Visit list',
    employeesTitle: 'Employees',
    passwordTitle: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    change: 'Change password',
    saved: 'Saved',
  },
  zh: {
    locale: 'zh-CN',
    title: '入驻企业',
    switch: '允许入驻企业登录',
    add: '添加企业',
    companyName: '企业名称',
    email: '登录邮箱',
    password: '密码',
    confirm: '确认密码',
    floor: '楼层',
    mayInvite: '允许邀请访客',
    visits: '访客记录',
    employees: '员工',
    addButton: twoCharacters('添加'),
    added: (name: string) => `已添加 ${name}`,
    assign: (name: string) => `为 ${name} 分配员工`,
    assignOk: twoCharacters('分配'),
    assigned: (name: string) => `已为 ${name} 分配 1 名员工`,
    enabled: (name: string) => `${name} 已启用`,
    disableTitle: (name: string) => `停用 ${name}？`,
    disable: twoCharacters('停用'),
    disabledDone: (name: string) => `已停用 ${name}`,
    loginType: '入驻企业',
    account: '账号（邮箱）',
    signIn: twoCharacters('登录'),
    overview: '访客概览',
    visitList: '访客列表',
    employeesTitle: '员工',
    passwordTitle: '修改密码',
    current: '当前密码',
    newPassword: '新密码',
    change: '修改密码',
    saved: '保存成功',
  },
};

describe('Account > Resident companies', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const company = useCompany(server);
  const ui = useBrowser({ baseUrl: () => server.url, viewport: wide });

  const openIn = async (language: 'en' | 'zh') => {
    const page = await ui.openPage(wide, texts[language].locale);
    await page.context().addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    return page;
  };
  const addEmployee = async (name: string) =>
    (await callApiOk<{ empid: number }>(server.url, 'addEmployee', { employee_name: name, phone: uniquePhone() }, company.token))
      .empid;

  test.each(['en', 'zh'] as const)(
    'an Administrator turns multi-company on, adds a resident company, assigns an employee, disables and enables it (%s)',
    async (language) => {
      const text = texts[language];
      const id = randomBytes(3).toString('hex');
      const name = `Nimbus ${id}`;
      const email = `desk-${id}@nimbus.test`;
      const ownHost = `Ivy ${id}`;
      await addEmployee(ownHost);

      const admin = await openIn(language);
      await startSignedIn(admin, company);
      await admin.goto('/account/coms');
      await admin.getByRole('heading', { level: 1, name: text.title }).waitFor(slow);

      // Multi-company on: set, whatever an earlier run left.
      const modeSwitch = admin.getByRole('switch', { name: text.switch });
      await modeSwitch.waitFor(slow);
      if ((await modeSwitch.getAttribute('aria-checked')) !== 'true') await modeSwitch.click();
      await expect.poll(() => modeSwitch.getAttribute('aria-checked'), slow).toBe('true');
      await admin.getByRole('navigation').getByRole('link', { name: text.title }).waitFor(slow);

      await admin.getByRole('button', { name: text.add }).click();
      const form = dialog(admin);
      await form.getByLabel(text.companyName).fill(name);
      await form.getByLabel(text.email).fill(email);
      await form.getByLabel(text.password, { exact: true }).fill('Nimbus-Pass1');
      await form.getByLabel(text.confirm).fill('Nimbus-Pass1');
      await form.getByLabel(text.floor).fill('5');
      for (const box of [text.mayInvite, text.visits, text.employees]) await form.getByLabel(box).check();
      await screenshot(admin, `sub-accounts--add-${language}-1440`);
      await form.getByRole('button', { name: text.addButton }).click();
      await admin.getByText(text.added(name)).waitFor(slow);
      await rowOf(admin, name).waitFor(slow);

      await admin.getByRole('button', { name: text.assign(name) }).click();
      const picker = dialog(admin).getByLabel(text.employees);
      await picker.fill(ownHost);
      await admin.locator('.ant-select-item-option').filter({ hasText: ownHost }).click();
      await dialog(admin).getByRole('button', { name: text.assignOk }).click();
      await admin.getByText(text.assigned(name)).waitFor(slow);
      await dialog(admin).waitFor({ state: 'detached', ...slow });

      const enabledSwitch = rowOf(admin, name).getByRole('switch', { name: text.enabled(name) });
      await enabledSwitch.click();
      await dialog(admin)
        .filter({ hasText: text.disableTitle(name) })
        .getByRole('button', { name: text.disable })
        .click();
      await admin.getByText(text.disabledDone(name)).waitFor(slow);
      await expect.poll(() => enabledSwitch.getAttribute('aria-checked'), slow).toBe('false');
      expect((await callApi(server.url, 'subAccountLogin', { email, password: 'Nimbus-Pass1' })).status).toBe(94);
      await enabledSwitch.click();
      await expect.poll(() => enabledSwitch.getAttribute('aria-checked'), slow).toBe('true');
      await screenshot(admin, `sub-accounts--list-${language}-1440`);
      const rows = await callApiOk<
        Array<{
          companyName: string;
          isUse: number;
          empCount: number;
          vaPerm: number;
          floor: string;
          module: Array<{ key: string }>;
        }>
      >(server.url, 'getSubAccountByUserid', {}, company.token);
      const listed = rows.find((row) => row.companyName === name);
      expect(listed).toMatchObject({ isUse: 1, empCount: 1, vaPerm: 1, floor: '5' });
      expect(listed?.module.map((granted) => granted.key)).toEqual(['visits', 'employees']);
    },
  );

  test.each(['en', 'zh'] as const)(
    'a resident company signs in on signin.html, sees only its own employee and visits, and changes its password (%s)',
    async (language) => {
      const text = texts[language];
      const id = randomBytes(3).toString('hex');
      const email = `front-${id}@orbit.test`;
      const [ownHost, otherHost] = [`Ivy ${id}`, `Max ${id}`];
      const ownHostId = await addEmployee(ownHost);
      const otherHostId = await addEmployee(otherHost);
      await callApiOk(server.url, 'updateSASwitch', { subAccount: 1 }, company.token);
      const resident = await callApiOk<{ id: number }>(
        server.url,
        'addSubAccount',
        { companyName: `Orbit ${id}`, email, password: 'Nimbus-Pass1', module: ['visits', 'employees'], vaPerm: 1 },
        company.token,
      );
      await callApiOk(server.url, 'updateEmpSubAccount', { subaccountId: resident.id, empids: [ownHostId] }, company.token);
      // One visitor for the resident company's employee, one for the main company's.
      await signedInVisitor(server, company, { name: `Own ${id}`, phone: uniquePhone(), empid: ownHostId });
      await signedInVisitor(server, company, { name: `Other ${id}`, phone: uniquePhone(), empid: otherHostId });

      const page = await openIn(language);
      await page.goto('/signin.html');
      await page.getByRole('radio', { name: text.loginType }).click();
      await page.getByLabel(text.account).fill(email);
      await page.getByLabel(text.password, { exact: true }).fill('Nimbus-Pass1');
      await page.getByRole('button', { name: text.signIn }).click();
      await page.waitForURL((url) => url.pathname === '/', slow);
      await page.getByRole('heading', { level: 1, name: text.overview }).waitFor(slow);
      const links = page.getByRole('navigation').getByRole('link');
      await links.filter({ hasText: text.employeesTitle }).waitFor(slow);
      expect(await links.allTextContents()).not.toContain(text.title);

      await page.goto(`/emp/visitlist?date=${today()}&endDate=${today()}`);
      await page.getByRole('heading', { level: 1, name: text.visitList }).waitFor(slow);
      await rowOf(page, `Own ${id}`).waitFor(slow);
      expect(await rowOf(page, `Other ${id}`).count()).toBe(0);
      await screenshot(page, `sub-accounts--resident-visits-${language}-1440`);

      await page.goto('/emp');
      await page.getByRole('heading', { level: 1, name: text.employeesTitle }).waitFor(slow);
      await rowOf(page, ownHost).waitFor(slow);
      expect(await rowOf(page, otherHost).count()).toBe(0);

      await page.goto('/account/subpwd');
      await page.getByRole('heading', { level: 1, name: text.passwordTitle }).waitFor(slow);
      await page.getByLabel(text.current).fill('Nimbus-Pass1');
      await page.getByLabel(text.newPassword).fill('Nimbus-Pass2');
      await page.getByLabel(text.confirm).fill('Nimbus-Pass2');
      await page.getByRole('button', { name: text.change, exact: true }).click();
      await page.getByText(text.saved).waitFor(slow);
      expect((await callApi(server.url, 'subAccountLogin', { email, password: 'Nimbus-Pass2' })).status).toBe(0);
    },
  );
});
