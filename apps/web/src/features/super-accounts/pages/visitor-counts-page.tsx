import { Alert, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useAllTimeCounts, useRangeCounts } from '../api/super-accounts';
import { CountsTable } from '../components/counts-table';

// ECharts loads with the charts, after the table.
const CountBarChart = lazy(async () => ({ default: (await import('../../../components/visit-charts')).CountBarChart }));
const chartSpace = <div style={{ height: 280 }} />;
const ymd = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The super account's home: visitors signed in at each covered company, in the chosen days and since it began. */
export function VisitorCountsPage() {
  const { t } = useTranslation('superAccounts');
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const inRange = useRangeCounts({ startDate: ymd(days[0]), endDate: ymd(days[1]) });
  const allTime = useAllTimeCounts();
  return (
    <>
      <PageTitle title={t('counts.title')} description={t('counts.description')} />
      {(inRange.isError || allTime.isError) && (
        <Alert type="warning" showIcon title={t('loadFailed')} style={{ marginBottom: 16 }} />
      )}
      <div style={{ display: 'grid', gap: 16 }}>
        <Panel
          title={t('counts.perCompany')}
          extra={
            <DatePicker.RangePicker
              aria-label={t('counts.days')}
              value={days}
              allowClear={false}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
              onChange={(chosen) => chosen?.[0] && chosen[1] && setDays([chosen[0], chosen[1]])}
            />
          }
        >
          <CountsTable inRange={inRange.data} allTime={allTime.data} loading={inRange.isPending || allTime.isPending} />
        </Panel>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}>
          <Panel title={t('counts.chartPerCompany')}>
            <Suspense fallback={chartSpace}>
              <CountBarChart
                label={t('counts.visitors')}
                bars={(inRange.data?.vData ?? []).map((row) => ({ name: row.company, count: row.vcount }))}
              />
            </Suspense>
          </Panel>
          <Panel title={t('counts.chartPerDay')}>
            <Suspense fallback={chartSpace}>
              <CountBarChart
                label={t('counts.visitors')}
                bars={(inRange.data?.days ?? []).map((row) => ({ name: row.date.slice(5), count: row.vcount }))}
              />
            </Suspense>
          </Panel>
        </div>
      </div>
    </>
  );
}
