import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '../apps/server/test/oidc-test-provider.js';
import { consoleHeader, serverEnvironment } from './foundation-steps.js';
import { callApiOk, registerCompany, type E2eCompany } from './harness/api.js';
import { desktop, useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';

/*
 * Single sign-on on signin.html through a real OpenID Connect provider
 * (oidc-provider) this test starts: the Administrator configures it through
 * the API, then people sign in by SSO in English and in Chinese, and an
 * identity the company does not have is refused.
 */

const shown = { timeout: 15_000 };
const domain = `sso-${randomBytes(3).toString('hex')}.test`;
const client = { clientId: 'vestibule-e2e', clientSecret: `e2e-secret-${randomBytes(8).toString('hex')}` };

// Each language's texts of the sign-in page's single sign-on (apps/web/src/locales/<language>/auth.json).
const texts = {
  en: {
    open: 'Sign in with single sign-on (SSO)',
    email: 'Work email',
    continue: "Continue to your company's sign-in",
    administrator: 'Administrator',
    employee: 'Employee',
    unknown: 'no account here matches that identity',
  },
  zh: {
    open: '使用单点登录（SSO）',
    email: '工作邮箱',
    continue: '前往公司登录页',
    administrator: '管理员',
    employee: '员工',
    unknown: '这里没有与之匹配的账号',
  },
};
type Language = keyof typeof texts;

describe('single sign-on through the company’s OpenID Connect provider', () => {
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'off', SSO_ALLOW_HTTP: 'on' } });
  const ui = useBrowser({ baseUrl: () => server.url });
  let provider: OidcTestProvider;
  let company: E2eCompany;
  const employeeEmail = `lin@${domain}`;

  beforeAll(async () => {
    provider = await startOidcProvider({ ...client, redirectUri: `${server.url}/sso/callback` }, []);
    company = await registerCompany(server.url, { email: `admin@${domain}` });
    await callApiOk(
      server.url,
      'addEmployee',
      {
        employee_name: 'Lin Wei',
        phone: `137${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`,
        email: employeeEmail,
      },
      company.token,
    );
    await callApiOk(
      server.url,
      'updateSsoConfig',
      { enabled: 1, issuer: provider.issuer, ...client, domains: domain },
      company.token,
    );
    provider.addPerson({ sub: 'admin', email: company.email, email_verified: true, name: 'Ada Admin' });
    provider.addPerson({ sub: 'lin', email: employeeEmail, email_verified: true, name: 'Lin Wei' });
    provider.addPerson({ sub: 'stranger', email: `stranger@${domain}`, email_verified: true, name: 'Stranger' });
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** From signin.html through the provider's sign-in form, as `login`, until the browser is back on Vestibule. */
  async function signInBySso(page: Page, language: Language, kind: 'administrator' | 'employee', email: string, login: string) {
    const text = texts[language];
    await page.goto('/signin.html');
    await page.getByRole('button', { name: text.open }).click();
    await page.getByRole('radio', { name: text[kind], exact: true }).click();
    await page.getByLabel(text.email).fill(email);
    await page.getByRole('button', { name: text.continue }).click();
    await page.waitForURL((url) => url.origin === provider.issuer, shown);
    await page.getByLabel('Account').fill(login);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === server.url, shown);
  }

  test('the Administrator signs in by SSO in English and lands in the console', async () => {
    const page = ui.page;
    await signInBySso(page, 'en', 'administrator', company.email, company.email);
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/index.html', shown);
    await consoleHeader(page).getByText(company.company).waitFor(shown);
    const session = await page.evaluate(() => ({ ...sessionStorage }));
    expect(session).toMatchObject({ userid: String(company.userid), loginType: '0' });
    expect(session.token).toMatch(new RegExp(`^${company.userid}-[0-9a-f]{64}$`));
  });

  test('an employee signs in by SSO in Chinese and lands in their console', async () => {
    const page = await ui.openPage(desktop, 'zh-CN');
    await signInBySso(page, 'zh', 'employee', employeeEmail, employeeEmail);
    await page.waitForURL('**/mine/**', shown);
    await page.getByRole('heading', { level: 1 }).waitFor(shown);
    const session = await page.evaluate(() => ({ ...sessionStorage }));
    expect(session).toMatchObject({ userid: String(company.userid), loginType: '3', username: 'Lin Wei' });
  });

  test.each(['en', 'zh'] as const)(
    'an identity the company does not have is refused with a clear message (%s)',
    async (language) => {
      const page = language === 'en' ? ui.page : await ui.openPage(desktop, 'zh-CN');
      await signInBySso(page, language, 'employee', `stranger@${domain}`, `stranger@${domain}`);
      const alert = page.getByRole('alert');
      await alert.waitFor(shown);
      expect(await alert.textContent()).toContain(texts[language].unknown);
      expect(new URL(page.url()).hash).toBe('#sso');
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    },
  );
});
