import { browser, pages } from '../../../lib/browser';
import { saveProfile } from '../../../lib/session';
import { type CaptchaAnswer, passCaptcha } from './captcha';
import type { LoginMethod } from './login-methods';

/** Captcha (when on), then the login call of the chosen type; the console opens on success. */
export async function signIn(method: LoginMethod, account: string, password: string, captcha: CaptchaAnswer): Promise<void> {
  // Code 77 during sign-in decides by the chosen type, so it is stored first.
  saveProfile({ loginType: method.type });
  const digest = await passCaptcha(method.account === 'email' ? { email: account } : { phone: account }, captcha);
  saveProfile(await method.signIn({ account, password, digest }));
  browser.goTo(pages.console);
}
