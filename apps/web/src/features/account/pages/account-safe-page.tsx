import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { useCompany } from '../../../lib/company';
import { useChangePassword } from '../api/password';
import { PasswordPolicyForm } from '../components/password-policy-form';
import { LockoutPolicyForm } from '../components/lockout-policy-form';
import { ActiveSessions } from '../components/active-sessions';
import { SsoSettingsForm } from '../components/sso-settings-form';

/** /account/safe: change the password, and the company's password policy and expiry. */
export function AccountSafePage() {
  const { t } = useTranslation('account');
  const company = useCompany();
  const change = useChangePassword();
  return (
    <>
      <PageTitle title={t('safe.title')} description={t('safe.description')} />
      <LoadFrame query={company} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(info) => (
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <PasswordChangeForm
                title={t('password.title')}
                policy={info.pwdPolicy}
                onChange={(oldpwd, newpwd) => change.mutateAsync({ oldpwd, newpwd })}
              />
            </Col>
            <Col xs={24} xl={12}>
              <PasswordPolicyForm info={info} />
            </Col>
            <Col xs={24} xl={12}>
              <LockoutPolicyForm info={info} />
            </Col>
            <Col xs={24} xl={12}>
              <SsoSettingsForm />
            </Col>
            <Col xs={24}>
              <ActiveSessions />
            </Col>
          </Row>
        )}
      </LoadFrame>
    </>
  );
}
