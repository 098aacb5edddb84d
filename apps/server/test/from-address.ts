import type { Envelope, LoginResult } from '@vestibule/contract';
import type { TestApp } from './api-harness.js';
import { passCaptcha } from './factories.js';

/*
 * A client at one network address, for the rules that count per address
 * (sign-in failures). Captchas are not tied to an address.
 */
export function fromAddress(t: TestApp, address: string) {
  const call = async <T = unknown>(name: string, body: object, base = '/api/') => {
    const response = await t.app.inject({ method: 'POST', url: `${base}${name}`, payload: body, remoteAddress: address });
    return response.json() as Envelope<T>;
  };
  return {
    call,
    /** Administrator sign-in through the captcha. */
    signIn: async (email: string, password: string) =>
      call<LoginResult>('Login', { email, password, digest: await passCaptcha(t, { email }) }),
    /** Employee sign-in through the captcha. */
    signInEmployee: async (phone: string, empPwd: string) =>
      call('empLogin', { phone, empPwd, digest: await passCaptcha(t, { phone }) }),
  };
}
