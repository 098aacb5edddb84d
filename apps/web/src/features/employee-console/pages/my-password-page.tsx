import { Alert, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { PageTitle } from '../../../components/page-title';
import { useCompanyPolicy } from '../api/employee-account';
import { EmployeePasswordForm } from '../components/employee-password-form';

/** /mine/password: the signed-in employee changes its password. */
export function MyPasswordPage() {
  const { t } = useTranslation('employee');
  const policy = useCompanyPolicy();
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
            <EmployeePasswordForm policy={policy.data} />
          </Col>
        </Row>
      )}
    </>
  );
}
