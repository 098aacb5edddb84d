import { isAppError } from '@vestibule/contract/app-error';
import type { EmployeeLogin } from '@vestibule/contract/endpoints/employee-auth';
import { loginTypes } from '@vestibule/contract/login-types';
import { callApi } from '../../../lib/api-client';
import type { SessionProfile } from '../../../lib/session';
import { type CaptchaAnswer, passCaptcha } from '../../../lib/captcha';

/* Employee accounts: sign-in by phone, activation with an SMS code, and resetting a forgotten password. */

/** A company a phone number belongs to, as the 668 answer and checkEmpInfo list them. */
export interface CompanyChoice {
  userid: number;
  company: string;
}

const companyNotUnique = 668;
export const activateAccountStatus = 135;

/** The companies a 668 answer lists, or undefined for any other failure. */
export function companiesOf(error: unknown): CompanyChoice[] | undefined {
  if (!isAppError(error) || error.status !== companyNotUnique || !Array.isArray(error.result)) return undefined;
  return error.result as CompanyChoice[];
}

/** The session values of an employee: the token is `<empid>-<token>` and `userid` is the company. */
export const employeeProfile = (result: EmployeeLogin): Partial<SessionProfile> => ({
  id: String(result.empid),
  company: result.company,
  logo: '',
  userid: String(result.userid),
  username: result.empName,
  token: `${result.empid}-${result.token}`,
  phone: result.empPhone,
  email: result.empEmail,
  cardText: '',
  unsubscribe: '',
  subAccount: '',
  loginType: String(loginTypes.employee),
});

/** The companies where the phone belongs to an employee. */
export const companiesOfPhone = (phone: string): Promise<CompanyChoice[]> => callApi('checkEmpInfo', { phone });

/** Captcha for the phone, then a 6-digit code by SMS if the phone is an employee's. */
export async function sendEmployeeCode(phone: string, captcha: CaptchaAnswer): Promise<void> {
  const digest = await passCaptcha({ phone }, captcha);
  await callApi('sendSmsCode', { phone, digest, accountKind: 'employee' });
}

export interface PhoneCodePassword {
  phone: string;
  empPwd: string;
  verifyCode: string;
  /** The company picked when the phone is in several. */
  userid?: number;
}

/** First password of an employee account, proven by the SMS code. */
export const activateEmployee = (body: PhoneCodePassword) => callApi('webActivateAccount', body).then(() => undefined);

/** A new password for a forgotten one, proven by the SMS code (forgot.html?type=4). */
export const resetEmployeePassword = (body: PhoneCodePassword) => callApi('resetEmpPwd', body).then(() => undefined);
