import type { OvertimeRecord } from '@vestibule/contract/endpoints/overtime';
import { Alert, Col, Row, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OvertimeStatusTag } from '../../../components/overtime-status-tag';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useMyOvertime } from '../api/my-overtime';
import { OvertimeApplyForm } from '../components/overtime-apply-form';

const pageSize = 10;
const time = (at: number | null) => (at === null ? '–' : dayjs(at).format('YYYY-MM-DD HH:mm'));

/** /mine/overtime: the signed-in employee applies for overtime and follows the Administrator's decisions. */
export function MyOvertimePage() {
  const { t } = useTranslation('employee');
  const [page, setPage] = useState(1);
  const mine = useMyOvertime(page, pageSize);
  const columns: TableColumnsType<OvertimeRecord> = [
    { key: 'days', title: t('console.overtime.days'), render: (_value, record) => record.oDates.split(',').join(', ') },
    {
      key: 'checkIn',
      title: t('console.overtime.checkIn'),
      responsive: ['md'],
      render: (_value, record) => time(record.checkIn),
    },
    { key: 'reason', title: t('console.overtime.reason'), ellipsis: true, render: (_value, record) => record.reason },
    {
      key: 'status',
      title: t('console.overtime.status'),
      render: (_value, record) => (
        <div>
          <OvertimeStatusTag status={record.status} />
          {record.decideTime !== null && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {time(record.decideTime)}
            </Typography.Text>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      <PageTitle title={t('console.overtime.page')} description={t('console.overtime.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={9}>
          <Panel title={t('console.overtime.apply')}>
            <OvertimeApplyForm />
          </Panel>
        </Col>
        <Col xs={24} xl={15}>
          <Panel title={t('console.overtime.mine')}>
            {mine.isError ? (
              <Alert type="warning" showIcon title={t('console.overtime.loadFailed')} />
            ) : (
              <Table<OvertimeRecord>
                rowKey="oid"
                size="middle"
                columns={columns}
                dataSource={mine.data?.list ?? []}
                loading={mine.isFetching}
                locale={{ emptyText: t('console.overtime.empty') }}
                pagination={{ current: page, pageSize, total: mine.data?.count ?? 0, onChange: setPage, showSizeChanger: false }}
              />
            )}
          </Panel>
        </Col>
      </Row>
    </>
  );
}
