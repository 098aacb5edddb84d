import { type OvertimeRecord, overtimeStatuses } from '@vestibule/contract/endpoints/overtime';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { OvertimeStatusTag } from '../../../components/overtime-status-tag';
import { daysOf, type Decision } from './use-overtime-decisions';

const time = (at: number | null) => (at === null ? '–' : dayjs(at).format('YYYY-MM-DD HH:mm'));

/** The overtime table's columns; a pending record's row agrees or refuses through `ask`. */
export function useOvertimeColumns(ask: (oids: number[], status: Decision) => void): TableColumnsType<OvertimeRecord> {
  const { t } = useTranslation('overtime');
  return [
    {
      key: 'employee',
      title: t('column.employee'),
      width: 160,
      render: (_value, record) => (
        <div>
          <Typography.Text strong>{record.empName}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {record.empNo || '–'}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'days', title: t('column.days'), width: 200, render: (_value, record) => daysOf(record) },
    { key: 'checkIn', title: t('column.checkIn'), width: 150, render: (_value, record) => time(record.checkIn) },
    { key: 'reason', title: t('column.reason'), ellipsis: true, render: (_value, record) => record.reason },
    {
      key: 'status',
      title: t('column.status'),
      width: 200,
      render: (_value, record) => (
        <div>
          <OvertimeStatusTag status={record.status} />
          {record.decideTime !== null && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {[record.decidedBy, time(record.decideTime)].filter(Boolean).join(' · ')}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 150,
      render: (_value, record) =>
        record.status === overtimeStatuses.pending && (
          <Space size={4}>
            <Button
              size="small"
              type="link"
              onClick={() => ask([record.oid], overtimeStatuses.agreed)}
              aria-label={t('agreeTo', { name: record.empName, days: daysOf(record) })}
            >
              {t('agree')}
            </Button>
            <Button
              size="small"
              type="link"
              danger
              onClick={() => ask([record.oid], overtimeStatuses.refused)}
              aria-label={t('refuseTo', { name: record.empName, days: daysOf(record) })}
            >
              {t('refuse')}
            </Button>
          </Space>
        ),
    },
  ];
}
