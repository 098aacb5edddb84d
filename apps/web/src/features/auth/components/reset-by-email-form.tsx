import { emailPattern } from '@vestibule/contract/patterns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../../lib/captcha';
import { requestResetMail } from '../api/password-reset';
import { useAction } from '../api/use-action';
import { CaptchaField } from './captcha-field';
import { ResultPanel } from './result-panel';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

/** Email and captcha; the server mails a reset link that leads back to this page. */
export function ResetByEmailForm({ captchaOn }: { captchaOn: boolean }) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(captchaOn);
  const action = useAction(requestResetMail);
  const [sentTo, setSentTo] = useState<string>();
  const form = useFormFields(
    { email: '', vcode: '' },
    {
      email: (value) =>
        !value.trim() ? 'auth:emailRequired' : emailPattern.test(value.trim()) ? undefined : 'auth:emailInvalid',
      vcode: (value) => (captcha.enabled && !value.trim() ? 'auth:captcha.required' : undefined),
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action.busy || !form.validate()) return;
    const email = form.values.email.trim();
    const outcome = await action.run(email, captcha.answer(form.values.vcode));
    if (outcome.ok) {
      setSentTo(email);
    } else {
      form.setValue('vcode', '');
      captcha.refresh();
      captcha.demandAfter(outcome.error);
    }
  };

  if (sentTo) {
    return <ResultPanel kind="success" title={t('forgot.mailSentTitle')} text={t('forgot.mailSentText', { email: sentTo })} />;
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('forgot.byEmail')}>
      <TextField
        label={t('accountEmail')}
        binding={form.field('email')}
        type="email"
        autoComplete="email"
        autoFocus
        hint={t('forgot.emailHint')}
      />
      {captcha.enabled && (
        <CaptchaField
          binding={form.field('vcode')}
          image={captcha.image}
          onRefresh={captcha.refresh}
          demanded={captcha.demanded}
        />
      )}
      <SubmitButton busy={action.busy}>{t('forgot.sendLink')}</SubmitButton>
    </form>
  );
}
