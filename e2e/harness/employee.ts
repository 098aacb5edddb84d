import type { Page } from 'playwright-core';
import type { startSmsCatcher } from '../../apps/server/test/message-catchers.js';
import { callApiOk, type E2eCompany, passCaptcha } from './api.js';
import type { RunningServer } from './server.js';

/* An employee of the company, activated with the SMS code and signed in over HTTP, as the console keeps them. */

export interface EmployeeAccount {
  name: string;
  phone: string;
  password: string;
  email?: string;
}

/** Adds, activates and signs in the employee; answers the profile the console keeps in sessionStorage. */
export async function signedInEmployee(
  server: RunningServer,
  sms: Awaited<ReturnType<typeof startSmsCatcher>>,
  company: E2eCompany,
  account: EmployeeAccount,
): Promise<Record<'token' | 'userid' | 'id' | 'company' | 'username' | 'loginType', string>> {
  const { name: employee_name, phone, email } = account;
  await callApiOk(server.url, 'addEmployee', { employee_name, phone, ...(email ? { email } : {}) }, company.token);
  await callApiOk(server.url, 'sendSmsCode', {
    phone: account.phone,
    digest: await passCaptcha(server, { phone: account.phone }),
  });
  // Set up before the tests run (no expect.poll there): wait for the gateway to receive the code.
  for (let waited = 0; !sms.received.some((message) => message.phone === account.phone); waited += 100) {
    if (waited > 10_000) throw new Error('No activation SMS arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verifyCode = /\b(\d{6})\b/.exec(sms.received.find((message) => message.phone === account.phone)!.text)![1]!;
  await callApiOk(server.url, 'webActivateAccount', { phone: account.phone, empPwd: account.password, verifyCode });
  const digest = await passCaptcha(server, { phone: account.phone });
  const login = await callApiOk<{ empid: number; token: string; userid: number; company: string }>(server.url, 'empLogin', {
    phone: account.phone,
    empPwd: account.password,
    digest,
  });
  return {
    token: `${login.empid}-${login.token}`,
    userid: String(company.userid),
    id: String(login.empid),
    company: login.company,
    username: account.name,
    loginType: '3',
  };
}

/** Makes every page of the context start signed in with the profile. */
export async function startAs(page: Page, profile: Record<string, string>): Promise<void> {
  await page.context().addInitScript((stored) => {
    if (!sessionStorage.getItem('token')) for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
  }, profile);
}
