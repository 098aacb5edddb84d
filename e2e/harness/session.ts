import type { Page } from 'playwright-core';
import type { E2eCompany } from './api.js';

/** Makes every page of the context start signed in as the company's Administrator (the profile a sign-in stores). */
export async function startSignedIn(page: Page, company: E2eCompany): Promise<void> {
  await page.context().addInitScript(
    (profile) => {
      if (!sessionStorage.getItem('token'))
        for (const [key, value] of Object.entries(profile)) sessionStorage.setItem(key, value);
    },
    {
      token: company.token,
      userid: String(company.userid),
      id: String(company.userid),
      company: company.company,
      username: company.name,
      loginType: '0',
    },
  );
}

/** Opens a console path signed in as the company's Administrator, and waits for the screen's heading. */
export async function openSignedIn(page: Page, company: E2eCompany, path: string, heading: string): Promise<void> {
  await startSignedIn(page, company);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
