import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitPage } from '../api/visits';
import type { VisitQuery } from '../lib/visit-query';
import { VisitDrawer } from './visit-drawer';
import { VisitTable, type VisitTableProps } from './visit-table';

interface VisitResultsProps extends Pick<VisitTableProps, 'actions' | 'rowSelection'> {
  query: VisitQuery;
  goToPage: (page: number, pageSize: number) => void;
}

/** The page of visits the query finds (or why not), and the drawer of the visit opened from it. */
export function VisitResults({ query, goToPage, actions, rowSelection }: VisitResultsProps) {
  const { t } = useTranslation('visits');
  const visits = useVisitPage(query);
  const [opened, setOpened] = useState<number>();
  return (
    <>
      {visits.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <VisitTable
          visits={visits.data?.list ?? []}
          loading={visits.isFetching}
          paging={{ page: query.page, pageSize: query.pageSize, total: visits.data?.count ?? 0, onChange: goToPage }}
          onOpen={(visit) => setOpened(visit.vid)}
          actions={actions}
          rowSelection={rowSelection}
        />
      )}
      {opened !== undefined && <VisitDrawer vid={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
