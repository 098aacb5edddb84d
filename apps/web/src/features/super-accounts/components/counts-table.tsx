import type { VisitorCounts } from '@vestibule/contract/entities/super-account';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

interface CountsTableProps {
  inRange: VisitorCounts | undefined;
  allTime: VisitorCounts | undefined;
  loading: boolean;
}

/** One row per covered company: visitors in the chosen days and since it began, with the totals below. */
export function CountsTable({ inRange, allTime, loading }: CountsTableProps) {
  const { t } = useTranslation('superAccounts');
  const allTimeOf = new Map(allTime?.vData.map((row) => [row.userid, row.vcount]));
  const rows = (inRange?.vData ?? []).map((row) => ({ ...row, allTime: allTimeOf.get(row.userid) ?? 0 }));
  return (
    <Table
      rowKey="userid"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'company', title: t('columns.company'), dataIndex: 'company' },
        { key: 'vcount', title: t('columns.inRange'), dataIndex: 'vcount', align: 'right' },
        { key: 'allTime', title: t('columns.allTime'), dataIndex: 'allTime', align: 'right' },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>{t('columns.total')}</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            {inRange?.total ?? 0}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="right">
            {allTime?.total ?? 0}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
      locale={{ emptyText: t('empty') }}
    />
  );
}
