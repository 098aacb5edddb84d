import { loginTypes } from '@vestibule/contract/login-types';
import { callApi, type RequestOf } from '../../../lib/api-client';
import { browser, pages } from '../../../lib/browser';
import { saveProfile } from '../../../lib/session';
import { companyProfile } from './login-methods';

/** Registers the company and its Administrator, who is then signed in (46, 4 and 3 come back as toasts). */
export async function registerCompany(body: RequestOf<'Register'>): Promise<void> {
  const result = await callApi('Register', body);
  saveProfile(companyProfile(result, loginTypes.administrator));
  browser.goTo(pages.console);
}
