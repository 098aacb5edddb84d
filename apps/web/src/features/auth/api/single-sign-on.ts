import type { EmployeeLogin } from '@vestibule/contract/endpoints/employee-auth';
import type { SsoErrorCode } from '@vestibule/contract/endpoints/single-sign-on';
import type { LoginResult } from '@vestibule/contract/entities/company';
import { loginTypes } from '@vestibule/contract/login-types';
import { callApi } from '../../../lib/api-client';
import { browser, pages } from '../../../lib/browser';
import { saveProfile } from '../../../lib/session';
import { employeeProfile } from './employee-auth';
import { companyProfile } from './login-methods';

/*
 * Single sign-on: the page sends the browser to /sso/start; the company's
 * provider brings it back to signin.html#sso=<ticket> (or #ssoError=<code>),
 * and the ticket is traded for the session Login or empLogin would give.
 */

/** Who signs in: the original ssoLogin's type 1 (the Administrator) or 2 (an employee). */
export type SsoKind = 1 | 2;

export type { SsoErrorCode };

/** Why the provider's answer was refused, as the callback names it (the contract's list, kept out of this page's bundle). */
const ssoErrorCodes = [
  'not-configured',
  'unknown-identity',
  'account-unavailable',
  'provider-refused',
  'provider-unreachable',
  'expired',
] as const satisfies readonly SsoErrorCode[];

const invalidLinkStatus = 39;

/** What the address's fragment says: a ticket to trade, or an error to explain. */
export function ssoReturnOf(hash: string): { ticket?: string; error?: SsoErrorCode } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = fragment.get('sso');
  if (ticket) return { ticket };
  const error = fragment.get('ssoError');
  if (error === null) return {};
  return { error: (ssoErrorCodes as readonly string[]).includes(error) ? (error as SsoErrorCode) : 'provider-refused' };
}

/** Off to the company's provider, found by the email's domain. */
export function startSso(email: string, kind: SsoKind): void {
  browser.goTo(`/sso/start?${new URLSearchParams({ email, type: String(kind) }).toString()}`);
}

const isEmployeeLogin = (result: LoginResult | EmployeeLogin): result is EmployeeLogin => 'empid' in result;

/** Trades the ticket for a session and opens the console; an unknown or used ticket rejects quietly (39). */
export async function redeemSsoTicket(ticket: string): Promise<void> {
  const result = await callApi('ssoLogin', { ticket }, { quietFor: [invalidLinkStatus] });
  saveProfile(isEmployeeLogin(result) ? employeeProfile(result) : companyProfile(result, loginTypes.administrator));
  browser.goTo(pages.console);
}
