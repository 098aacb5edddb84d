import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { VisitExportMenu } from '../components/visit-export-menu';
import { VisitFilterBar } from '../components/visit-filter-bar';
import { VisitResults } from '../components/visit-results';
import { useVisitQuery } from '../lib/use-visit-query';
import { lastMonthRange } from '../lib/visit-query';

// Visits are searched up to today; later days hold none.
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** /history: past visits with the list's filters, read-only except the drawer. */
export function HistoryPage() {
  const { t } = useTranslation('visits');
  const { query, search, goToPage } = useVisitQuery(lastMonthRange());
  return (
    <>
      <PageTitle title={t('history.title')} description={t('history.description')} />
      <Panel title={t('history.visits')} extra={<VisitExportMenu query={query} />}>
        <VisitFilterBar filters={query} defaultRange={lastMonthRange()} onSearch={search} disabledDate={afterToday} />
        <VisitResults query={query} goToPage={goToPage} />
      </Panel>
    </>
  );
}
