import type { Employee } from '@vestibule/contract/entities/employee';
import { Alert, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeSearchBar } from '../../../components/employee-search-bar';
import { EmployeeTable } from '../../../components/employee-table';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useSetWhitelisted, useWhitelistPage, type WhitelistQuery } from '../api/whitelist';

/** /whitelist: which employees' regular visitors pass without approval, one switch per employee. */
export function WhitelistPage() {
  const { t } = useTranslation('whitelist');
  const [query, setQuery] = useState<WhitelistQuery>({ page: 1, pageSize: 20, field: 'empName', text: '' });
  const employees = useWhitelistPage(query);
  const setWhitelisted = useSetWhitelisted();
  const pendingFor = setWhitelisted.isPending ? setWhitelisted.variables : undefined;

  const columns: TableColumnsType<Employee> = [
    {
      key: 'wlist',
      title: t('column'),
      width: 120,
      render: (_value, employee) => {
        const pending = pendingFor?.employee.empid === employee.empid;
        return (
          <Switch
            aria-label={t('switch', { name: employee.empName })}
            checked={pending ? pendingFor.on : employee.wlist === 1}
            loading={pending}
            onChange={(on) => setWhitelisted.mutate({ employee, on })}
          />
        );
      },
    },
  ];

  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <Panel title={t('list')}>
        <div style={{ marginBottom: 16 }}>
          <EmployeeSearchBar
            fields={['empName', 'empNo']}
            field={query.field}
            onSearch={(field, text) => setQuery({ ...query, page: 1, field, text })}
          />
        </div>
        {employees.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <EmployeeTable
            employees={employees.data?.list ?? []}
            loading={employees.isFetching && !setWhitelisted.isPending}
            paging={{
              page: query.page,
              pageSize: query.pageSize,
              total: employees.data?.count ?? 0,
              onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
            }}
            columns={columns}
            wideFrom="lg"
          />
        )}
      </Panel>
    </>
  );
}
