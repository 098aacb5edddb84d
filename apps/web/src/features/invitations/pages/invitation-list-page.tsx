import type { Visit } from '@vestibule/contract/entities/visit';
import { approvalMark } from '@vestibule/contract/rules/visit-status';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { visitReasonLabel } from '../../../lib/visit-reasons';
import { useOwnInvitations } from '../api/invitations';
import { InvitationStatusTag } from '../components/invitation-status-tag';

const pageSize = 10;

/** /mine/invitations: the signed-in employee's invitations, newest first, with their status. */
export function InvitationListPage() {
  const { t } = useTranslation('invitations');
  const [page, setPage] = useState(1);
  const invitations = useOwnInvitations(page, pageSize);
  const columns: TableColumnsType<Visit> = [
    { title: t('name'), dataIndex: 'vname', key: 'vname' },
    { title: t('phone'), dataIndex: 'vphone', key: 'vphone', responsive: ['md'] },
    { title: t('email'), dataIndex: 'vemail', key: 'vemail', responsive: ['lg'] },
    {
      title: t('visitType'),
      dataIndex: 'visitType',
      key: 'visitType',
      responsive: ['md'],
      render: (reason: string) => visitReasonLabel(t, reason),
    },
    {
      title: t('time'),
      key: 'appointmentDate',
      render: (_value, visit) => (visit.appointmentDate ? dayjs(visit.appointmentDate).format('YYYY-MM-DD HH:mm') : ''),
    },
    {
      title: t('statusTitle'),
      key: 'status',
      render: (_value, visit) => <InvitationStatusTag status={visit.visitStatus} approval={approvalMark(visit)} />,
    },
  ];
  return (
    <>
      <PageTitle title={t('listPage')} description={t('listDescription')} />
      <Panel
        title={t('listTitle')}
        extra={
          <Link to="/mine/invite">
            <Button type="primary">{t('invitePage')}</Button>
          </Link>
        }
      >
        {invitations.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<Visit>
            rowKey="vid"
            size="middle"
            loading={invitations.isPending}
            columns={columns}
            dataSource={invitations.data?.list ?? []}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: page,
              pageSize,
              total: invitations.data?.count ?? 0,
              hideOnSinglePage: true,
              onChange: setPage,
              showTotal: (count) => t('total', { count }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
