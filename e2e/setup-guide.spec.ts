import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApiOk, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/* The setup guide on the overview of a newly registered company, as its Administrator follows it. */

const slow = { timeout: 15_000 };

interface GuideTexts {
  overview: string;
  overviewLink: string;
  navigation: string;
  guide: string;
  companyStep: string;
  employeesStep: string;
  openCompanyStep: string;
  accountHeading: string;
  basicInfo: string;
  abbreviation: string;
  /** antd puts a space between the two characters of a Chinese button text. */
  save: RegExp;
  done: string;
  toDo: string;
  hide: string;
  userMenu: string;
  showAgain: string;
}

const texts: Record<'en' | 'zh', GuideTexts> = {
  en: {
    overview: 'Visitor overview',
    overviewLink: 'Overview',
    navigation: 'Main navigation',
    guide: 'Get ready for your first visitor',
    companyStep: 'Company information',
    employeesStep: 'Add employees',
    openCompanyStep: 'Enter company information',
    accountHeading: 'Company information',
    basicInfo: 'Basic information',
    abbreviation: 'Abbreviation',
    save: /^Save$/,
    done: 'Done',
    toDo: 'To do',
    hide: 'Hide the guide',
    userMenu: 'Account menu of Ada Admin',
    showAgain: 'Setup guide',
  },
  zh: {
    overview: '访客概览',
    overviewLink: '访客概览',
    navigation: '主导航',
    guide: '迎接第一位访客前的准备',
    companyStep: '公司信息',
    employeesStep: '添加员工',
    openCompanyStep: '填写公司信息',
    accountHeading: '基本信息',
    basicInfo: '基本信息',
    abbreviation: '公司简称',
    save: /^保\s?存$/,
    done: '已完成',
    toDo: '待完成',
    hide: '隐藏向导',
    userMenu: 'Ada Admin 的账号菜单',
    showAgain: '设置向导',
  },
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const guideOf = (page: Page, words: GuideTexts) => page.getByRole('region', { name: words.guide });
const stepOf = (page: Page, words: GuideTexts, title: string) =>
  guideOf(page, words)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
const guideAnswer = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/getSetupGuide');

describe('setup guide', () => {
  const server = useServer({ env: { CAPTCHA: 'off' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test.each(['en', 'zh'] as const)(
    'leads a new company through its steps, and stays hidden once hidden (%s)',
    async (language) => {
      const words = texts[language];
      const page = ui.page;
      // Each attempt starts from a company just registered, so a retry finds the guide as new.
      const company = await registerCompany(server.url);
      await page.context().addInitScript((value) => localStorage.setItem('language', value), language);
      await startSignedIn(page, company);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await heading(page, words.overview).waitFor(slow);
      await guideOf(page, words).waitFor(slow);
      await expect.poll(() => guideOf(page, words).getByRole('listitem').filter({ hasText: words.toDo }).count(), slow).toBe(5);
      await screenshot(page, `setup-guide--new-${language}-1440`);

      // Company information: the highlighted step opens /account/base; saving there ticks it.
      await guideOf(page, words).getByRole('button', { name: words.openCompanyStep }).click();
      await heading(page, words.accountHeading).waitFor(slow);
      expect(new URL(page.url()).pathname).toBe('/account/base');
      const basic = page.getByRole('region', { name: words.basicInfo });
      await basic.getByLabel(words.abbreviation).fill('HARBOR');
      const [saved] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ModifyUserInfo'),
        basic.getByRole('button', { name: words.save }).click(),
      ]);
      expect(await saved.json()).toMatchObject({ status: 0, result: { abbreviation: 'HARBOR' } });
      await page
        .getByRole('navigation', { name: words.navigation })
        .getByRole('link', { name: words.overviewLink, exact: true })
        .click();
      await heading(page, words.overview).waitFor(slow);
      await stepOf(page, words, words.companyStep).filter({ hasText: words.done }).waitFor(slow);
      await stepOf(page, words, words.employeesStep).filter({ hasText: words.toDo }).waitFor(slow);

      // An employee added elsewhere (here through the API) ticks the next step once the overview loads again.
      await callApiOk(server.url, 'addEmployee', { employee_name: 'Grace Hopper', phone: '13700000001' }, company.token);
      await page.reload();
      await stepOf(page, words, words.employeesStep).filter({ hasText: words.done }).waitFor(slow);
      expect(await guideOf(page, words).getByRole('listitem').filter({ hasText: words.toDo }).count()).toBe(3);

      // Hidden, it stays hidden after a reload.
      await guideOf(page, words).getByRole('button', { name: words.hide }).click();
      await guideOf(page, words).waitFor({ state: 'detached', ...slow });
      const [answer] = await Promise.all([guideAnswer(page), page.reload()]);
      expect(await answer.json()).toMatchObject({ status: 0, result: { dismissed: true } });
      await heading(page, words.overview).waitFor(slow);
      expect(await guideOf(page, words).count()).toBe(0);
      await screenshot(page, `setup-guide--hidden-${language}-1440`);

      // The account menu shows it again.
      await page.getByRole('button', { name: words.userMenu }).click();
      await page.getByRole('button', { name: words.showAgain }).click();
      await guideOf(page, words).waitFor(slow);
      expect(await callApiOk(server.url, 'getSetupGuide', {}, company.token)).toMatchObject({ dismissed: false });
    },
  );
});
