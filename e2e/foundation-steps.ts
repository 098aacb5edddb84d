import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { captchaCode } from './harness/database.js';
import { artifactsDir } from './harness/paths.js';
import type { RunningServer } from './harness/server.js';

/*
 * Steps the foundation specs share: what a person does on the sign-in page and
 * in the console shell, with the English labels of apps/web/src/locales/en.
 */

/** Several sign-ins a minute come from one address in these files; the default limit is for people. */
export const serverEnvironment = { RATE_LIMIT_PER_MINUTE: '1000' };

const isCaptchaCall = (url: string) => new URL(url).pathname === '/api/getValidationCode';

const shown = { timeout: 10_000 };

/** The captcha picture of the page on screen. */
export const captchaPicture = (page: Page) => page.locator('.captcha-button img');

/**
 * Runs `trigger` and answers the code of the captcha picture the page then
 * shows, read as a person reads it. Only pictures asked for after `trigger`
 * starts count: a page being left may still be fetching its own.
 */
export async function captchaShownAfter(page: Page, server: RunningServer, trigger: () => Promise<unknown>): Promise<string> {
  const asked = new Set<Request>();
  const track = (request: Request) => {
    if (isCaptchaCall(request.url())) asked.add(request);
  };
  page.on('request', track);
  try {
    const [response] = await Promise.all([page.waitForResponse((candidate) => asked.has(candidate.request())), trigger()]);
    const { result } = (await response.json()) as { result: { digest: string; base64Str: string } };
    await expect.poll(() => captchaPicture(page).getAttribute('src'), shown).toBe(`data:image/png;base64,${result.base64Str}`);
    return captchaCode(server.dataDir, result.digest);
  } finally {
    page.off('request', track);
  }
}

/** Opens signin.html and answers the code of the captcha it shows. */
export const openSignIn = (page: Page, server: RunningServer) => captchaShownAfter(page, server, () => page.goto('/signin.html'));

/** Fills the sign-in form on screen with an account and a captcha code. */
export async function fillSignIn(page: Page, account: { email: string; password: string }, code: string) {
  await page.getByLabel('Account (email)').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Image verification code').fill(code);
}

export const pressSignIn = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true }).click();

/** Signs in with the sign-in form on screen and waits for the console's first screen. */
export async function completeSignIn(page: Page, account: { email: string; password: string }, code: string) {
  await fillSignIn(page, account, code);
  await pressSignIn(page);
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Visitor overview' }).waitFor();
}

/** Opens signin.html, signs in and waits for the console's first screen. */
export async function signInThroughPage(page: Page, server: RunningServer, account: { email: string; password: string }) {
  await completeSignIn(page, account, await openSignIn(page, server));
}

/** The company name (and logo) at the top of the console. */
export const consoleHeader = (page: Page) => page.getByRole('banner');

/** Logs out through the user menu of the named person and waits for signin.html. */
export async function signOutThroughMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu of ${name}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/signin.html');
  await page.getByRole('heading', { level: 1, name: 'Sign in to Vestibule' }).waitFor();
  await captchaPicture(page).waitFor();
}

/** The token the page keeps in sessionStorage ('' when signed out). */
export const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token') ?? '');

/**
 * Whether the walks leave pictures of their screens for a person to look at (`E2E_SCREENSHOTS=1`). Each picture
 * lays the page out and encodes it, which the run pays for in CPU; a failed test's pages are kept either way.
 */
export const takingScreenshots = process.env.E2E_SCREENSHOTS === '1';

/** A full-page screenshot in e2e/.artifacts, named after the spec and the moment, when pictures are asked for. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  if (!takingScreenshots) return;
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}
