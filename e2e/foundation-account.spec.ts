import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleHeader, screenshot, serverEnvironment, signInThroughPage, signOutThroughMenu } from './foundation-steps.js';
import { registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';

/** A 168 × 42 logo, drawn as a real PNG file. */
function logoPng(): Buffer {
  const png = new PNG({ width: 168, height: 42 });
  for (let index = 0; index < png.data.length; index += 4) {
    const x = (index / 4) % png.width;
    png.data[index] = 29;
    png.data[index + 1] = x < 42 ? 91 : 160;
    png.data[index + 2] = 216;
    png.data[index + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** The strength meter's line under the new password. */
const strengthLine = (page: Page) => page.getByText(/^Strength: /);
/** What a screen reader tells about a field: the texts its aria-describedby names (antd's problem and hint). */
const descriptionOf = (field: Locator) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
// The first check of a field loads the contract's schemas.
const checked = { timeout: 10_000 };
const waitForCall = (page: Page, name: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/${name}`);

describe('account settings', () => {
  const server = useServer({ env: { ...serverEnvironment, CAPTCHA: 'on' } });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('changes the password under the company policy, then signs in with the new one', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await signInThroughPage(page, server, company);
    await page.getByRole('link', { name: 'Account security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account security' }).waitFor();

    const newPassword = page.getByLabel('New password');
    await newPassword.fill('abcdefgh');
    await strengthLine(page).filter({ hasText: 'Strength: Weak · Password strength is too weak' }).waitFor();
    await newPassword.fill('abcdef12');
    await strengthLine(page).filter({ hasText: 'Strength: Medium' }).waitFor();
    await newPassword.fill('Abcdef12!xyz');
    await strengthLine(page).filter({ hasText: 'Strength: Strong' }).waitFor();

    // The basic policy still refuses a weak password.
    await page.getByLabel('Current password').fill(company.password);
    await newPassword.fill('abcdefgh');
    await page.getByLabel('Confirm password').fill('abcdefgh');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => descriptionOf(newPassword), checked).toContain('Password strength is too weak');
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');

    // The medium policy asks for 12-25 characters.
    const policy = page.getByRole('region', { name: 'Password policy' });
    await policy.getByRole('radio', { name: /Medium/ }).check();
    const policySaved = waitForCall(page, 'updatePasswordPolicy');
    await policy.getByRole('button', { name: 'Save' }).click();
    expect(await (await policySaved).json()).toMatchObject({ status: 0 });
    await page.getByText('12-25 characters with at least two of uppercase, lowercase, digits and symbols').waitFor();
    await newPassword.fill('Short-1a');
    await page.getByLabel('Confirm password').fill('Short-1a');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => descriptionOf(newPassword), checked).toContain('Password must be 12-25 characters');

    const fresh = 'Fresh-Secret-2025';
    await newPassword.fill(fresh);
    await page.getByLabel('Confirm password').fill(fresh);
    const changed = waitForCall(page, 'updatePassword');
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await (await changed).json()).toMatchObject({ status: 0 });
    await page.getByText('Saved', { exact: true }).last().waitFor();
    // A changed password empties the form.
    await expect.poll(() => page.getByLabel('Current password').inputValue()).toBe('');
    await screenshot(page, 'foundation-account--password-changed');

    await signOutThroughMenu(page, company.name);
    await signInThroughPage(page, server, { email: company.email, password: fresh });
    await consoleHeader(page).getByText(company.company).waitFor();
  });

  test('edits the company information and uploads a PNG logo', async () => {
    const page = ui.page;
    const company = await registerCompany(server.url);
    await signInThroughPage(page, server, company);
    // Sign-in lands on the visitor overview; company information is in the navigation.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Company information' }).click();
    const basic = page.getByRole('region', { name: 'Basic information' });
    await basic.getByLabel('Company name').waitFor();

    // A new company has no abbreviation yet, and the form asks for one.
    const abbreviation = basic.getByLabel('Abbreviation');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => descriptionOf(abbreviation), checked).toContain('Abbreviation cannot be empty');
    // Past 6 characters the field takes no more, and its counter says so.
    await abbreviation.pressSequentially('HARBOUR');
    expect(await abbreviation.inputValue()).toBe('HARBOU');
    await basic.getByText('6 / 6').waitFor();
    await expect.poll(() => descriptionOf(abbreviation), checked).not.toContain('Abbreviation cannot be empty');

    const renamed = `${company.company} Renamed`;
    await basic.getByLabel('Company name').fill(renamed);
    await abbreviation.fill('HARBOR');
    await basic.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    const preview = basic.getByRole('img', { name: 'Company logo' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/files\/[0-9a-f]{32}\/logo\.png$/);

    const saved = waitForCall(page, 'ModifyUserInfo');
    await basic.getByRole('button', { name: 'Save' }).click();
    expect(await (await saved).json()).toMatchObject({ status: 0, result: { company: renamed, abbreviation: 'HARBOR' } });
    await consoleHeader(page).getByText(renamed).waitFor();
    const headerLogo = consoleHeader(page).getByRole('img', { name: `${renamed} logo` });
    await headerLogo.waitFor();
    await expect.poll(() => headerLogo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(168);
    await screenshot(page, 'foundation-account--company-saved');

    // The server kept it: a reload shows the same.
    await page.reload();
    await consoleHeader(page).getByText(renamed).waitFor();
    expect(await basic.getByLabel('Company name').inputValue()).toBe(renamed);
    expect(await basic.getByLabel('Abbreviation').inputValue()).toBe('HARBOR');
  });
});
