import type { LoginType } from '@vestibule/contract/login-types';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pages } from '../../../lib/browser';
import { useSiteConfig } from '../../../lib/site-config';
import { useCaptcha } from '../api/captcha';
import { type LoginMethod, loginMethods } from '../api/login-methods';
import { signIn } from '../api/sign-in';
import { useAction } from '../api/use-action';
import { CaptchaField } from './captcha-field';
import { LoginTypeChoice } from './login-type-choice';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

/** Sign-in for the login types the server offers (getSiteConfig), with the captcha when it is on. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const siteConfig = useSiteConfig();
  const offered = loginMethods.filter((method) => siteConfig?.loginTypes.includes(method.type));
  const [chosenType, setChosenType] = useState<LoginType>();
  const method = offered.find((candidate) => candidate.type === chosenType) ?? offered[0];

  if (!siteConfig) {
    return (
      <div className="loading-block" role="status" aria-label={t('common:loading')}>
        <span className="spinner" />
      </div>
    );
  }
  if (!method) return <p role="alert">{t('noLoginType')}</p>;
  return (
    <>
      {offered.length > 1 && <LoginTypeChoice offered={offered} chosen={method.type} onChoose={setChosenType} />}
      <MethodForm key={method.type} method={method} captchaOn={siteConfig.captcha === 1} />
    </>
  );
}

function MethodForm({ method, captchaOn }: { method: LoginMethod; captchaOn: boolean }) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(captchaOn);
  const action = useAction(signIn);
  const form = useFormFields(
    { account: '', password: '', vcode: '' },
    {
      account: (value) => {
        const text = value.trim();
        if (!text) return 'auth:accountRequired';
        const pattern = method.account === 'email' ? emailPattern : phonePattern;
        return pattern.test(text) ? undefined : method.account === 'email' ? 'auth:emailInvalid' : 'auth:phoneInvalid';
      },
      password: (value) => (value ? undefined : 'auth:passwordRequired'),
      vcode: (value) => (captchaOn && !value.trim() ? 'auth:captcha.required' : undefined),
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action.busy || !form.validate()) return;
    const { account, password, vcode } = form.values;
    const outcome = await action.run(method, account.trim(), password, {
      enabled: captchaOn,
      digest: captcha.digest,
      vcode: vcode.trim(),
    });
    if (!outcome.ok) {
      // A tried captcha is spent either way.
      form.setValue('vcode', '');
      captcha.refresh();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn')}>
      <TextField
        label={method.account === 'email' ? t('accountEmail') : t('phone')}
        binding={form.field('account')}
        type={method.account === 'email' ? 'email' : 'tel'}
        autoComplete="username"
        autoFocus
      />
      <TextField
        label={t('password')}
        binding={form.field('password')}
        type="password"
        autoComplete="current-password"
        revealable
      />
      {captchaOn && <CaptchaField binding={form.field('vcode')} image={captcha.image} onRefresh={captcha.refresh} />}
      <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '-6px 0 18px' }}>
        <a className="link-button" href={pages.forgot(method.forgotType)}>
          {t('forgotPassword')}
        </a>
      </div>
      <SubmitButton busy={action.busy}>{t('signIn')}</SubmitButton>
    </form>
  );
}
