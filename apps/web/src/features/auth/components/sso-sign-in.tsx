import { isAppError } from '@vestibule/contract/app-error';
import { emailPattern } from '@vestibule/contract/patterns';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemSsoTicket, type SsoErrorCode, type SsoKind, startSso } from '../api/single-sign-on';
import { useAction } from '../api/use-action';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormFields } from './use-form-fields';

interface SsoSignInProps {
  /** The ticket the provider's return brought, traded at once for the session. */
  ticket?: string;
  /** Why the last attempt was refused. */
  error?: SsoErrorCode;
}

/** accountDisabled and outsideValidity: the account exists but may not sign in now. */
const unavailable = new Set([60, 1113]);

const kinds: Array<{ kind: SsoKind; label: string }> = [
  { kind: 1, label: 'loginType.0' },
  { kind: 2, label: 'loginType.3' },
];

/** Single sign-on: the person's work email and login kind send them to their company's provider. */
export function SsoSignIn({ ticket, error }: SsoSignInProps) {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<SsoKind>(2);
  const [problem, setProblem] = useState<SsoErrorCode | undefined>(error);
  const redeem = useAction(redeemSsoTicket);
  const traded = useRef(false);
  const form = useFormFields(
    { email: '' },
    {
      email: (value) =>
        !value.trim() ? 'auth:accountRequired' : emailPattern.test(value.trim()) ? undefined : 'auth:emailInvalid',
    },
  );

  useEffect(() => {
    // A ticket works once: the effect's second run (development's double mount) must not spend it again.
    if (!ticket || traded.current) return;
    traded.current = true;
    void redeem.run(ticket).then((outcome) => {
      // A disabled account, or one outside its validity dates, is told so; any other failure means start again.
      if (!outcome.ok)
        setProblem(isAppError(outcome.error) && unavailable.has(outcome.error.status) ? 'account-unavailable' : 'expired');
    });
  }, [ticket, redeem]);

  if (ticket && !problem) {
    return (
      <div className="loading-block" role="status" aria-label={t('sso.signingIn')}>
        <span className="spinner" />
        <span>{t('sso.signingIn')}</span>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    startSso(form.values.email.trim(), kind);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('sso.title')}>
      {problem && (
        <p className="field-error" role="alert" style={{ marginBottom: 16 }}>
          {t(`sso.error.${problem}`)}
        </p>
      )}
      <div className="tabs" role="radiogroup" aria-label={t('loginTypeLabel')}>
        {kinds.map((choice) => (
          <button
            key={choice.kind}
            type="button"
            role="radio"
            className="tab"
            aria-checked={choice.kind === kind}
            onClick={() => setKind(choice.kind)}
          >
            {t(choice.label)}
          </button>
        ))}
      </div>
      <TextField
        label={t('sso.email')}
        hint={t('sso.emailHint')}
        binding={form.field('email')}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <SubmitButton busy={false}>{t('sso.continue')}</SubmitButton>
    </form>
  );
}
