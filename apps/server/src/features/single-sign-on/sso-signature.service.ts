import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, type EndpointRequest, type singleSignOnEndpoints, ssoLoginTypes, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { findSecret, issueSecret } from '../../platform/secrets.js';
import { lowerCase } from '../../platform/text.js';
import { companyRow } from '../account/account.service.js';
import { signInManagerVouchedFor } from '../auth/auth.service.js';
import { signInEmployeeVouchedFor } from '../employee-auth/employee-auth.service.js';
import { legacySecretOf } from './sso-config.service.js';
import { findEmployeesBy, findProviderOf } from './sso-provider.repo.js';

/*
 * The original product's ssoLogin: a partner's server signs the account with
 * a secret it shares with the company, authid = MD5(account + timeStamp +
 * secret). Each signature works once, while its timeStamp is within five
 * minutes of now.
 */

type SignedInput = EndpointRequest<typeof singleSignOnEndpoints.ssoLoginBySignature>;

const freshMs = 5 * 60_000;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

const sameHex = (expected: string, given: string) =>
  expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given));

export async function signInBySignature(ctx: AppContext, input: SignedInput, ip: string) {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  if (Math.abs(now - input.timeStamp) > freshMs) throw new AppError(Status.staleSignature);
  const kind = input.type === ssoLoginTypes.manager ? 'manager' : 'employee';
  const provider = await findProviderOf(db, input.userid);
  const serves = provider?.legacyLogin && (kind === 'manager' ? provider.forManager : provider.forEmployee);
  const secret = serves ? legacySecretOf(ctx, provider) : undefined;
  // A company that takes no signed sign-in has no secret any authid could match.
  if (!secret || !sameHex(md5(`${input.account}${input.timeStamp}${secret}`), lowerCase(input.authid))) {
    throw new AppError(Status.invalidPassword, 'authid does not match');
  }
  const signature = `${input.userid}:${lowerCase(input.authid)}`;
  if (await findSecret(db, 'sso-signature', signature)) throw new AppError(Status.staleSignature);
  await issueSecret(db, 'sso-signature', signature, {
    subject: `company:${input.userid}`,
    payload: {},
    now,
    lifetimeMs: 2 * freshMs,
  });
  const account = lowerCase(input.account.trim());
  if (kind === 'manager') {
    const company = await companyRow(ctx, input.userid);
    if (!company || (lowerCase(company.email) !== account && company.phone !== account)) throw new AppError(Status.invalidUser);
    return signInManagerVouchedFor(ctx, input.userid, ip);
  }
  const column = account.includes('@') ? 'empEmail' : 'empPhone';
  const matches = await findEmployeesBy(db, input.userid, column, account);
  const [match] = matches;
  if (!match || matches.length > 1) throw new AppError(Status.invalidUser);
  return signInEmployeeVouchedFor(ctx, input.userid, match.id, ip);
}
