import { Alert } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useVisitPage } from '../api/visits';
import { VisitDrawer } from '../components/visit-drawer';
import { VisitExportMenu } from '../components/visit-export-menu';
import { VisitFilterBar } from '../components/visit-filter-bar';
import { VisitTable } from '../components/visit-table';
import { useVisitQuery } from '../lib/use-visit-query';
import { lastMonthRange } from '../lib/visit-query';

// Visits are searched up to today; later days hold none.
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** /history: past visits with the list's filters, read-only except the drawer. */
export function HistoryPage() {
  const { t } = useTranslation('visits');
  const { query, search, goToPage } = useVisitQuery(lastMonthRange());
  const visits = useVisitPage(query);
  const [opened, setOpened] = useState<number>();
  return (
    <>
      <PageTitle title={t('history.title')} description={t('history.description')} />
      <Panel title={t('history.visits')} extra={<VisitExportMenu query={query} />}>
        <VisitFilterBar filters={query} defaultRange={lastMonthRange()} onSearch={search} disabledDate={afterToday} />
        {visits.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <VisitTable
            visits={visits.data?.list ?? []}
            loading={visits.isFetching}
            paging={{ page: query.page, pageSize: query.pageSize, total: visits.data?.count ?? 0, onChange: goToPage }}
            onOpen={(visit) => setOpened(visit.vid)}
          />
        )}
      </Panel>
      {opened !== undefined && <VisitDrawer vid={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
