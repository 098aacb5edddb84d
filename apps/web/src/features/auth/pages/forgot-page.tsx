import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { pages } from '../../../lib/browser';
import { useSiteConfig } from '../../../lib/site-config';
import { AuthLayout } from '../components/auth-layout';
import { EmployeePasswordReset } from '../components/employee-password-reset';
import { ManagerPasswordReset } from '../components/manager-password-reset';

interface ResetFlow {
  /** Locale key of the page title (auth namespace unless prefixed). */
  title: string;
  Flow: ComponentType<{ params: URLSearchParams; captchaOn: boolean }>;
}

/** The reset flow of each forgot.html type: 3 Administrator, 4 employee. */
const managerReset: ResetFlow = { title: 'forgot.title', Flow: ManagerPasswordReset };
const resetFlows: Record<number, ResetFlow> = {
  3: managerReset,
  4: { title: 'employee:reset.title', Flow: EmployeePasswordReset },
};

/** forgot.html?type=3|4: reset a forgotten (or expired) password. */
export function ForgotPage() {
  const { t } = useTranslation('auth');
  const siteConfig = useSiteConfig();
  const params = new URLSearchParams(window.location.search);
  const { title, Flow } = resetFlows[Number(params.get('type'))] ?? managerReset;
  return (
    <AuthLayout title={t(title)}>
      {siteConfig ? (
        <Flow params={params} captchaOn={siteConfig.captcha === 1} />
      ) : (
        <div className="loading-block" role="status" aria-label={t('common:loading')}>
          <span className="spinner" />
        </div>
      )}
      <p className="auth-switch">
        <a className="link-button" href={pages.signin}>
          {t('forgot.backToSignIn')}
        </a>
      </p>
    </AuthLayout>
  );
}
