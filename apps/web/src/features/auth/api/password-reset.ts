import { callApi } from '../../../lib/api-client';
import { type CaptchaAnswer, passCaptcha } from '../../../lib/captcha';

/** Captcha for the email, then the reset mail with its single-use link. */
export async function requestResetMail(email: string, captcha: CaptchaAnswer): Promise<void> {
  const digest = await passCaptcha({ email }, captcha);
  await callApi('RetrievePassword', { email, digest });
}

/** Captcha for the phone, then a 6-digit code by SMS if the phone is an Administrator's. */
export async function sendResetCode(phone: string, captcha: CaptchaAnswer): Promise<void> {
  const digest = await passCaptcha({ phone }, captcha);
  await callApi('sendSmsCode', { phone, digest, accountKind: 'manager' });
}

/** A new password with the mailed link (email and digest) or with the SMS code (phone and verifyCode). */
export const resetPassword = (
  body: { new_pwd: string } & ({ email: string; digest: string } | { phone: string; verifyCode: string }),
) => callApi('ModifyPassword', body).then(() => undefined);
