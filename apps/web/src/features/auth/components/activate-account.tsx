import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import { EmployeeCodeForm } from './employee-code-form';
import { ResultPanel } from './result-panel';

interface ActivateAccountProps {
  initialPhone: string;
  onSignIn: () => void;
}

/** An employee's first password, set with a code sent to the phone; then back to sign-in. */
export function ActivateAccount({ initialPhone, onSignIn }: ActivateAccountProps) {
  const { t } = useTranslation('employee');
  const siteConfig = useSiteConfig();
  const [activated, setActivated] = useState(false);
  if (activated) {
    return (
      <ResultPanel
        kind="success"
        title={t('activate.doneTitle')}
        text={t('activate.doneText')}
        action={
          <button type="button" className="button button-primary button-block" onClick={onSignIn}>
            {t('auth:signIn')}
          </button>
        }
      />
    );
  }
  if (!siteConfig) {
    return (
      <div className="loading-block" role="status" aria-label={t('common:loading')}>
        <span className="spinner" />
      </div>
    );
  }
  return (
    <EmployeeCodeForm
      purpose="activate"
      captchaOn={siteConfig.captcha === 1}
      initialPhone={initialPhone}
      onDone={() => setActivated(true)}
    />
  );
}
