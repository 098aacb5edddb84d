import type { Employee } from '@vestibule/contract/entities/employee';
import { Alert, Input, Select, Space, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { employeeColumns } from '../../../components/employee-columns';
import { Panel } from '../../../components/panel';
import { useSetWhitelisted, useWhitelistPage, type WhitelistQuery } from '../api/whitelist';

/** /whitelist: which employees' regular visitors pass without approval, one switch per employee. */
export function WhitelistPage() {
  const { t } = useTranslation('people');
  const [query, setQuery] = useState<WhitelistQuery>({ page: 1, pageSize: 20, field: 'empName', text: '' });
  const [text, setText] = useState('');
  const employees = useWhitelistPage(query);
  const setWhitelisted = useSetWhitelisted();
  const pendingFor = setWhitelisted.isPending ? setWhitelisted.variables : undefined;

  const columns: TableColumnsType<Employee> = [
    ...employeeColumns(t, 'lg'),
    {
      key: 'wlist',
      title: t('whitelist.column'),
      width: 120,
      render: (_value, employee) => {
        const pending = pendingFor?.employee.empid === employee.empid;
        return (
          <Switch
            aria-label={t('whitelist.switch', { name: employee.empName })}
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
      <PageTitle title={t('whitelist.title')} description={t('whitelist.description')} />
      <Panel title={t('whitelist.list')}>
        <Space.Compact style={{ marginBottom: 16 }}>
          <Select<WhitelistQuery['field']>
            aria-label={t('list.searchBy')}
            value={query.field}
            onChange={(field) => setQuery({ ...query, page: 1, field })}
            options={(['empName', 'empNo'] as const).map((field) => ({ value: field, label: t(`list.searchField.${field}`) }))}
            style={{ width: 120 }}
          />
          <Input.Search
            allowClear
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value === '') setQuery({ ...query, page: 1, text: '' });
            }}
            onSearch={(value) => setQuery({ ...query, page: 1, text: value })}
            style={{ width: 240 }}
          />
        </Space.Compact>
        {employees.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : (
          <Table<Employee>
            rowKey="empid"
            size="middle"
            columns={columns}
            dataSource={employees.data?.list ?? []}
            loading={employees.isFetching && !setWhitelisted.isPending}
            pagination={{
              current: query.page,
              pageSize: query.pageSize,
              total: employees.data?.count ?? 0,
              showSizeChanger: true,
              showTotal: (count) => t('list.total', { count }),
              onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
