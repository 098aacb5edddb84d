import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeCodeForm } from './employee-code-form';
import { ResultPanel } from './result-panel';

interface ActivateAccountProps {
  initialPhone: string;
  onSignIn: () => void;
}

/** An employee's first password, set with a code sent to the phone; then back to sign-in. */
export function ActivateAccount({ initialPhone, onSignIn }: ActivateAccountProps) {
  const { t } = useTranslation('employee');
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
  return <EmployeeCodeForm purpose="activate" initialPhone={initialPhone} onDone={() => setActivated(true)} />;
}
