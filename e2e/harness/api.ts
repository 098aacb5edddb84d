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
 * One company for the test file, registered once the server runs (call it after
 * useServer). The answer reads through to the company, so tests use it like one.
 */
export function useCompany(server: RunningServer): E2eCompany {
  let registered: E2eCompany | undefined;
  const current = () => {
    if (!registered) throw new Error('The company is not registered yet (use it inside tests)');
    return registered;
  };
  beforeAll(async () => {
    registered = await registerCompany(server.url);
  });
  return {
    get userid() {
      return current().userid;
    },
    get name() {
      return current().name;
    },
    get company() {
      return current().company;
    },
    get email() {
      return current().email;
    },
    get phone() {
      return current().phone;
    },
    get password() {
      return current().password;
    },
    get token() {
      return current().token;
    },
  };
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
