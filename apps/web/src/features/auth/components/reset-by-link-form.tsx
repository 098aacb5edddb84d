import { isAppError } from '@vestibule/contract/app-error';
import { passwordPolicies } from '@vestibule/contract/rules/password-policy';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pages } from '../../../lib/browser';
import { resetPassword } from '../api/password-reset';
import { useAction } from '../api/use-action';
import { confirmationCheck, NewPasswordPair, newPasswordCheck } from './new-password-pair';
import { PasswordChanged } from './password-changed';
import { ResultPanel } from './result-panel';
import { SubmitButton } from './submit-button';
import { useFormFields } from './use-form-fields';

const invalidLinkStatus = 39;
// The company's policy is not known before sign-in; the server applies it and explains a refusal.
const policy = passwordPolicies.basic;

type LinkState = 'form' | 'changed' | 'invalid';

/** The mailed link's landing: a new password for the account it names. */
export function ResetByLinkForm({ email, digest, forgotType }: { email: string; digest: string; forgotType: number }) {
  const { t } = useTranslation('auth');
  const action = useAction(resetPassword);
  const [state, setState] = useState<LinkState>('form');
  const form = useFormFields(
    { password: '', passwordConfirm: '' },
    {
      password: newPasswordCheck(policy),
      passwordConfirm: confirmationCheck<{ password: string; passwordConfirm: string }>('password'),
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (action.busy || !form.validate()) return;
    const outcome = await action.run({ email, digest, new_pwd: form.values.password });
    if (outcome.ok) setState('changed');
    else if (isAppError(outcome.error) && outcome.error.status === invalidLinkStatus) setState('invalid');
  };

  if (state === 'changed') return <PasswordChanged />;
  if (state === 'invalid') {
    return (
      <ResultPanel
        kind="error"
        title={t('forgot.linkInvalidTitle')}
        text={t('forgot.linkInvalidText')}
        action={
          <a className="button button-primary button-block" href={pages.forgot(forgotType)}>
            {t('forgot.requestNewLink')}
          </a>
        }
      />
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('forgot.setNewPassword')}>
      <p style={{ margin: '0 0 18px' }}>{t('forgot.linkFor', { email })}</p>
      <NewPasswordPair password={form.field('password')} confirmation={form.field('passwordConfirm')} policy={policy} />
      <SubmitButton busy={action.busy}>{t('forgot.setNewPassword')}</SubmitButton>
    </form>
  );
}
