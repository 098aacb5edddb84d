import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetByEmailForm } from './reset-by-email-form';
import { ResetByLinkForm } from './reset-by-link-form';
import { ResetByPhoneForm } from './reset-by-phone-form';

type ResetPath = 'email' | 'phone';

/** forgot.html?type=3: a reset link by email, or a code by SMS; the mailed link lands here with email and digest. */
export function ManagerPasswordReset({ params, captchaOn }: { params: URLSearchParams; captchaOn: boolean }) {
  const { t } = useTranslation('auth');
  const [path, setPath] = useState<ResetPath>('email');
  const email = params.get('email');
  const digest = params.get('digest');
  if (email && digest) return <ResetByLinkForm email={email} digest={digest} forgotType={3} />;

  const paths: Array<{ key: ResetPath; label: string }> = [
    { key: 'email', label: t('forgot.byEmail') },
    { key: 'phone', label: t('forgot.byPhone') },
  ];
  return (
    <>
      <div className="tabs" role="tablist" aria-label={t('forgot.howLabel')}>
        {paths.map((option) => (
          <button
            key={option.key}
            type="button"
            role="tab"
            id={`reset-tab-${option.key}`}
            aria-controls="reset-panel"
            aria-selected={path === option.key}
            className="tab"
            onClick={() => setPath(option.key)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="reset-panel" aria-labelledby={`reset-tab-${path}`}>
        {path === 'email' ? <ResetByEmailForm captchaOn={captchaOn} /> : <ResetByPhoneForm />}
      </div>
    </>
  );
}
