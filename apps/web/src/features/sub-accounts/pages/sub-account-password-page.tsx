import { Alert, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { useChangeOwnPassword, useCompanyPolicy } from '../api/own-password';

/** /account/subpwd: the signed-in resident company changes its password. */
export function SubAccountPasswordPage() {
  const { t } = useTranslation('subAccounts');
  const policy = useCompanyPolicy();
  const change = useChangeOwnPassword();
  return (
    <>
      <PageTitle title={t('own.title')} description={t('own.description')} />
      {policy.isPending ? (
        <PageLoading />
      ) : policy.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={14}>
            <PasswordChangeForm
              title={t('own.formTitle')}
              policy={policy.data}
              onChange={(oldPwd, password) => change.mutateAsync({ oldPwd, password })}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
