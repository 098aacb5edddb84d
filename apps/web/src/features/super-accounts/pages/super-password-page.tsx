import type { PasswordPolicy } from '@vestibule/contract/rules/password-policy';
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { useAccountPolicy, useChangeSuperPassword } from '../api/super-accounts';

/** The super account's or HQ Administrator's own password. */
export function SuperPasswordPage() {
  const { t } = useTranslation('superAccounts');
  const policy = useAccountPolicy();
  const change = useChangeSuperPassword();
  return (
    <>
      <PageTitle title={t('password.title')} description={t('password.description')} />
      <LoadFrame query={policy} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(strictest) => (
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={14}>
              <PasswordChangeForm
                title={t('password.form')}
                policy={strictest as PasswordPolicy}
                onChange={(oldPwd, password) => change.mutateAsync({ oldPwd, password })}
              />
            </Col>
          </Row>
        )}
      </LoadFrame>
    </>
  );
}
