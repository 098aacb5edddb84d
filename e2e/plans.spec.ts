import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot } from './foundation-steps.js';
import { callApi, callApiOk, type E2eCompany, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/*
 * A company on the free plan as its Administrator sees it: the plan card on
 * /account/base, and the employee screen refusing the 51st employee with the
 * plan that lifts the limit.
 */

const slow = { timeout: 15_000 };
const freeEmployees = 50;

interface PlanTexts {
  accountHeading: string;
  employeesHeading: string;
  card: string;
  onFree: string;
  quotas: string;
  employees: string;
  lifts: string;
  addEmployee: string;
  name: string;
  phone: string;
  /** antd puts a space between the two characters of a Chinese button text. */
  save: RegExp;
  refused: string;
}

const texts: Record<'en' | 'zh', PlanTexts> = {
  en: {
    accountHeading: 'Company information',
    employeesHeading: 'Employees',
    card: 'Plan',
    onFree: 'Your company is on the Free plan.',
    quotas: 'What the plan allows',
    employees: 'Employees',
    lifts: 'The Business plan lifts this limit',
    addEmployee: 'Add employee',
    name: 'Name',
    phone: 'Phone',
    save: /^Save$/,
    refused: 'Your plan (Free) allows 50 employees. The Business plan lifts this limit.',
  },
  zh: {
    accountHeading: '基本信息',
    employeesHeading: '员工',
    card: '套餐',
    onFree: '贵公司当前使用免费版套餐。',
    quotas: '套餐额度',
    employees: '员工',
    lifts: '商业版套餐可解除此限制',
    addEmployee: '添加员工',
    name: '姓名',
    phone: '手机号',
    save: /^保\s?存$/,
    refused: '您的套餐（免费版）的员工数上限为 50。商业版套餐可解除此限制。',
  },
};

/** A phone number of the company's own, so numbers never meet across companies or retries. */
const phoneOf = (company: E2eCompany, index: number) =>
  `13${String(company.userid % 100_000).padStart(5, '0')}${String(index).padStart(4, '0')}`;

/** Opens /account/base and brings the plan card into view (it loads when scrolled to); answers its employees row. */
async function openPlanCard(page: Page, words: PlanTexts) {
  await page.goto('/account/base');
  await page.getByRole('heading', { level: 1, name: words.accountHeading, exact: true }).waitFor(slow);
  const card = page.getByRole('region', { name: words.card, exact: true });
  await page.getByRole('region').first().waitFor(slow);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await card.waitFor(slow);
  await card.scrollIntoViewIfNeeded();
  const employees = card
    .getByRole('list', { name: words.quotas })
    .getByRole('listitem')
    .filter({ has: page.getByText(words.employees, { exact: true }) });
  await employees.waitFor(slow);
  return { card, employees };
}

describe('plans', () => {
  const server = useServer({ env: { CAPTCHA: 'off', DEFAULT_PLAN: 'free' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test.each(['en', 'zh'] as const)(
    'shows the free plan, and refuses the 51st employee naming the business plan (%s)',
    async (language) => {
      const words = texts[language];
      const page = ui.page;
      // Each attempt starts from a company just registered, so a retry finds it empty.
      const company = await registerCompany(server.url);
      await page.context().addInitScript((value) => localStorage.setItem('language', value), language);
      await startSignedIn(page, company);

      const before = await openPlanCard(page, words);
      await before.card.getByText(words.onFree, { exact: true }).waitFor(slow);
      await before.employees.getByText('0 / 50', { exact: true }).waitFor(slow);
      await screenshot(page, `plans--free-card-${language}`);

      for (let index = 1; index <= freeEmployees; index++) {
        await callApiOk(
          server.url,
          'addEmployee',
          { employee_name: `Employee ${index}`, phone: phoneOf(company, index) },
          company.token,
        );
      }

      await page.goto('/emp');
      await page.getByRole('heading', { level: 1, name: words.employeesHeading, exact: true }).waitFor(slow);
      await page.getByRole('button', { name: words.addEmployee }).click();
      const drawer = page.locator('.ant-drawer');
      await drawer.getByLabel(words.name, { exact: true }).fill('One Too Many');
      await drawer.getByLabel(words.phone).fill(phoneOf(company, freeEmployees + 1));
      const [answer] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/addEmployee'),
        drawer.getByRole('button', { name: words.save }).click(),
      ]);
      expect(await answer.json()).toMatchObject({
        status: 45,
        result: { limit: 'employees', plan: 'free', allowed: freeEmployees, liftedBy: 'business' },
      });
      await page.getByText(words.refused, { exact: true }).waitFor(slow);
      await screenshot(page, `plans--refused-${language}`);
      // Nothing was added: the server took the row back.
      const count = await callApi<{ total: number }>(server.url, 'getEmployeeCount', {}, company.token);
      expect(count.result.total).toBe(freeEmployees);

      const after = await openPlanCard(page, words);
      await after.employees.getByText('50 / 50', { exact: true }).waitFor(slow);
      await after.employees.getByText(words.lifts, { exact: true }).waitFor(slow);
    },
  );
});
