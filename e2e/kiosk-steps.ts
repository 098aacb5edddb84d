import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { startSmsCatcher } from '../apps/server/test/message-catchers.js';
import { callApiOk, type E2eCompany } from './harness/api.js';
import { seriousAccessibilityProblems } from './harness/axe.js';
import { signedInEmployee } from './harness/employee.js';
import type { RunningServer } from './harness/server.js';

/* What the reception tablet's browser tests share: the people they need, pairing, printing and accessibility checks. */

export const slow = { timeout: 15_000 };
export const landscape = { width: 1024, height: 768 };
export const portrait = { width: 768, height: 1024 };

export const reception = { account: 'front-desk', password: 'Desk-Pass-2026', sname: 'Front Desk' };
export const host = { employee_name: 'Ivy Inviter', phone: '13812349876', email: 'ivy.inviter@example.com' };

/** Adds the reception account the tablet pairs with. */
export const addReceptionAccount = (server: RunningServer, company: E2eCompany) =>
  callApiOk(server.url, 'AddManager', { ...reception, sType: 2 }, company.token);

/** The reception account's sign-in, as the tablet keeps it (its kioskPairing entry). */
export async function receptionPairing(server: RunningServer) {
  const login = await callApiOk<{ userid: number; token: string; company: string; account: string; sName: string }>(
    server.url,
    'LoginManager',
    { account: reception.account, password: reception.password },
  );
  return {
    token: `${login.userid}-${login.token}`,
    profile: {
      id: String(login.userid),
      userid: String(login.userid),
      company: login.company,
      username: login.sName,
      token: `${login.userid}-${login.token}`,
      loginType: '4',
    },
  };
}

/** The host, activated with the SMS code and signed in as an employee; their empid and token. */
export async function signedInHost(server: RunningServer, company: E2eCompany, sms: Awaited<ReturnType<typeof startSmsCatcher>>) {
  const account = { name: host.employee_name, phone: host.phone, email: host.email, password: 'Inviter-Pass-2026' };
  const profile = await signedInEmployee(server, sms, company, account);
  return { empid: Number(profile.id), token: profile.token };
}

/** window.print() counts its calls instead of opening the dialog. */
export async function countPrints(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}

export const printCount = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** Every page of the context opens as a tablet paired with the reception account. */
export async function startPaired(page: Page, profile: Record<string, string>): Promise<void> {
  await page.context().addInitScript((stored) => {
    if (!localStorage.getItem('kioskPairing')) localStorage.setItem('kioskPairing', JSON.stringify(stored));
  }, profile);
}

/** No serious or critical axe-core violations on the screen as it is. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const problems = await seriousAccessibilityProblems(page);
  expect(
    problems.map((problem) => `${problem.id} (${problem.impact}): ${problem.targets.join(', ')}`),
    `axe on ${screen}`,
  ).toEqual([]);
}

/** The @page size the page's style sheets set. */
export const pageSizeRule = (page: Page) =>
  page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSPageRule) return rule.style.getPropertyValue('size');
      }
    }
    return '';
  });

/** Waits until the live camera on the page shows pictures. */
export const cameraRunning = (page: Page, label: string) =>
  page.waitForFunction(
    (name) => {
      const video = document.querySelector<HTMLVideoElement>(`video[aria-label="${name}"]`);
      return !!video && video.videoWidth > 0;
    },
    label,
    slow,
  );
