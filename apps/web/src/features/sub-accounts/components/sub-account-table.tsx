import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import { subAccountInviteBit } from '@vestibule/contract/entities/sub-account';
import { Button, Grid, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubAccount } from '../api/sub-accounts';

export interface SubAccountActions {
  edit: (subAccount: SubAccount) => void;
  assign: (subAccount: SubAccount) => void;
  resetPassword: (subAccount: SubAccount) => void;
  remove: (subAccount: SubAccount) => void;
  setEnabled: (subAccount: SubAccount, enabled: boolean) => void;
}

const placeOf = (subAccount: SubAccount) => [subAccount.floor, subAccount.roomNumber].filter(Boolean).join(' · ') || '—';

/** The resident companies with their sign-in, place, invite permission, employees and state, and what can be done to each. */
export function SubAccountTable({
  rows,
  loading,
  actions,
}: {
  rows: SubAccount[];
  loading: boolean;
  actions: SubAccountActions;
}) {
  const { t } = useTranslation('subAccounts');
  const wide = Grid.useBreakpoint().lg === true;
  // On a narrow screen the buttons show their icon alone; the label names the resident company either way.
  const action = (text: string, label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <Button type="link" danger={danger} icon={icon} aria-label={label} title={wide ? undefined : label} onClick={onClick}>
      {wide ? text : null}
    </Button>
  );

  const columns: TableColumnsType<SubAccount> = [
    {
      key: 'name',
      title: t('companyName'),
      render: (_value, row) => (
        <span style={{ display: 'grid' }}>
          <Typography.Text strong>{row.companyName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.email}
          </Typography.Text>
        </span>
      ),
    },
    ...(wide
      ? ([
          { key: 'phone', title: t('phone'), dataIndex: 'phone', render: (phone: string) => phone || '—' },
          { key: 'place', title: t('place'), render: (_value, row) => placeOf(row) },
          {
            key: 'invite',
            title: t('invite'),
            render: (_value, row) =>
              (row.vaPerm & subAccountInviteBit) !== 0 ? (
                <Tag color="green">{t('mayInviteTag')}</Tag>
              ) : (
                <Tag>{t('noInviteTag')}</Tag>
              ),
          },
          { key: 'employees', title: t('employees'), dataIndex: 'empCount' },
        ] satisfies TableColumnsType<SubAccount>)
      : []),
    {
      key: 'enabled',
      title: t('enabled'),
      render: (_value, row) => (
        <Switch
          size="small"
          aria-label={t('enabledLabel', { name: row.companyName })}
          checked={row.isUse !== 0}
          onChange={(on) => actions.setEnabled(row, on)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_value, row) => (
        <Space size={0} wrap>
          {action(t('edit'), t('editLabel', { name: row.companyName }), <EditOutlined aria-hidden="true" />, () =>
            actions.edit(row),
          )}
          {action(t('assign'), t('assignLabel', { name: row.companyName }), <UsergroupAddOutlined aria-hidden="true" />, () =>
            actions.assign(row),
          )}
          {action(t('reset'), t('resetLabel', { name: row.companyName }), <KeyOutlined aria-hidden="true" />, () =>
            actions.resetPassword(row),
          )}
          {action(
            t('delete'),
            t('deleteLabel', { name: row.companyName }),
            <DeleteOutlined aria-hidden="true" />,
            () => actions.remove(row),
            true,
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<SubAccount>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (count) => t('total', { count }) }}
    />
  );
}
