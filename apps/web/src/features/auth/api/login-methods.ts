import type { LoginResult } from '@vestibule/contract/entities/company';
import { type LoginType, loginTypes } from '@vestibule/contract/login-types';
import { callApi } from '../../../lib/api-client';
import type { SessionProfile } from '../../../lib/session';

export interface Credentials {
  account: string;
  password: string;
  digest: string;
}

/**
 * One entry per login type the sign-in page can offer (spec section 2). The
 * page shows those the server lists in getSiteConfig().loginTypes.
 */
export interface LoginMethod {
  type: LoginType;
  /** Locale key of the type's name. */
  label: string;
  /** Which account the captcha is passed for, and how the account field is labelled. */
  account: 'email' | 'phone';
  /** The forgot.html type that resets this kind of password. */
  forgotType: 3 | 4;
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

export const loginMethods: LoginMethod[] = [
  {
    type: loginTypes.administrator,
    label: 'loginType.0',
    account: 'email',
    forgotType: 3,
    signIn: async ({ account, password, digest }) =>
      companyProfile((await callApi('Login', { email: account, password, digest })) as LoginResult, loginTypes.administrator),
  },
];
