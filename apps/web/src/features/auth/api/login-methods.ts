import { isDeputyType } from '@vestibule/contract/rules/deputy-rights';
import type { LoginResult } from '@vestibule/contract/entities/company';
import type { ManagerLogin } from '@vestibule/contract/entities/reception-account';
import type { SubAccountLogin } from '@vestibule/contract/entities/sub-account';
import type { SuperAccountLogin } from '@vestibule/contract/entities/super-account';
import { type LoginType, loginTypes } from '@vestibule/contract/login-types';
import { callApi } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { saveProfile, type SessionProfile } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { employeeProfile } from './employee-auth';

export interface Credentials {
  account: string;
  password: string;
  digest: string;
  /** The company picked after a 668 answer (employees whose phone is in several companies). */
  userid?: number;
}

/**
 * One entry per login type the sign-in page can offer (spec section 2). The
 * page shows those the server lists in getSiteConfig().loginTypes.
 */
export interface LoginMethod {
  type: LoginType;
  /** Locale key of the type's name. */
  label: string;
  /**
   * Which account the captcha is passed for (a name goes as the email), and how the account field is labelled;
   * 'emailOrName' takes a company's email or a manager's account name.
   */
  account: 'email' | 'phone' | 'name' | 'emailOrName';
  /** The forgot.html type that resets this kind of password; none where only the operator or the company resets it. */
  forgotType?: 3 | 4;
  /** Accounts that set their first password with an SMS code before they can sign in. */
  activation?: boolean;
  signIn(credentials: Credentials): Promise<Partial<SessionProfile>>;
}

/** The session values of a company account's login result. */
export const companyProfile = (result: LoginResult, loginType: LoginType): Partial<SessionProfile> => ({
  id: String(result.userid),
  company: result.company,
  logo: result.logo,
  userid: String(result.userid),
  username: result.username,
  token: `${result.userid}-${result.token}`,
  phone: result.phone,
  email: result.email,
  cardText: result.cardText,
  unsubscribe: String(result.unsubscribe),
  subAccount: String(result.subAccount),
  loginType: String(loginType),
});

/**
 * The session values of a resident company: `id` is its own, `userid` the main company's, and the header
 * carries `<userid>-<token>` as the original's sub-account sign-in stored it (api-facts 2.3).
 */
export const subAccountProfile = (result: SubAccountLogin): Partial<SessionProfile> => ({
  id: String(result.id),
  company: result.companyName,
  logo: result.logo,
  userid: String(result.userid),
  username: result.companyName,
  token: `${result.userid}-${result.token}`,
  phone: result.phone,
  email: result.email,
  cardText: '',
  unsubscribe: '',
  // Resident companies sign in only while the main company's multi-company switch is on.
  subAccount: '1',
  loginType: String(loginTypes.subcompany),
});

/** A super account's or HQ Administrator's session values; its token is sent as it came (api-facts 2.3). */
export const groupAccountProfile = (result: SuperAccountLogin): Partial<SessionProfile> => ({
  id: String(result.id),
  company: result.company,
  logo: result.logo,
  userid: String(result.userid),
  username: result.username,
  token: result.token,
  phone: '',
  email: '',
  cardText: '',
  unsubscribe: '',
  subAccount: '',
  loginType: String(loginTypes.hqAdministrator),
  hq: String(result.hq),
});

/**
 * A manager's session values: it acts for the company (userid) and sends `<account>-<token>`, the account as
 * typed, as the desk's LoginManager sessions do (api-facts 2.3); its role code and modules pick its screens.
 */
export const managerProfile = (result: ManagerLogin, account: string): Partial<SessionProfile> => ({
  id: String(result.userid),
  company: result.company,
  logo: '',
  userid: String(result.userid),
  username: result.sName || result.account,
  token: `${account}-${result.token}`,
  phone: '',
  email: result.pemail,
  cardText: '',
  unsubscribe: '',
  subAccount: '',
  loginType: String(loginTypes.administrator),
  hq: '',
  sType: String(result.sType),
  module: result.module.join(','),
});

/** A reception or verification account tried the console: it belongs at the reception terminal. */
export class DeskAccountRefused extends Error {
  constructor() {
    super(translate('auth:deskAccount'));
    this.name = 'DeskAccountRefused';
  }
}

/** LoginManager for a manager's account name; a desk account's session is ended at once, as the console is not its place. */
async function signInManager(account: string, password: string, digest: string): Promise<Partial<SessionProfile>> {
  const result = await callApi('LoginManager', { account, password, digest });
  if (isDeputyType(result.sType)) return managerProfile(result, account);
  saveProfile({ userid: result.userid, token: `${account}-${result.token}` });
  try {
    await callApi('logout', undefined, { quietFor: [27, 28, 29] });
  } catch {
    // Its session expires on its own; the refusal below is what the user needs to know.
  } finally {
    saveProfile({ userid: '', token: '' });
  }
  const refusal = new DeskAccountRefused();
  toast.error(refusal.message);
  throw refusal;
}

export const loginMethods: LoginMethod[] = [
  {
    type: loginTypes.administrator,
    label: 'loginType.0',
    account: 'emailOrName',
    forgotType: 3,
    // A company signs in with its email; an account name without '@' is one of its managers.
    signIn: async ({ account, password, digest }) =>
      account.includes('@')
        ? companyProfile(await callApi('Login', { email: account, password, digest }), loginTypes.administrator)
        : signInManager(account, password, digest),
  },
  {
    type: loginTypes.hqAdministrator,
    label: 'loginType.1',
    account: 'name',
    signIn: async ({ account, password, digest }) =>
      groupAccountProfile(await callApi('superAccountLogin', { username: account, password, digest })),
  },
  {
    type: loginTypes.subcompany,
    label: 'loginType.2',
    account: 'email',
    signIn: async ({ account, password, digest }) =>
      subAccountProfile(await callApi('subAccountLogin', { email: account, password, digest })),
  },
  {
    type: loginTypes.employee,
    label: 'loginType.3',
    account: 'phone',
    forgotType: 4,
    activation: true,
    signIn: async ({ account, password, digest, userid }) =>
      employeeProfile(await callApi('empLogin', { phone: account, empPwd: password, digest, userid })),
  },
];
