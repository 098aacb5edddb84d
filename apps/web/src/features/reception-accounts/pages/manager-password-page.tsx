import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { PasswordChangeForm } from '../../../components/password-change-form';
import { useChangeManagerPassword, useManagerPolicy } from '../api/own-password';

/** /account/mgrpwd: the signed-in manager changes its own password. */
export function ManagerPasswordPage() {
  const { t } = useTranslation('receptionAccounts');
  const policy = useManagerPolicy();
  const change = useChangeManagerPassword();
  return (
    <>
      <PageTitle title={t('own.title')} description={t('own.description')} />
      <LoadFrame query={policy} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(companyPolicy) => (
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={14}>
              <PasswordChangeForm
                title={t('own.formTitle')}
                policy={companyPolicy}
                onChange={(oldPwd, password) => change.mutateAsync({ oldPwd, password })}
              />
            </Col>
          </Row>
        )}
      </LoadFrame>
    </>
  );
}
