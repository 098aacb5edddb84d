import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailCatcher } from '../apps/server/test/message-catchers.js';

type Mailbox = Awaited<ReturnType<typeof startMailCatcher>>;
import { captchaShownAfter, completeSignIn, screenshot, serverEnvironment } from './foundation-steps.js';
import { registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { type RunningServer, startServer } from './harness/server.js';

/** Waits for the mail to an address and answers the reset link in it. */
async function mailedLink(mailbox: Mailbox, email: string): Promise<string> {
  const mail = () => mailbox.received.find((message) => message.to.includes(email));
  await expect.poll(mail, { timeout: 10_000 }).toBeDefined();
  const link = /https?:\/\/\S+\/forgot\.html\?\S+/.exec(mail()?.raw ?? '')?.[0];
  if (!link) throw new Error(`No reset link in the mail to ${email}`);
  return link;
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

const panel = (page: Page) => page.getByRole('region', { name: 'Reset your password' });

/** Whether an element lies within another's width (links drawn as full-width buttons). */
async function fitsIn(inner: Locator, outer: Locator): Promise<boolean> {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  return !!box && !!frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width;
}

describe('forgotten Administrator password', () => {
  let server: RunningServer;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailCatcher();
    // The server's own URL is where mailed links lead (the harness sets PUBLIC_URL to it).
    server = await startServer({ env: { ...serverEnvironment, CAPTCHA: 'on', SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('mails a link that sets a new password once; the new password signs in', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);

    const code = await captchaShownAfter(page, server, () => page.goto('/forgot.html?type=3'));
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    expect(await page.getByRole('tab', { name: 'By email' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Account (email)').fill(company.email);
    await page.getByLabel('Image verification code').fill(code);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your mailbox' }).waitFor();
    await page.getByText(`We sent a link to ${company.email}.`).waitFor();

    const link = await mailedLink(mailbox, company.email);
    expect(link.startsWith(`${server.url}/forgot.html?type=3&`)).toBe(true);
    await page.goto(link);
    await page.getByText(`Set a new password for ${company.email}.`).waitFor();
    const fresh = 'Mailed-Secret-77';
    await setNewPassword(page, fresh);
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    expect(await fitsIn(page.getByRole('link', { name: 'Sign in', exact: true }), panel(page))).toBe(true);
    await screenshot(page, 'foundation-forgot--password-changed');

    const signInCode = await captchaShownAfter(page, server, () =>
      page.getByRole('link', { name: 'Sign in', exact: true }).click(),
    );
    expect(new URL(page.url()).pathname).toBe('/signin.html');
    await completeSignIn(page, { email: company.email, password: fresh }, signInCode);

    // A link works once.
    const again = await ui.openPage();
    await again.goto(link);
    await setNewPassword(again, 'Another-Secret-88');
    await again.getByRole('heading', { name: 'The link is invalid or has expired' }).waitFor();
    await again.getByText('Reset links work once, within 30 minutes. Ask for a new one.').waitFor();
    const askAgain = again.getByRole('link', { name: 'Ask for a new link' });
    expect(await askAgain.getAttribute('href')).toBe('/forgot.html?type=3');
    expect(await fitsIn(askAgain, panel(again))).toBe(true);
    await screenshot(again, 'foundation-forgot--link-used');
  });

  test('a link that was never mailed shows the invalid-link message', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await page.goto(`/forgot.html?type=3&email=${encodeURIComponent(company.email)}&digest=${'0'.repeat(32)}`);
    await setNewPassword(page, 'Guessed-Secret-1');
    await page.getByRole('heading', { name: 'The link is invalid or has expired' }).waitFor();
    await screenshot(page, 'foundation-forgot--link-invalid');
  });
});
