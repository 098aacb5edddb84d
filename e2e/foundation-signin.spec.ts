import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  captchaPicture,
  captchaShownAfter,
  completeSignIn,
  consoleHeader,
  fillSignIn,
  screenshot,
  serverEnvironment,
  signInThroughPage,
  signOutThroughMenu,
  openSignIn,
  pressSignIn,
  storedToken,
} from './foundation-steps.js';
import { callApi, registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';

const sessionEnded = [27, 28, 29];

describe('signing in and out', () => {
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'on' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('registers a company on the sign-in page, signs in through the captcha and signs out', async () => {
    const page = ui.page;
    const id = randomBytes(4).toString('hex');
    const person = { name: 'Grace Hopper', company: `Harbour Works ${id}`, email: `grace-${id}@example.com` };
    const password = 'Harbour-Pass-1';

    await page.goto('/signin.html');
    await page.getByRole('button', { name: 'Register a company' }).click();
    await page.getByRole('heading', { level: 1, name: 'Register your company' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#register');
    await page.getByLabel('Company name').fill(person.company);
    await page.getByLabel('Your name').fill(person.name);
    await page.getByLabel('Email (your account)').fill(person.email);
    await page.getByLabel('Phone').fill(`137${String(parseInt(id, 16) % 1e8).padStart(8, '0')}`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register and sign in' }).click();

    // Registration signs the new Administrator in.
    await page.waitForURL((url) => url.pathname === '/');
    await consoleHeader(page).getByText(person.company).waitFor();
    await signOutThroughMenu(page, person.name);

    await signInThroughPage(page, server, { email: person.email, password });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const links = navigation.getByRole('link');
    // Other screens join the navigation as they are built.
    expect(await links.allTextContents()).toEqual(expect.arrayContaining(['Company information', 'Account security']));
    expect(await consoleHeader(page).textContent()).toContain(person.company);
    const footer = page.locator('footer');
    expect(await footer.textContent()).toMatch(new RegExp(`© ${new Date().getFullYear()} Vestibule · v\\d+\\.\\d+\\.\\d+`));
    expect(await page.title()).toBe('Overview · Vestibule');
    await navigation.getByRole('link', { name: 'Account security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor();
    await screenshot(page, 'foundation-signin--console-shell');

    const token = await storedToken(page);
    expect(token).toMatch(/^\d+-\S+$/);
    await signOutThroughMenu(page, person.name);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // The server forgot the session too.
    const afterLogout = await callApi(server.url, 'GetUserInfo', { userid: Number(token.split('-')[0]) }, token);
    expect(sessionEnded).toContain(afterLogout.status);
    await screenshot(page, 'foundation-signin--signed-out');
  });

  test('tells a wrong password in the error toast and signs in with the next captcha', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);

    await fillSignIn(page, { email: company.email, password: 'Not-The-Password-9' }, await openSignIn(page, server));
    // A tried captcha is spent: the page shows a new picture and empties the field.
    const nextCode = await captchaShownAfter(page, server, () => pressSignIn(page));
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid password' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Invalid password');
    expect(new URL(page.url()).pathname).toBe('/signin.html');
    expect(await page.getByLabel('Image verification code').inputValue()).toBe('');
    await screenshot(page, 'foundation-signin--wrong-password');

    await completeSignIn(page, company, nextCode);
    await consoleHeader(page).getByText(company.company).waitFor();
  });

  test('a session the server has ended sends the console back to signin.html', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await signInThroughPage(page, server, company);
    await page.goto('/account/base');
    await page.getByRole('heading', { level: 1, name: 'Company information' }).waitFor();
    const token = await storedToken(page);

    // Signed out elsewhere (another tab, the server's idle limit): the next call is refused.
    expect((await callApi(server.url, 'logout', {}, token)).status).toBe(0);
    const cardPanel = page.getByRole('region', { name: 'Visitor card' });
    await cardPanel.getByLabel('Card text').fill('Welcome to our office');
    await cardPanel.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/signin.html');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Vestibule' }).waitFor();
    expect(await storedToken(page)).toBe('');
    await screenshot(page, 'foundation-signin--session-ended');
  });

  test('a forged session token sends the console back to signin.html', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await signInThroughPage(page, server, company);

    await page.evaluate(() => sessionStorage.setItem('token', `${sessionStorage.getItem('userid')}-forged`));
    await page.reload();
    await page.waitForURL('**/signin.html');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Vestibule' }).waitFor();
    expect(await storedToken(page)).toBe('');

    // Without any token the console does not even open.
    await page.goto('/account/safe');
    await page.waitForURL('**/signin.html');
    await screenshot(page, 'foundation-signin--forged-token');
  });
});

describe('signing in with CAPTCHA=off to an account under attack', () => {
  // Proxy headers stand for the attackers' addresses; the browser signs in from the server's own address.
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'off', TRUST_PROXY: 'on' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('shows the captcha the server then demands (119), and the owner signs in with it', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    // Five wrong passwords from five other addresses lock nobody out, but the account now needs a captcha.
    for (let host = 1; host <= 5; host += 1) {
      const answer = await fetch(`${server.url}/api/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${host}` },
        body: JSON.stringify({ email: company.email, password: 'Not-The-Password-9' }),
      });
      expect(((await answer.json()) as { status: number }).status).toBe(2);
    }

    await page.goto('/signin.html');
    await page.getByLabel('Account (email)').fill(company.email);
    await page.getByLabel('Password', { exact: true }).fill(company.password);
    expect(await captchaPicture(page).count()).toBe(0);
    const code = await captchaShownAfter(page, server, () => pressSignIn(page));
    await page.getByText('This account had several failed sign-ins recently').waitFor();
    await screenshot(page, 'foundation-signin--captcha-demanded');
    await completeSignIn(page, company, code);
    await consoleHeader(page).getByText(company.company).waitFor();
  });
});
