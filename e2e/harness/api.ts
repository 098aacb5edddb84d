import { randomBytes } from 'node:crypto';
import type { Envelope, LoginResult } from '@vestibule/contract';
import { beforeAll } from 'vitest';
import { captchaCode } from './database.js';
import type { RunningServer } from './server.js';

/*
 * Fast test set-up over HTTP: the same calls the pages make, without the pages.
 */

export type ApiAnswer<T> = Envelope<T> & { http: number };

export async function callApi<T = unknown>(
  baseUrl: string,
  name: string,
  body: unknown = {},
  token?: string,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-coolvisit-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return { http: response.status, ...((await response.json()) as Envelope<T>) };
}

/** Like callApi, but a non-zero status throws with the reason. */
export async function callApiOk<T = unknown>(baseUrl: string, name: string, body: unknown = {}, token?: string): Promise<T> {
  const answer = await callApi<T>(baseUrl, name, body, token);
  if (answer.status !== 0) throw new Error(`${name} answered ${answer.status}: ${answer.reason}`);
  return answer.result;
}

export interface E2eCompany {
  userid: number;
  name: string;
  company: string;
  email: string;
  phone: string;
  password: string;
  /** The header value a signed-in client sends: `<userid>-<token>`. */
  token: string;
}

/** Registers a company with unique names and returns its signed-in Administrator. */
export async function registerCompany(
  baseUrl: string,
  overrides: Partial<Record<'name' | 'company' | 'email' | 'phone' | 'password', string>> = {},
): Promise<E2eCompany> {
  const id = randomBytes(4).toString('hex');
  const body = {
    name: 'Ada Admin',
    company: `Company ${id}`,
    email: `admin-${id}@example.com`,
    phone: `139${String(parseInt(id, 16) % 1e8).padStart(8, '0')}`,
    password: 'secret-Pass1',
    ...overrides,
  };
  const result = await callApiOk<LoginResult>(baseUrl, 'Register', body);
  return { ...body, userid: result.userid, token: `${result.userid}-${result.token}` };
}

/**
 * One company for the test file, registered on the server before the tests
 * (call it after useServer): the object is filled in then, so read it inside tests.
 */
export function useCompany(server: RunningServer): E2eCompany {
  const company = {} as E2eCompany;
  beforeAll(async () => {
    Object.assign(company, await registerCompany(server.url));
  });
  return company;
}

/** Passes a captcha for an account (email) or phone, reading the code as a person reads the picture. */
export async function passCaptcha(server: RunningServer, account: { email?: string; phone?: string }): Promise<string> {
  const { digest } = await callApiOk<{ digest: string }>(server.url, 'getValidationCode');
  await callApiOk(server.url, 'validationCode', {
    email: account.email ?? '',
    phone: account.phone ?? '',
    digest,
    vcode: captchaCode(server.dataDir, digest),
  });
  return digest;
}

/** Administrator sign-in through the captcha; answers the header value `<userid>-<token>`. */
export async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const digest = await passCaptcha(server, { email });
  const result = await callApiOk<LoginResult>(server.url, 'Login', { email, password, digest });
  return `${result.userid}-${result.token}`;
}
