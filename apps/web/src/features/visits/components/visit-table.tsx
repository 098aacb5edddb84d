import UserOutlined from '@ant-design/icons/UserOutlined';
import type { Visit } from '@vestibule/contract/entities/visit';
import { approvalMark } from '@vestibule/contract/rules/visit-status';
import { Avatar, Button, Table, type TableColumnsType, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDataControl } from '../../../lib/data-control';
import { visitReasonLabel } from '../../../lib/visit-reasons';
import { formatInstant } from '../lib/visit-format';
import { VisitStatusTag } from '../../../components/visit-status-tag';

export interface VisitTableProps {
  visits: Visit[];
  loading: boolean;
  paging: { page: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void };
  /** Opens the visit's drawer. */
  onOpen: (visit: Visit) => void;
  /** The row's actions, when the list offers any. */
  actions?: (visit: Visit) => React.ReactNode;
  rowSelection?: TableProps<Visit>['rowSelection'];
}

const secondary = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text || '–'}
  </Typography.Text>
);

const timeColumns = ['appointment', 'signIn', 'signOut'] as const;
const instantOf: Record<(typeof timeColumns)[number], (visit: Visit) => number | null> = {
  appointment: (visit) => visit.appointmentDate,
  signIn: (visit) => visit.visitdate,
  signOut: (visit) => visit.signOutDate,
};

/** The visits of a list or of history: visitor, host, times and badge; a click on the visitor opens the drawer. */
export function VisitTable({ visits, loading, paging, onOpen, actions, rowSelection }: VisitTableProps) {
  const { t } = useTranslation('visits');
  // Data control: the columns the company chose to hide stay hidden (the actions always show).
  const { columns: shown } = useDataControl();
  // The three times share one column, which shows those of them data control keeps.
  const shownTimes = timeColumns.filter((time) => shown.includes(time));
  const columns: TableColumnsType<Visit> = [
    {
      key: 'visitor',
      title: t('column.visitor'),
      fixed: 'left',
      width: 220,
      render: (_value, visit) => (
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Avatar
            size={36}
            src={visit.vphoto || undefined}
            icon={visit.vphoto ? undefined : <UserOutlined aria-hidden="true" />}
            alt={t('photoOf', { name: visit.vname })}
          />
          <div style={{ minWidth: 0 }}>
            <Button
              type="link"
              onClick={() => onOpen(visit)}
              aria-label={t('openVisit', { name: visit.vname })}
              style={{ padding: 0, height: 'auto', fontWeight: 500 }}
            >
              {visit.vname}
            </Button>
            <br />
            {secondary(visit.vcompany)}
            {visit.tags && visit.tags.length > 0 && (
              <div aria-label={t('tagsOf', { name: visit.vname })} style={{ marginTop: 4 }}>
                {visit.tags.map((tag) => (
                  <Tag key={tag.tid} color="blue" style={{ marginInlineEnd: 4 }}>
                    {tag.tagName}
                  </Tag>
                ))}
              </div>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 100,
      render: (_value, visit) => <VisitStatusTag status={visit.visitStatus} approval={approvalMark(visit)} />,
    },
    { key: 'phone', title: t('column.phone'), width: 130, render: (_value, visit) => visit.vphone || '–' },
    {
      key: 'host',
      title: t('column.host'),
      width: 150,
      render: (_value, visit) => (
        <>
          {visit.empName || '–'}
          <br />
          {secondary(visit.empDeptName)}
        </>
      ),
    },
    {
      key: 'type',
      title: t('column.type'),
      width: 150,
      render: (_value, visit) => (
        <>
          {visit.vType || '–'}
          <br />
          {secondary(visitReasonLabel(t, visit.visitType))}
        </>
      ),
    },
    {
      key: 'times',
      title: t('column.times'),
      width: 210,
      render: (_value, visit) => (
        <dl className="visit-times">
          {shownTimes
            .map((time) => [time, instantOf[time](visit)] as const)
            .filter(([, instant]) => instant !== null)
            .map(([label, instant]) => (
              <div key={label} style={{ display: 'flex', gap: 8, whiteSpace: 'nowrap' }}>
                <dt style={{ color: 'rgba(0, 0, 0, 0.55)', minWidth: 56 }}>{t(`timeLabel.${label}`)}</dt>
                <dd style={{ margin: 0 }}>{formatInstant(instant)}</dd>
              </div>
            ))}
        </dl>
      ),
    },
  ];
  const visible = columns.filter((column) =>
    column.key === 'times' ? shownTimes.length > 0 : (shown as readonly unknown[]).includes(column.key),
  );
  if (actions) {
    visible.push({
      key: 'actions',
      title: t('column.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, visit) => actions(visit),
    });
  }
  return (
    <Table<Visit>
      rowKey="vid"
      size="middle"
      columns={visible}
      dataSource={visits}
      loading={loading}
      rowSelection={rowSelection}
      scroll={{ x: 'max-content' }}
      onRow={(visit) => ({
        onClick: (event) => {
          // Buttons, links and check boxes in the row do their own thing.
          if ((event.target as HTMLElement).closest('button, a, input, label, .ant-table-selection-column')) return;
          onOpen(visit);
        },
        style: { cursor: 'pointer' },
      })}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => t('total', { count: total }),
        onChange: paging.onChange,
      }}
    />
  );
}
