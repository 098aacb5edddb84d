import { browser, pages } from '../../../lib/browser';
import { saveProfile } from '../../../lib/session';
import { type CaptchaAnswer, passCaptcha } from '../../../lib/captcha';
import { type CompanyChoice, companiesOf } from './employee-auth';
import type { LoginMethod } from './login-methods';

/** The phone is in several companies (668): sign in again with one of them; the passed captcha still holds. */
export class CompanyChoiceNeeded extends Error {
  constructor(
    readonly digest: string,
    readonly companies: CompanyChoice[],
  ) {
    super('Choose a company');
    this.name = 'CompanyChoiceNeeded';
  }
}

/** A company picked after a 668 answer, with the digest of the captcha passed before it. */
export interface PickedCompany {
  digest: string;
  userid: number;
}

/** Captcha (when on), then the login call of the chosen type; the console opens on success. */
export async function signIn(
  method: LoginMethod,
  account: string,
  password: string,
  captcha: CaptchaAnswer,
  picked?: PickedCompany,
): Promise<void> {
  // Code 77 during sign-in decides by the chosen type, so it is stored first.
  saveProfile({ loginType: method.type });
  const digest = picked
    ? picked.digest
    : await passCaptcha(method.account === 'phone' ? { phone: account } : { email: account }, captcha);
  try {
    saveProfile(await method.signIn({ account, password, digest, userid: picked?.userid }));
  } catch (error) {
    const companies = companiesOf(error);
    throw companies ? new CompanyChoiceNeeded(digest, companies) : error;
  }
  browser.goTo(pages.console);
}
