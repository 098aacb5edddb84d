import type { OvertimeRecord } from '@vestibule/contract/endpoints/overtime';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { type OvertimeQuery, useOvertimeRecords } from '../api/overtime';
import { type OvertimeFilterValues, OvertimeFilters } from '../components/overtime-filters';
import { useOvertimeColumns } from '../components/overtime-columns';
import { useOvertimeDecisions } from '../components/use-overtime-decisions';

const firstQuery: OvertimeQuery = { empName: '', empNo: '', startDate: '', endDate: '', slist: [], page: 1, pageSize: 10 };

/** /emp/overtime: employees' overtime records; the Administrator agrees to or refuses the pending ones. */
export function OvertimePage() {
  const { t } = useTranslation('overtime');
  const [query, setQuery] = useState(firstQuery);
  const records = useOvertimeRecords(query);
  const decisions = useOvertimeDecisions();

  const search = (values: OvertimeFilterValues) => {
    decisions.clear();
    setQuery({
      ...query,
      empName: values.empName?.trim() ?? '',
      empNo: values.empNo?.trim() ?? '',
      startDate: values.days?.[0]?.format('YYYY-MM-DD') ?? '',
      endDate: values.days?.[1]?.format('YYYY-MM-DD') ?? '',
      slist: values.slist ?? [],
      page: 1,
    });
  };

  const columns = useOvertimeColumns(decisions.ask);

  return (
    <>
      {decisions.holder}
      <PageTitle title={t('title')} description={t('description')} />
      <Panel title={t('list')} extra={decisions.buttons}>
        <OvertimeFilters onSearch={search} />
        {records.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<OvertimeRecord>
            rowKey="oid"
            size="middle"
            columns={columns}
            dataSource={records.data?.list ?? []}
            loading={records.isFetching}
            scroll={{ x: 900 }}
            locale={{ emptyText: t('empty') }}
            rowSelection={decisions.rowSelection}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: records.data?.count ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('total', { count: total }),
              onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
