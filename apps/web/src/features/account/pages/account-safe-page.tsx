import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { ChangePasswordForm } from '../components/change-password-form';
import { PasswordPolicyForm } from '../components/password-policy-form';
import { UserInfoBoundary } from '../components/user-info-boundary';

/** /account/safe: change the password, and the company's password policy and expiry. */
export function AccountSafePage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageTitle title={t('safe.title')} description={t('safe.description')} />
      <UserInfoBoundary>
        {(info) => (
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <ChangePasswordForm info={info} />
            </Col>
            <Col xs={24} xl={12}>
              <PasswordPolicyForm info={info} />
            </Col>
          </Row>
        )}
      </UserInfoBoundary>
    </>
  );
}
