import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@vestibule/contract';
import { sha256 } from '../src/platform/crypto.js';
import type { TestApp } from './api-harness.js';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface TestCompany {
  userid: number;
  email: string;
  password: string;
  company: string;
  phone: string;
  /** The header value a signed-in client sends: `<userid>-<token>`. */
  token: string;
}

/** Registers a company through the API and returns its signed-in Administrator. */
export async function buildCompany(
  t: TestApp,
  overrides: Partial<Record<'name' | 'company' | 'email' | 'phone' | 'password', string>> = {},
): Promise<TestCompany> {
  const id = unique();
  const body = {
    name: 'Ada Admin',
    company: `Company ${id}`,
    email: `admin-${id}@example.com`,
    phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'secret-Pass1',
    ...overrides,
  };
  const answer = await t.call<LoginResult>('Register', body);
  if (answer.status !== 0) throw new Error(`Register failed: ${answer.status} ${answer.reason}`);
  return { ...body, userid: answer.result.userid, token: `${answer.result.userid}-${answer.result.token}` };
}

/** Reads the code of a captcha straight from the database, as a person reads the picture. */
export async function captchaCode(t: TestApp, digest: string): Promise<string> {
  const row = await t.ctx.database.db
    .selectFrom('singleUseSecret')
    .select('payload')
    .where('purpose', '=', 'captcha')
    .where('secretHash', '=', sha256(digest))
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.payload) as { code: string }).code;
}

/** Passes the captcha for an account (email) or phone and returns the digest to sign in with. */
export async function passCaptcha(t: TestApp, account: { email?: string; phone?: string }): Promise<string> {
  const issued = await t.call<{ digest: string }>('getValidationCode');
  const vcode = await captchaCode(t, issued.result.digest);
  const checked = await t.call('validationCode', {
    email: account.email ?? '',
    phone: account.phone ?? '',
    digest: issued.result.digest,
    vcode,
  });
  if (checked.status !== 0) throw new Error(`captcha failed: ${checked.reason}`);
  return issued.result.digest;
}

/** Administrator sign-in through the captcha, as the sign-in page does it. */
export async function signIn(t: TestApp, email: string, password: string) {
  const digest = await passCaptcha(t, { email });
  return t.call<LoginResult>('Login', { email, password, digest });
}
