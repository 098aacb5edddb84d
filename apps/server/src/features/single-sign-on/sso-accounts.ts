import { employeeEndpoints, type SsoClaim } from '@vestibule/contract';
import { phonePattern } from '@vestibule/contract/patterns';
import type { IDToken } from 'openid-client';
import type { AppContext } from '../../platform/context.js';
import { employeeStates } from '../../platform/db/schema.js';
import { lowerCase } from '../../platform/text.js';
import { companyRow } from '../account/account.service.js';
import { addEmployee } from '../employees/employees.service.js';
import type { ProviderRow } from './sso-config.service.js';
import { SsoFailure } from './sso-failure.js';
import { findEmployeesBy } from './sso-provider.repo.js';

/*
 * Which account of the provider's company the ID token names, by the claim the
 * company chose. Only that company's accounts are looked at, so another
 * company's provider can never sign anyone into this one.
 */

export type SignInKind = 'manager' | 'employee';

const claimText = (claims: IDToken, name: string) => {
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** A phone as employees' phones are kept: the provider's E.164 form without China's +86. */
const phoneOf = (value: string) => {
  const compact = value.replace(/[\s-]/g, '').replace(/^\+86/, '');
  return phonePattern.test(compact) ? compact : '';
};

/** The claim's value, or '' when the token lacks it or, for email, the provider has not verified it. */
function identityOf(claims: IDToken, claim: SsoClaim): string {
  const value = claimText(claims, claim);
  if (claim === 'email') return claims.email_verified === true ? lowerCase(value) : '';
  if (claim === 'phone_number') return phoneOf(value);
  return value;
}

/** The id of the account signing in (the company's for the Administrator, the employee's); creates one just in time if allowed. */
export async function accountVouchedFor(
  ctx: AppContext,
  provider: ProviderRow,
  kind: SignInKind,
  claims: IDToken,
): Promise<number> {
  const claim = provider.claim as SsoClaim;
  const identity = identityOf(claims, claim);
  if (!identity) throw new SsoFailure('unknown-identity', `no usable ${claim} claim`);
  const companyId = provider.companyId;
  if (kind === 'manager') {
    const company = await companyRow(ctx, companyId);
    const account = claim === 'phone_number' ? company?.phone : company?.email;
    if (!company || !account || lowerCase(account) !== lowerCase(identity)) throw new SsoFailure('unknown-identity');
    return companyId;
  }
  // An email names the employee by email; a phone by phone; a user name by work number.
  const column = claim === 'email' ? 'empEmail' : claim === 'phone_number' ? 'empPhone' : 'empNo';
  const matches = await findEmployeesBy(ctx.database.db, companyId, column, identity);
  // Two employees holding the same email would make the identity ambiguous: neither is signed in.
  if (matches.length > 1) throw new SsoFailure('unknown-identity', 'several employees match');
  const [match] = matches;
  if (match) {
    if (match.empState !== employeeStates.enabled) throw new SsoFailure('account-unavailable');
    return match.id;
  }
  if (!provider.jitEmployees) throw new SsoFailure('unknown-identity');
  return createEmployee(ctx, companyId, claims);
}

/** Just-in-time creation: an employee from the token's name, email and phone, with no password. */
async function createEmployee(ctx: AppContext, companyId: number, claims: IDToken): Promise<number> {
  const phone = phoneOf(claimText(claims, 'phone_number'));
  const email = claims.email_verified === true ? lowerCase(claimText(claims, 'email')) : '';
  const name = claimText(claims, 'name') || claimText(claims, 'preferred_username') || email.split('@')[0] || '';
  // Employees are found by phone everywhere else (sign-in, the pad): one without a phone cannot be made.
  const parsed = employeeEndpoints.addEmployee.request.safeParse({
    employee_name: name,
    phone,
    ...(email ? { email } : {}),
    ...(claimText(claims, 'preferred_username') ? { empNo: claimText(claims, 'preferred_username').slice(0, 50) } : {}),
  });
  if (!parsed.success) throw new SsoFailure('unknown-identity', 'the identity lacks a name or phone to create an employee');
  try {
    const employee = await addEmployee(ctx, companyId, parsed.data);
    return employee.empid;
  } catch (error) {
    ctx.logger.warn({ err: error, companyId }, 'single sign-on could not create the employee');
    throw new SsoFailure('unknown-identity', 'the employee could not be created');
  }
}
