import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { receptionAccountTypes } from '@vestibule/contract/entities/reception-account';
import { subAccountModules } from '@vestibule/contract/entities/sub-account';
import { isDeputyType } from '@vestibule/contract/rules/deputy-rights';
import { Alert, Button, Col, Empty, Grid, Modal, Row, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeskPairingPanel } from '../../../components/desk-pairing-panel';
import { PageTitle } from '../../../components/page-title';
import { gateNames, useGates } from '../../../lib/gates';
import { Panel } from '../../../components/panel';
import {
  type ReceptionAccount,
  useDeleteReceptionAccount,
  usePasswordPolicy,
  useReceptionAccounts,
  useSetAccountDisabled,
} from '../api/reception-accounts';
import { ReceptionAccountDrawer } from '../components/reception-account-drawer';

type Editing = { account?: ReceptionAccount } | null;

const typeKeys: Partial<Record<number, string>> = {
  [receptionAccountTypes.verification]: 'verification',
  [receptionAccountTypes.reception]: 'reception',
  [receptionAccountTypes.logistics]: 'logistics',
  [receptionAccountTypes.subAdministrator]: 'subAdministrator',
};

/** /account/stage: where the reception terminal and the tablet are, and the accounts that sign in there; add, edit, disable, delete. */
export function ReceptionAccountsPage() {
  const { t } = useTranslation('receptionAccounts');
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<Editing>(null);
  const accounts = useReceptionAccounts();
  const policy = usePasswordPolicy();
  const setDisabled = useSetAccountDisabled();
  const remove = useDeleteReceptionAccount();
  const wide = Grid.useBreakpoint().lg === true;
  const empty = accounts.data?.length === 0;

  const confirmDelete = (account: ReceptionAccount) =>
    void modal.confirm({
      title: t('deleteTitle', { account: account.account }),
      content: t('deleteText'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      autoFocusButton: 'cancel',
      // The API client has told why a failure failed; the dialog closes either way.
      onOk: () => remove.mutateAsync({ account, done: t('deleted', { account: account.account }) }).catch(() => undefined),
    });

  const toggle = (account: ReceptionAccount, enabled: boolean) => {
    const done = t(enabled ? 'enabledDone' : 'disabledDone', { account: account.account });
    if (enabled) {
      setDisabled.mutate({ account, disabled: false, done });
      return;
    }
    void modal.confirm({
      title: t('disableTitle', { account: account.account }),
      content: t('disableText'),
      okText: t('disable'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      autoFocusButton: 'cancel',
      onOk: () => setDisabled.mutateAsync({ account, disabled: true, done }).catch(() => undefined),
    });
  };

  const gates = useGates();
  const typeName = (sType: number) => t(`types.${typeKeys[sType] ?? 'reception'}`);
  // Only managers sign in to the console, so only they hold modules.
  const moduleNames = (account: ReceptionAccount) =>
    isDeputyType(account.sType)
      ? subAccountModules.filter((key) => account.module.includes(key)).map((key) => t(`modules.${key}`))
      : [];
  const typeText = (account: ReceptionAccount) => [typeName(account.sType), ...moduleNames(account)].join(' · ');
  const validity = (account: ReceptionAccount) =>
    account.startDate || account.endDate ? `${account.startDate || '…'} – ${account.endDate || '…'}` : t('always');

  const columns: TableColumnsType<ReceptionAccount> = [
    {
      key: 'account',
      title: t('account'),
      render: (_value, account) => (
        <span style={{ display: 'grid' }}>
          <Typography.Text strong>{account.account}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {wide ? account.sname : `${account.sname} · ${typeText(account)}`}
          </Typography.Text>
        </span>
      ),
    },
    ...(wide
      ? ([
          {
            key: 'type',
            title: t('type'),
            render: (_value, account) => (
              <span style={{ display: 'grid', justifyItems: 'start', gap: 4 }}>
                <Tag>{typeName(account.sType)}</Tag>
                {moduleNames(account).length > 0 && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('modulesList', { modules: moduleNames(account).join(', ') })}
                  </Typography.Text>
                )}
              </span>
            ),
          },
          { key: 'validity', title: t('validity'), render: (_value, account) => validity(account) },
          { key: 'gid', title: t('gates'), dataIndex: 'gid', render: (gid: string) => gateNames(gid, gates.data ?? []) || '—' },
          { key: 'moblie', title: t('mobile'), dataIndex: 'moblie', render: (mobile: string) => mobile || '—' },
        ] satisfies TableColumnsType<ReceptionAccount>)
      : []),
    {
      key: 'enabled',
      title: t('enabled'),
      render: (_value, account) => (
        <Switch
          size="small"
          aria-label={t('enabledLabel', { account: account.account })}
          checked={account.disabled === 0}
          onChange={(on) => toggle(account, on)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_value, account) => (
        <Space size={0}>
          <Button
            type="link"
            icon={<EditOutlined aria-hidden="true" />}
            aria-label={t('editLabel', { account: account.account })}
            onClick={() => setEditing({ account })}
          >
            {wide ? t('edit') : null}
          </Button>
          <Button
            type="link"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label={t('deleteLabel', { account: account.account })}
            onClick={() => confirmDelete(account)}
          >
            {wide ? t('delete') : null}
          </Button>
        </Space>
      ),
    },
  ];

  const addButton = (
    <Button
      type="primary"
      icon={<UserAddOutlined aria-hidden="true" />}
      disabled={policy.data === undefined}
      onClick={() => setEditing({})}
    >
      {t('addAccount')}
    </Button>
  );

  return (
    <>
      {modalHolder}
      <PageTitle title={t('title')} description={t('description')} />
      <Row gutter={[24, 24]} style={{ marginBottom: 24 }}>
        <Col xs={24} xl={12}>
          <DeskPairingPanel desk="stage" accounts="below" />
        </Col>
        <Col xs={24} xl={12}>
          <DeskPairingPanel desk="pad" accounts="below" />
        </Col>
      </Row>
      <Panel title={t('list')} extra={empty ? undefined : addButton}>
        {accounts.isError ? (
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
          <Table<ReceptionAccount>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={accounts.data ?? []}
            loading={accounts.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (count) => t('total', { count }) }}
          />
        )}
      </Panel>
      {editing && policy.data !== undefined && (
        <ReceptionAccountDrawer editing={editing.account} policy={policy.data} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
