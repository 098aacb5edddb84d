import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { captchaShownAfter, screenshot, serverEnvironment, signInThroughPage } from './foundation-steps.js';
import { registerCompany } from './harness/api.js';
import { desktop, useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';

type Language = 'en' | 'zh' | 'hk' | 'ja';

// What a reader of each language sees (apps/web/src/locales/<language>/*.json).
const texts: Record<
  Language,
  {
    htmlLang: string;
    signInTitle: string;
    password: string;
    captcha: string;
    invalidPassword: string;
    companyInformation: string;
    accountSecurity: string;
    registered: string;
    logOut: string;
    /** The registration day as dayjs writes it in the language's long form (LL). */
    day: RegExp;
  }
> = {
  en: {
    htmlLang: 'en',
    signInTitle: 'Sign in to Vestibule',
    password: 'Password',
    captcha: 'Image verification code',
    invalidPassword: 'Invalid password',
    companyInformation: 'Company information',
    accountSecurity: 'Account security',
    registered: 'Registered',
    logOut: 'Log out',
    day: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
  },
  zh: {
    htmlLang: 'zh-CN',
    signInTitle: '登录 Vestibule',
    password: '密码',
    captcha: '图片验证码',
    invalidPassword: '密码错误',
    companyInformation: '基本信息',
    accountSecurity: '账号安全',
    registered: '注册时间',
    logOut: '退出登录',
    day: /^\d{4}年\d{1,2}月\d{1,2}日$/,
  },
  hk: {
    htmlLang: 'zh-HK',
    signInTitle: '登入 Vestibule',
    password: '密碼',
    captcha: '圖片驗證碼',
    invalidPassword: '密碼錯誤',
    companyInformation: '基本資料',
    accountSecurity: '帳號安全',
    registered: '註冊時間',
    logOut: '登出',
    day: /^\d{4}年\d{1,2}月\d{1,2}日$/,
  },
  ja: {
    htmlLang: 'ja',
    signInTitle: 'Vestibule にサインイン',
    password: 'パスワード',
    captcha: '画像認証コード',
    invalidPassword: 'パスワードが正しくありません',
    companyInformation: '基本情報',
    accountSecurity: 'アカウントセキュリティ',
    registered: '登録日',
    logOut: 'ログアウト',
    day: /^\d{4}年\d{1,2}月\d{1,2}日$/,
  },
};
const languages = Object.keys(texts) as Language[];

// The one select on these pages; its own label changes with the language.
// The interface's own switch, by its name in any of the four languages (a page may hold other drop-downs, e.g. the mail language).
const chooseLanguage = (page: Page, language: Language) =>
  page.getByRole('combobox', { name: /^(Language|语言|語言|言語)$/ }).selectOption(language);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('interface languages', () => {
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'on' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('signin.html follows each language, server refusals included, and keeps the choice after a reload', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    const code = await captchaShownAfter(page, server, () => page.goto('/signin.html'));
    for (const language of languages) {
      const text = texts[language];
      await chooseLanguage(page, language);
      await page.getByRole('heading', { level: 1, name: text.signInTitle }).waitFor();
      await page.getByLabel(text.password, { exact: true }).waitFor();
      expect(await htmlLang(page)).toBe(text.htmlLang);
    }

    // The reason of a refused sign-in comes in the chosen language too.
    await page.getByLabel('アカウント（メールアドレス）').fill(company.email);
    await page.getByLabel(texts.ja.password, { exact: true }).fill('Not-The-Password-9');
    await page.getByLabel(texts.ja.captcha).fill(code);
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: texts.ja.invalidPassword }).waitFor();
    await screenshot(page, 'foundation-i18n--signin-ja');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: texts.ja.signInTitle }).waitFor();
    expect(await page.getByRole('combobox').inputValue()).toBe('ja');
    expect(await htmlLang(page)).toBe('ja');
  });

  test.each([
    { locale: 'zh-CN', language: 'zh' },
    { locale: 'zh-TW', language: 'hk' },
    { locale: 'zh-HK', language: 'hk' },
    { locale: 'ja-JP', language: 'ja' },
    { locale: 'fr-FR', language: 'en' },
  ] as const)('signin.html opens in $language for a browser set to $locale', async ({ locale, language }) => {
    const page = await ui.openPage(desktop, locale);
    await page.goto('/signin.html');
    await page.getByRole('heading', { level: 1, name: texts[language].signInTitle }).waitFor();
    expect(await htmlLang(page)).toBe(texts[language].htmlLang);
    expect(await page.getByRole('combobox').inputValue()).toBe(language);
    if (language !== 'en') return;
    // A language the user chose wins over the browser's after a reload.
    await chooseLanguage(page, 'ja');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: texts.ja.signInTitle }).waitFor();
  });

  test('every other test runs in a browser set to en-US', async () => {
    expect(await ui.page.evaluate(() => navigator.language)).toBe('en-US');
  });

  test("the console and antd's locale follow each language and keep the choice after a reload", async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await signInThroughPage(page, server, company);
    await page.goto('/account/base');
    const registeredDay = page.locator('dd').nth(1);
    for (const language of languages) {
      const text = texts[language];
      await chooseLanguage(page, language);
      await page.getByRole('heading', { level: 1, name: text.companyInformation }).waitFor();
      await page.getByRole('link', { name: text.accountSecurity }).waitFor();
      await page.getByText(`${text.registered}:`).waitFor();
      // The day is written by dayjs, whose locale the page switches together with antd's.
      await expect.poll(() => registeredDay.textContent(), { timeout: 5_000 }).toMatch(text.day);
      expect(await htmlLang(page)).toBe(text.htmlLang);
      expect(await page.title()).toBe(`${text.companyInformation} · Vestibule`);
    }
    await screenshot(page, 'foundation-i18n--console-ja');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: texts.ja.companyInformation }).waitFor();
    expect(await registeredDay.textContent()).toMatch(texts.ja.day);

    // Signing out clears the session but keeps the language.
    await page.getByRole('button', { name: `${company.name} のアカウントメニュー` }).click();
    await page.getByRole('button', { name: texts.ja.logOut }).click();
    await page.waitForURL('**/signin.html');
    await page.getByRole('heading', { level: 1, name: texts.ja.signInTitle }).waitFor();
  });
});
