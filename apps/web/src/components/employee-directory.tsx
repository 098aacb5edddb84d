import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Input } from 'antd';
import { useState } from 'react';
import { apiQueryOptions } from '../lib/api-query';
import { pageRequest } from '../lib/paging';
import { EmployeeTable } from './employee-table';
import { PageTitle } from './page-title';
import { Panel } from './panel';

const firstPage = { page: 1, pageSize: 20 };

export interface EmployeeDirectoryTexts {
  title: string;
  description: string;
  list: string;
  search: string;
  loadFailed: string;
}

/**
 * The employees the session may read, searched by name, without departments, roles or imports: a resident
 * company's own staff and a manager's view of the company's address book (the server keeps each to its own).
 */
export function EmployeeDirectory({ texts }: { texts: EmployeeDirectoryTexts }) {
  const [paging, setPaging] = useState(firstPage);
  const [name, setName] = useState('');
  const employees = useQuery({
    ...apiQueryOptions('getEmpListPages', { ...pageRequest(paging.page, paging.pageSize), empName: name.trim() }),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageTitle title={texts.title} description={texts.description} />
      <Panel
        title={texts.list}
        extra={
          <Input.Search
            allowClear
            aria-label={texts.search}
            placeholder={texts.search}
            style={{ width: 240 }}
            onSearch={(value) => {
              setName(value);
              setPaging(firstPage);
            }}
          />
        }
      >
        {employees.isError ? (
          <Alert type="warning" showIcon title={texts.loadFailed} />
        ) : (
          <EmployeeTable
            employees={employees.data?.list ?? []}
            loading={employees.isFetching}
            paging={{
              ...paging,
              total: employees.data?.count ?? 0,
              onChange: (page, pageSize) => setPaging({ page, pageSize }),
            }}
          />
        )}
      </Panel>
    </>
  );
}
