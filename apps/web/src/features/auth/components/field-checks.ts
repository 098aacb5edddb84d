import { phonePattern } from '@vestibule/contract/patterns';
import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { confirmationCheck, newPasswordCheck } from './new-password-pair';
import type { FieldCheck } from './use-form-fields';

/** A field that must not be blank. */
export const requiredText = (key: string) => (value: string) => (value.trim() ? undefined : key);

/** A field that must not be blank and must match the pattern. */
export const matching = (pattern: RegExp, blankKey: string, wrongKey: string) => (value: string) => {
  const text = value.trim();
  if (!text) return blankKey;
  return pattern.test(text) ? undefined : wrongKey;
};

type PhoneCodeValues = { phone: string; vcode: string; verifyCode: string; password: string; passwordConfirm: string };

/** Checks of the forms that prove a phone by SMS code and then set a new password. */
export const phoneCodeChecks = <V extends PhoneCodeValues>(captchaOn: boolean, policy: PasswordPolicy) => ({
  phone: matching(phonePattern, 'auth:phoneRequired', 'auth:phoneInvalid'),
  vcode: (value: string) => (captchaOn && !value.trim() ? 'auth:captcha.required' : undefined),
  verifyCode: requiredText('auth:forgot.codeRequired'),
  password: newPasswordCheck<V>(policy),
  passwordConfirm: confirmationCheck<V>('password') as FieldCheck<V>,
});
