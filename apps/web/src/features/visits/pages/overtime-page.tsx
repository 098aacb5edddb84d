import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { OvertimeVisit } from '@vestibule/contract';
import { Alert, Button, DatePicker, Form, Input, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useProfile } from '../../../lib/session';
import { type OvertimeQuery, useBatchSignOut, useOvertimePage } from '../api/visits';
import { VisitDrawer } from '../components/visit-drawer';
import { VisitStatusTag } from '../components/visit-status-tag';
import { formatInstant } from '../lib/visit-format';

interface FilterValues {
  days?: [Dayjs, Dayjs];
  name?: string;
  empName?: string;
}

const todayYmd = () => dayjs().format('YYYY-MM-DD');
const firstQuery = (): OvertimeQuery => ({
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
      ? t('overtime.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('overtime.minutes', { minutes });
}

/** /emp/overtime: visitors still on site after the company's off-duty time of their sign-in day; sign out the selected. */
export function OvertimePage() {
  const { t } = useTranslation('visits');
  const profile = useProfile();
  const operator = profile.username || profile.company || '';
  const [query, setQuery] = useState(firstQuery);
  const overtime = useOvertimePage(query);
  const batchSignOut = useBatchSignOut();
  const [modal, modalHolder] = Modal.useModal();
  const [selected, setSelected] = useState<number[]>([]);
  const [opened, setOpened] = useState<number>();
  const [form] = Form.useForm<FilterValues>();
  const duration = useDuration();

  const search = (values: FilterValues) => {
    const days = values.days ?? [dayjs(), dayjs()];
    setSelected([]);
    setQuery({
      ...query,
      startDate: days[0].format('YYYY-MM-DD'),
      endDate: days[1].format('YYYY-MM-DD'),
      name: values.name?.trim() ?? '',
      empName: values.empName?.trim() ?? '',
      page: 1,
    });
  };

  const confirmBatchSignOut = () =>
    void modal.confirm({
      title: t('signOut.batchTitle', { count: selected.length }),
      content: t('signOut.batchText'),
      okText: t('signOut.action'),
      cancelText: t('cancel'),
      onOk: () =>
        batchSignOut
          .mutateAsync({ vids: selected, operator, done: t('signOut.batchDone', { count: selected.length }) })
          .then(() => setSelected([]))
          .catch(() => undefined),
    });

  const columns: TableColumnsType<OvertimeVisit> = [
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
      title: t('overtime.over'),
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
      {modalHolder}
      <PageTitle title={t('overtime.title')} description={t('overtime.description')} />
      <Panel
        title={t('overtime.visits')}
        extra={
          <Button icon={<LogoutOutlined aria-hidden="true" />} disabled={selected.length === 0} onClick={confirmBatchSignOut}>
            {selected.length ? t('signOut.selectedCount', { count: selected.length }) : t('signOut.selected')}
          </Button>
        }
      >
        <Form<FilterValues>
          form={form}
          name="overtime-filters"
          layout="inline"
          initialValues={{ days: [dayjs(), dayjs()] }}
          onFinish={search}
          aria-label={t('overtime.filters')}
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <Form.Item name="days" label={t('filters.days')}>
            <DatePicker.RangePicker allowClear={false} disabledDate={afterToday} style={{ width: 250 }} />
          </Form.Item>
          <Form.Item name="name" label={t('filters.name')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="empName" label={t('filters.empName')}>
            <Input allowClear maxLength={100} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
              {t('filters.search')}
            </Button>
          </Form.Item>
        </Form>
        {overtime.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<OvertimeVisit>
            rowKey="vid"
            size="middle"
            columns={columns}
            dataSource={overtime.data?.list ?? []}
            loading={overtime.isFetching}
            scroll={{ x: 850 }}
            locale={{ emptyText: t('overtime.empty') }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(Number)),
              // Only visitors still on site can be signed out.
              getCheckboxProps: (visit) => ({
                disabled: visit.visitStatus !== 'signedIn',
                'aria-label': t('select', { name: visit.vname }),
              }),
            }}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: overtime.data?.count ?? 0,
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
