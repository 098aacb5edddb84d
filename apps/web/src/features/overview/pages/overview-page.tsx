import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { OnSiteVisit } from '@vestibule/contract/endpoints/overview';
import { Alert, Button, Table, theme } from 'antd';
import dayjs from 'dayjs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useLiveOverview, useVisitOverview } from '../api/overview';
import { EvacuationList } from '../components/evacuation-list';

// ECharts is large: the charts come in their own chunk once the page shows.
const PerDayChart = lazy(async () => ({ default: (await import('../../../components/visit-charts')).PerDayChart }));
const ByTypeChart = lazy(async () => ({ default: (await import('../../../components/visit-charts')).ByTypeChart }));

const countKeys = ['expected', 'signedIn', 'signedOut', 'refused'] as const;

function CountCard({ label, value, accent }: { label: string; value: number | undefined; accent: string }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={label}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: `3px solid ${accent}`,
        borderRadius: token.borderRadiusLG,
        padding: '16px 20px',
      }}
    >
      <div style={{ color: token.colorTextSecondary }}>{label}</div>
      <output style={{ display: 'block', fontSize: 30, fontWeight: 600, color: token.colorTextHeading }}>{value ?? '–'}</output>
    </section>
  );
}

const chartFallback = <div style={{ height: 280 }} />;

/** /: the manager's visitor overview, kept current by the server's events; `guide` shows above the counts. */
export function OverviewPage({ guide }: { guide?: ReactNode }) {
  const { t } = useTranslation('overview');
  const { token } = theme.useToken();
  const overview = useVisitOverview();
  useLiveOverview();
  const [printing, setPrinting] = useState(false);
  const data = overview.data;
  const accents = [token.colorInfo, token.colorSuccess, token.colorTextTertiary, token.colorError];
  const columns = [
    { key: 'vname', title: t('columns.name'), dataIndex: 'vname' },
    { key: 'vcompany', title: t('columns.company'), dataIndex: 'vcompany', responsive: ['md' as const] },
    { key: 'vphone', title: t('columns.phone'), dataIndex: 'vphone' },
    { key: 'empName', title: t('columns.host'), dataIndex: 'empName' },
    {
      key: 'visitdate',
      title: t('columns.signedInAt'),
      dataIndex: 'visitdate',
      render: (value: number) => dayjs(value).format('MM-DD HH:mm'),
    },
    { key: 'signInGate', title: t('columns.gate'), dataIndex: 'signInGate', responsive: ['lg' as const] },
  ];
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      {guide}
      {overview.isError && <Alert type="warning" showIcon title={t('loadFailed')} style={{ marginBottom: 16 }} />}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 16, marginBottom: 16 }}>
        {countKeys.map((key, index) => (
          <CountCard key={key} label={t(`counts.${key}`)} value={data?.today[key]} accent={accents[index]!} />
        ))}
      </div>
      <div style={{ marginBottom: 16 }}>
        <Panel
          title={t('onSite.title')}
          extra={
            <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)} disabled={!data}>
              {t('evacuation.open')}
            </Button>
          }
        >
          <Table<OnSiteVisit>
            rowKey="vid"
            size="middle"
            columns={columns}
            dataSource={data?.onSite ?? []}
            loading={overview.isLoading}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('onSite.empty') }}
            scroll={{ x: 'max-content' }}
          />
        </Panel>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 16 }}>
        <Panel title={t('charts.perDay')}>
          <Suspense fallback={chartFallback}>
            <PerDayChart days={data?.perDay ?? []} label={t('charts.visits')} formatDay={(day) => day.slice(5)} />
          </Suspense>
        </Panel>
        <Panel title={t('charts.byType')}>
          <Suspense fallback={chartFallback}>
            <ByTypeChart
              label={t('charts.visits')}
              types={(data?.byType ?? []).map((row) => ({ name: row.vType || t('charts.noType'), count: row.count }))}
            />
          </Suspense>
        </Panel>
      </div>
      {printing && data && <EvacuationList visits={data.onSite} onClose={() => setPrinting(false)} />}
    </>
  );
}
