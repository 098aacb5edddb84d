import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { AccessRecord } from '@vestibule/contract/entities/door-access';
import { doorReasons } from '@vestibule/contract/rules/door-decision';
import { Button, Dropdown, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { exportAccessRecords, type RecordQuery, useAccessRecords } from '../api/door-access';
import { DoorLoadFailure } from '../components/door-load-failure';
import { type RecordFilterValues, RecordFilters } from '../components/record-filters';

const firstQuery: RecordQuery = { page: 1, pageSize: 10 };
const known = (reason: string) => (doorReasons as readonly string[]).includes(reason);

/** /key/record: every reader's decisions, newest first, with the filters; export as xlsx or csv. */
export function AccessRecordsPage() {
  const { t, i18n } = useTranslation('doorAccess');
  const [query, setQuery] = useState(firstQuery);
  const records = useAccessRecords(query);
  const search = (values: RecordFilterValues) =>
    setQuery({
      page: 1,
      pageSize: query.pageSize,
      startDate: values.days?.[0]?.format('YYYY-MM-DD'),
      endDate: values.days?.[1]?.format('YYYY-MM-DD'),
      vname: values.vname?.trim() ?? '',
      mobile: values.mobile?.trim() ?? '',
      company: values.company?.trim() ?? '',
      deviceCode: values.deviceCode?.trim() ?? '',
      direction: values.direction ?? '',
      openStatus: values.openStatus ?? '',
      passWay: values.passWay ?? '',
    });
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const exportAs = (format: 'xlsx' | 'csv') => void exportAccessRecords(filters, format, i18n.language).catch(() => undefined);

  return (
    <>
      <PageTitle title={t('records.title')} description={t('records.description')} />
      <Panel
        title={t('records.list')}
        extra={
          <Space>
            <Link to="/key">{t('nav.groups')}</Link>
            <Link to="/key/list">{t('nav.devices')}</Link>
            <Dropdown
              menu={{
                items: [
                  { key: 'xlsx', label: t('records.exportXlsx') },
                  { key: 'csv', label: t('records.exportCsv') },
                ],
                onClick: ({ key }) => exportAs(key === 'csv' ? 'csv' : 'xlsx'),
              }}
            >
              <Button icon={<DownloadOutlined />}>{t('records.export')}</Button>
            </Dropdown>
          </Space>
        }
      >
        <RecordFilters onSearch={search} />
        {records.isError ? (
          <DoorLoadFailure error={records.error} />
        ) : (
          <Table<AccessRecord>
            rowKey="rid"
            size="middle"
            loading={records.isFetching}
            dataSource={records.data?.list ?? []}
            scroll={{ x: 1100 }}
            locale={{ emptyText: t('records.empty') }}
            columns={[
              {
                title: t('records.time'),
                dataIndex: 'openDate',
                render: (at: number) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
              },
              { title: t('records.name'), dataIndex: 'vname' },
              { title: t('records.phone'), dataIndex: 'mobile' },
              { title: t('records.company'), dataIndex: 'company' },
              {
                title: t('records.vtype'),
                dataIndex: 'vtype',
                // A resident's record names no visitor type, only that the person is a resident.
                render: (vtype: string) => (vtype === 'resident' ? t('records.resident') : vtype),
              },
              { title: t('device.name'), dataIndex: 'deviceName' },
              {
                title: t('records.direction'),
                dataIndex: 'direction',
                render: (direction: string) => (direction ? t(`direction.${direction}`) : ''),
              },
              { title: t('records.way'), dataIndex: 'passWay', render: (way: string) => t(`way.${way}`, { defaultValue: way }) },
              {
                title: t('records.result'),
                dataIndex: 'openStatus',
                render: (status: string) =>
                  status === '1' ? <Tag color="green">{t('result.opened')}</Tag> : <Tag color="red">{t('result.refused')}</Tag>,
              },
              {
                title: t('records.reason'),
                dataIndex: 'reason',
                render: (reason: string) => (known(reason) ? t(`reason.${reason}`) : reason),
              },
            ]}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: records.data?.count ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('records.total', { count: total }),
              onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
