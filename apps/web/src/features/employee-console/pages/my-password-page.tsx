import { Alert, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { useChangeEmployeePassword, useCompanyPolicy } from '../api/employee-account';

/** /mine/password: the signed-in employee changes its password. */
export function MyPasswordPage() {
  const { t } = useTranslation('employee');
  const policy = useCompanyPolicy();
  const change = useChangeEmployeePassword();
  return (
    <>
      <PageTitle title={t('console.passwordPage')} description={t('console.passwordDescription')} />
      {policy.isPending ? (
        <PageLoading />
      ) : policy.isError ? (
        <Alert type="warning" showIcon title={t('console.loadFailed')} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={14}>
            <PasswordChangeForm
              title={t('console.passwordTitle')}
              policy={policy.data}
              onChange={(oldEmpPwd, empPwd) => change.mutateAsync({ oldEmpPwd, empPwd })}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
