import type { SyncReport } from '@vestibule/contract/endpoints/directory-sync';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSyncReports } from '../api/directory-sync';

/** The company's latest address-book sync runs, newest first. */
export function SyncHistory() {
  const { t, i18n } = useTranslation('directory');
  const reports = useSyncReports(true);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const columns: TableColumnsType<SyncReport> = [
    { key: 'startedAt', title: t('report.started'), render: (_, report) => time.format(report.startedAt) },
    { key: 'source', title: t('report.source'), render: (_, report) => t(`source.${report.source}`) },
    { key: 'trigger', title: t('report.trigger'), render: (_, report) => t(`trigger.${report.trigger}`) },
    { key: 'added', dataIndex: 'added', title: t('report.added') },
    { key: 'updated', dataIndex: 'updated', title: t('report.updated') },
    { key: 'left', dataIndex: 'left', title: t('report.left') },
    {
      key: 'errors',
      title: t('report.problems'),
      render: (_, report) => report.errors.map((error) => `${error.name}: ${error.reason}`).join('; '),
    },
  ];
  return (
    <Table<SyncReport>
      rowKey="id"
      size="small"
      loading={reports.isLoading}
      dataSource={reports.data ?? []}
      columns={columns}
      pagination={false}
      locale={{ emptyText: t('history.empty') }}
    />
  );
}
