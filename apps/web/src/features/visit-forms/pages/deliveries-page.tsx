import type { DepotListRow } from '@vestibule/contract/entities/visit-form';
import { Alert, DatePicker, Table, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { DepotFormDetails } from '../../../components/visit-form-details';
import { type DeliveryDays, useDeliveries } from '../api/deliveries';
import { lineSummary } from '../components/line-summary';

const dayOf = (day: Dayjs) => day.format('YYYY-MM-DD');
const time = (at: number | null) => (at === null ? '–' : dayjs(at).format('YYYY-MM-DD HH:mm'));

/** The last week, today included: what the dock asks about most. */
const lastWeek = (): DeliveryDays => ({ startDate: dayOf(dayjs().subtract(6, 'day')), endDate: dayOf(dayjs()) });

/** /emp/depot: the depot records filled at the tablet, by the day the visitor signed in; a row opens its lines. */
export function DeliveriesPage() {
  const { t } = useTranslation('visitForms');
  const [days, setDays] = useState(lastWeek);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const deliveries = useDeliveries(days, paging.page, paging.pageSize);

  const columns: TableColumnsType<DepotListRow> = [
    { key: 'signIn', title: t('list.signIn'), width: 140, render: (_value, row) => time(row.visitdate ?? row.createTime) },
    {
      key: 'visitor',
      title: t('list.visitor'),
      width: 170,
      render: (_value, row) => (
        <div>
          <Typography.Text strong>{row.vname}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.vcompany || '–'}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'host', title: t('list.host'), width: 120, render: (_value, row) => row.empName || '–' },
    { key: 'goods', title: t('list.goods'), render: (_value, row) => lineSummary(row.goods) },
    { key: 'tools', title: t('list.tools'), width: 180, render: (_value, row) => lineSummary(row.tools) },
    { key: 'plateNum', title: t('list.plateNum'), width: 110, render: (_value, row) => row.plateNum || '–' },
    { key: 'deliveryNoteNo', title: t('list.deliveryNoteNo'), width: 120, render: (_value, row) => row.deliveryNoteNo || '–' },
  ];

  return (
    <>
      <PageTitle title={t('list.title')} description={t('list.intro')} />
      <Panel title={t('list.title')}>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
          {t('list.range')}
          <DatePicker.RangePicker
            allowClear={false}
            value={[dayjs(days.startDate), dayjs(days.endDate)]}
            onChange={(range) => {
              if (!range?.[0] || !range[1]) return;
              setDays({ startDate: dayOf(range[0]), endDate: dayOf(range[1]) });
              setPaging({ ...paging, page: 1 });
            }}
          />
        </label>
        {deliveries.isError ? (
          <Alert type="warning" showIcon title={t('list.loadFailed')} />
        ) : (
          <Table<DepotListRow>
            rowKey="vid"
            size="middle"
            aria-label={t('list.title')}
            columns={columns}
            dataSource={deliveries.data?.list ?? []}
            loading={deliveries.isFetching}
            locale={{ emptyText: t('list.empty') }}
            expandable={{ expandedRowRender: (row) => <DepotFormDetails form={row} /> }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: deliveries.data?.count ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('list.total', { count: total }),
              onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
