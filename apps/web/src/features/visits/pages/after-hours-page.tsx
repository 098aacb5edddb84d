import type { AfterHoursVisit } from '@vestibule/contract';
import { Alert, Button, Form, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { type AfterHoursQuery, useAfterHoursPage } from '../api/visits';
import { useSignOutSelection } from '../components/use-sign-out-selection';
import { VisitDrawer } from '../components/visit-drawer';
import { DaysFilter, SearchButton, TextFilter } from '../components/visit-filter-fields';
import { VisitStatusTag } from '../../../components/visit-status-tag';
import { formatInstant } from '../lib/visit-format';

interface FilterValues {
  days?: [Dayjs, Dayjs];
  name?: string;
  empName?: string;
}

const todayYmd = () => dayjs().format('YYYY-MM-DD');
const firstQuery = (): AfterHoursQuery => ({
  startDate: todayYmd(),
  endDate: todayYmd(),
  name: '',
  empName: '',
  page: 1,
  pageSize: 10,
});
// Nobody signed in after today.
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** "2 h 05 min" style duration of the minutes past off-duty time. */
function useDuration() {
  const { t } = useTranslation('visits');
  return (minutes: number) =>
    minutes >= 60
      ? t('afterHours.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('afterHours.minutes', { minutes });
}

/** /emp/after-hours: visitors still on site after the company's off-duty time of their sign-in day; sign out the selected. */
export function AfterHoursPage() {
  const { t } = useTranslation('visits');
  const [query, setQuery] = useState(firstQuery);
  const afterHours = useAfterHoursPage(query);
  const signOutSelected = useSignOutSelection<AfterHoursVisit>();
  const [opened, setOpened] = useState<number>();
  const [form] = Form.useForm<FilterValues>();
  const duration = useDuration();

  const search = (values: FilterValues) => {
    const days = values.days ?? [dayjs(), dayjs()];
    signOutSelected.clear();
    setQuery({
      ...query,
      startDate: days[0].format('YYYY-MM-DD'),
      endDate: days[1].format('YYYY-MM-DD'),
      name: values.name?.trim() ?? '',
      empName: values.empName?.trim() ?? '',
      page: 1,
    });
  };

  const columns: TableColumnsType<AfterHoursVisit> = [
    {
      key: 'visitor',
      title: t('column.visitor'),
      width: 180,
      render: (_value, visit) => (
        <div>
          <Button
            type="link"
            onClick={() => setOpened(visit.vid)}
            aria-label={t('openVisit', { name: visit.vname })}
            style={{ padding: 0, height: 'auto', fontWeight: 500 }}
          >
            {visit.vname}
          </Button>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {visit.vphone || '–'}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'host', title: t('column.host'), width: 140, render: (_value, visit) => visit.empName || '–' },
    {
      key: 'over',
      title: t('afterHours.over'),
      width: 120,
      render: (_value, visit) => <Tag color={visit.signOutDate ? 'default' : 'orange'}>{duration(visit.overMinutes)}</Tag>,
    },
    { key: 'signIn', title: t('column.signIn'), width: 150, render: (_value, visit) => formatInstant(visit.visitdate) },
    { key: 'signOut', title: t('column.signOut'), width: 150, render: (_value, visit) => formatInstant(visit.signOutDate) },
    {
      key: 'status',
      title: t('column.status'),
      width: 110,
      render: (_value, visit) => <VisitStatusTag status={visit.visitStatus} />,
    },
  ];

  return (
    <>
      {signOutSelected.holder}
      <PageTitle title={t('afterHours.title')} description={t('afterHours.description')} />
      <Panel title={t('afterHours.visits')} extra={signOutSelected.button}>
        <Form<FilterValues>
          form={form}
          name="after-hours-filters"
          layout="inline"
          initialValues={{ days: [dayjs(), dayjs()] }}
          onFinish={search}
          aria-label={t('afterHours.filters')}
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <DaysFilter disabledDate={afterToday} />
          <TextFilter name="name" width={160} />
          <TextFilter name="empName" width={160} />
          <SearchButton />
        </Form>
        {afterHours.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<AfterHoursVisit>
            rowKey="vid"
            size="middle"
            columns={columns}
            dataSource={afterHours.data?.list ?? []}
            loading={afterHours.isFetching}
            scroll={{ x: 850 }}
            locale={{ emptyText: t('afterHours.empty') }}
            rowSelection={signOutSelected.rowSelection}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: afterHours.data?.count ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('total', { count: total }),
              onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
            }}
          />
        )}
      </Panel>
      {opened !== undefined && <VisitDrawer vid={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
