import { passwordPolicies } from '@vestibule/contract/rules/password-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../lib/captcha';
import { resetPassword, sendResetCode } from '../api/password-reset';
import { useAction } from '../api/use-action';
import { CaptchaField } from './captcha-field';
import { NewPasswordPair } from './new-password-pair';
import { PasswordChanged } from './password-changed';
import { phoneCodeChecks } from './field-checks';
import { SmsCodeField } from './sms-code-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useCountdown } from './use-countdown';
import { useFormFields } from './use-form-fields';

const resendWaitSeconds = 60;
// The company's policy is not known before sign-in; the server applies it and explains a refusal.
const policy = passwordPolicies.basic;

const emptyForm = { phone: '', vcode: '', verifyCode: '', password: '', passwordConfirm: '' };
type PhoneResetValues = typeof emptyForm;

/** Phone and captcha, a code by SMS (resend after 60 s), then the code and a new password. */
export function ResetByPhoneForm() {
  const { t } = useTranslation('auth');
  // The server asks a solved captcha of every SMS code, whatever the site's setting.
  const captcha = useCaptcha(true);
  const sending = useAction(sendResetCode);
  const saving = useAction(resetPassword);
  const countdown = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [changed, setChanged] = useState(false);
  const form = useFormFields<PhoneResetValues>(emptyForm, phoneCodeChecks<PhoneResetValues>(captcha.enabled, policy));

  const sendCode = async () => {
    if (sending.busy || countdown.remaining > 0 || !form.validate(['phone', 'vcode'])) return;
    const { phone, vcode } = form.values;
    const outcome = await sending.run(phone.trim(), captcha.answer(vcode));
    // The captcha is spent either way; a resend needs a new one.
    form.setValue('vcode', '');
    captcha.refresh();
    if (!outcome.ok) captcha.demandAfter(outcome.error);
    if (outcome.ok) {
      setCodeSent(true);
      countdown.start(resendWaitSeconds);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving.busy || !form.validate(['phone', 'verifyCode', 'password', 'passwordConfirm'])) return;
    const { phone, verifyCode, password } = form.values;
    const outcome = await saving.run({ phone: phone.trim(), verifyCode: verifyCode.trim(), new_pwd: password });
    if (outcome.ok) setChanged(true);
  };

  if (changed) return <PasswordChanged />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('forgot.byPhone')}>
      <TextField label={t('phone')} binding={form.field('phone')} type="tel" autoComplete="tel" autoFocus />
      {captcha.enabled && (
        <CaptchaField
          binding={form.field('vcode')}
          image={captcha.image}
          onRefresh={captcha.refresh}
          demanded={captcha.demanded}
        />
      )}
      <SmsCodeField
        binding={form.field('verifyCode')}
        codeSent={codeSent}
        remaining={countdown.remaining}
        sending={sending.busy}
        onSend={() => void sendCode()}
      />
      <NewPasswordPair password={form.field('password')} confirmation={form.field('passwordConfirm')} policy={policy} />
      <SubmitButton busy={saving.busy}>{t('forgot.setNewPassword')}</SubmitButton>
    </form>
  );
}
