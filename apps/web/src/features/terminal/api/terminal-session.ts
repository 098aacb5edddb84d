import { loginTypes } from '@vestibule/contract/login-types';
import { callApi } from '../../../lib/api-client';
import { type CaptchaAnswer, passCaptcha } from '../../../lib/captcha';
import { clearSession, saveProfile } from '../../../lib/session';

/**
 * A reception or verification account signs in with LoginManager. Like the
 * original client, it sends `<account>-<token>` as its token; the session
 * lives in the tab's sessionStorage as the console's does.
 */
export async function signInAtDesk(account: string, password: string, captcha: CaptchaAnswer): Promise<void> {
  const digest = await passCaptcha({ email: account }, captcha);
  const login = await callApi('LoginManager', { account, password, digest });
  saveProfile({
    id: login.account,
    company: login.company,
    userid: login.userid,
    username: login.sName || login.account,
    token: `${login.account}-${login.token}`,
    email: login.pemail,
    loginType: loginTypes.reception,
  });
}

/** Ends the session on the server and here; the desk then shows its sign-in form again. */
export async function signOutOfDesk(): Promise<void> {
  try {
    await callApi('logout');
  } finally {
    clearSession();
  }
}
