import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Col, Empty, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { type SubAccount, useMultiCompanySettings, useSubAccounts, useSubAccountTemplate } from '../api/sub-accounts';
import { AssignEmployeesModal } from '../components/assign-employees-modal';
import { MultiCompanySwitch } from '../components/multi-company-switch';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { SubAccountDrawer } from '../components/sub-account-drawer';
import { SubAccountTable } from '../components/sub-account-table';
import { TemplateDrawer } from '../components/template-drawer';
import { useSubAccountQuestions } from '../components/use-sub-account-questions';

type Open = { dialog: 'add' } | { dialog: 'edit' | 'assign' | 'reset'; subAccount: SubAccount } | { dialog: 'template' } | null;

/** /account/coms: the company's multi-company switch, its resident companies and the defaults new ones start with. */
export function SubAccountsPage() {
  const { t } = useTranslation('subAccounts');
  const questions = useSubAccountQuestions();
  const [open, setOpen] = useState<Open>(null);
  const settings = useMultiCompanySettings();
  const subAccounts = useSubAccounts();
  const template = useSubAccountTemplate();
  const close = () => setOpen(null);
  const empty = subAccounts.data?.length === 0;

  const ready = settings.data !== undefined && template.data !== undefined;
  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden="true" />}
      disabled={!ready}
      onClick={() => setOpen({ dialog: 'add' })}
    >
      {t('addCompany')}
    </Button>
  );
  const extra = (
    <Space>
      <Button
        icon={<ProfileOutlined aria-hidden="true" />}
        disabled={!template.data}
        onClick={() => setOpen({ dialog: 'template' })}
      >
        {t('template')}
      </Button>
      {!empty && addButton}
    </Space>
  );

  return (
    <>
      {questions.holder}
      <PageTitle title={t('title')} description={t('description')} />
      <LoadFrame query={settings} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {({ subAccount, pwdPolicy }) => (
          <Row gutter={[24, 24]}>
            <Col span={24}>
              <MultiCompanySwitch on={subAccount === 1} />
            </Col>
            <Col span={24}>
              <Panel title={t('list')} extra={extra}>
                {subAccounts.isError ? (
                  <Alert type="warning" showIcon title={t('loadFailed')} />
                ) : empty ? (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={
                      <span style={{ display: 'inline-block', maxWidth: 460 }}>
                        <Typography.Text strong>{t('emptyTitle')}</Typography.Text>
                        <br />
                        <Typography.Text type="secondary">{t('emptyText')}</Typography.Text>
                      </span>
                    }
                  >
                    {addButton}
                  </Empty>
                ) : (
                  <SubAccountTable
                    rows={subAccounts.data ?? []}
                    loading={subAccounts.isFetching}
                    actions={{
                      edit: (row) => setOpen({ dialog: 'edit', subAccount: row }),
                      assign: (row) => setOpen({ dialog: 'assign', subAccount: row }),
                      resetPassword: (row) => setOpen({ dialog: 'reset', subAccount: row }),
                      remove: questions.confirmDelete,
                      setEnabled: questions.setEnabled,
                    }}
                  />
                )}
              </Panel>
            </Col>
            {template.data && (open?.dialog === 'add' || open?.dialog === 'edit') && (
              <SubAccountDrawer
                editing={open.dialog === 'edit' ? open.subAccount : undefined}
                template={template.data}
                policy={pwdPolicy}
                onClose={close}
              />
            )}
            {template.data && open?.dialog === 'template' && <TemplateDrawer template={template.data} onClose={close} />}
            {open?.dialog === 'reset' && <ResetPasswordModal subAccount={open.subAccount} policy={pwdPolicy} onClose={close} />}
            {open?.dialog === 'assign' && <AssignEmployeesModal subAccount={open.subAccount} onClose={close} />}
          </Row>
        )}
      </LoadFrame>
    </>
  );
}
