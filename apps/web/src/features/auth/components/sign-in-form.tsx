import { isAppError } from '@vestibule/contract/app-error';
import type { LoginType } from '@vestibule/contract/login-types';
import { emailPattern, phonePattern } from '@vestibule/contract/patterns';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pages } from '../../../lib/browser';
import { useSiteConfig } from '../../../lib/site-config';
import { useCaptcha } from '../../../lib/captcha';
import { activateAccountStatus, type CompanyChoice } from '../api/employee-auth';
import { type LoginMethod, loginMethods } from '../api/login-methods';
import { CompanyChoiceNeeded, signIn } from '../api/sign-in';
import { useAction } from '../api/use-action';
import { CaptchaField } from './captcha-field';
import { CompanyChoiceList } from './company-choice';
import { LoginTypeChoice } from './login-type-choice';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

// An account name (a super account's LFT_…, an HQ Administrator's): letters, digits and . _ @ - only.
const accountNamePattern = /^[\w.@-]{1,50}$/;
const accountLabels = { email: 'accountEmail', phone: 'phone', name: 'accountName', emailOrName: 'accountEmail' } as const;
const accountInputTypes = { email: 'email', phone: 'tel', name: 'text', emailOrName: 'email' } as const;

/** Which pattern an account typed for this kind of field must match, and the problem's key otherwise. */
function accountProblem(kind: LoginMethod['account'], text: string): string | undefined {
  if (kind === 'name' || (kind === 'emailOrName' && !text.includes('@')))
    return accountNamePattern.test(text) ? undefined : 'auth:accountNameInvalid';
  if (kind === 'phone') return phonePattern.test(text) ? undefined : 'auth:phoneInvalid';
  return emailPattern.test(text) ? undefined : 'auth:emailInvalid';
}

/** Sign-in for the login types the server offers (getSiteConfig), with the captcha when it is on or the server asks for it. */
export function SignInForm({ onActivate, initialType }: { onActivate: (phone: string) => void; initialType?: LoginType }) {
  const { t } = useTranslation('auth');
  const siteConfig = useSiteConfig();
  const offered = loginMethods.filter((method) => siteConfig?.loginTypes.includes(method.type));
  const [chosenType, setChosenType] = useState<LoginType | undefined>(initialType);
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
      <MethodForm key={method.type} method={method} captchaOn={siteConfig.captcha === 1} onActivate={onActivate} />
    </>
  );
}

interface MethodFormProps {
  method: LoginMethod;
  captchaOn: boolean;
  /** An employee account that is not active yet (135) goes to the activation form. */
  onActivate: (phone: string) => void;
}

/** After a 668 answer: the companies to choose from and the digest of the captcha already passed. */
interface PendingChoice {
  digest: string;
  companies: CompanyChoice[];
  chosen?: number;
  problem?: string;
}

function MethodForm({ method, captchaOn, onActivate }: MethodFormProps) {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha(captchaOn);
  const action = useAction(signIn);
  const [choice, setChoice] = useState<PendingChoice>();
  const form = useFormFields(
    { account: '', password: '', vcode: '' },
    {
      account: (value) => {
        const text = value.trim();
        if (!text) return 'auth:accountRequired';
        return accountProblem(method.account, text);
      },
      password: (value) => (value ? undefined : 'auth:passwordRequired'),
      vcode: (value) => (captcha.enabled && !choice && !value.trim() ? 'auth:captcha.required' : undefined),
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action.busy || !form.validate()) return;
    if (choice && choice.chosen === undefined) {
      setChoice({ ...choice, problem: 'company.required' });
      return;
    }
    const { account, password, vcode } = form.values;
    const picked = choice?.chosen === undefined ? undefined : { digest: choice.digest, userid: choice.chosen };
    const outcome = await action.run(method, account.trim(), password, captcha.answer(vcode), picked);
    if (outcome.ok) return;
    if (outcome.error instanceof CompanyChoiceNeeded) {
      // The captcha passed for this phone still holds for the second try; a changed phone needs a new one.
      setChoice({ digest: outcome.error.digest, companies: outcome.error.companies });
      form.setValue('vcode', '');
      captcha.refresh();
      return;
    }
    // A tried captcha is spent either way.
    setChoice(undefined);
    form.setValue('vcode', '');
    captcha.refresh();
    // With the captcha off, an account under attack still needs one (119): the form shows it from now on.
    captcha.demandAfter(outcome.error);
    if (isAppError(outcome.error) && outcome.error.status === activateAccountStatus) onActivate(account.trim());
  };

  // The company choice and the captcha passed for it belong to the phone they were made for.
  const accountField = form.field('account');
  const accountBinding = {
    ...accountField,
    onChange: (value: string) => {
      accountField.onChange(value);
      if (choice) setChoice(undefined);
    },
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('signIn')}>
      <TextField
        label={t(accountLabels[method.account])}
        binding={accountBinding}
        type={accountInputTypes[method.account]}
        hint={method.account === 'emailOrName' ? t('managerAccountHint') : undefined}
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
      {captcha.enabled && !choice && (
        <CaptchaField
          binding={form.field('vcode')}
          image={captcha.image}
          onRefresh={captcha.refresh}
          demanded={captcha.demanded}
        />
      )}
      {choice && (
        <CompanyChoiceList
          companies={choice.companies}
          chosen={choice.chosen}
          onChoose={(userid) => setChoice({ ...choice, chosen: userid, problem: undefined })}
          problem={choice.problem}
        />
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, margin: '-6px 0 18px' }}>
        {method.activation ? (
          <button type="button" className="link-button" onClick={() => onActivate(form.values.account.trim())}>
            {t('employee:activate.link')}
          </button>
        ) : (
          <span />
        )}
        {method.forgotType && (
          <a className="link-button" href={pages.forgot(method.forgotType)}>
            {t('forgotPassword')}
          </a>
        )}
      </div>
      <SubmitButton busy={action.busy}>{t('signIn')}</SubmitButton>
    </form>
  );
}
