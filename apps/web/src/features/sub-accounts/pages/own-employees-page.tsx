import { Alert, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeTable } from '../../../components/employee-table';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useOwnEmployees } from '../api/own-employees';

const firstPage = { page: 1, pageSize: 20 };

/** /emp for a resident company: its own employees, those the main company assigned to it. */
export function OwnEmployeesPage() {
  const { t } = useTranslation('subAccounts');
  const [paging, setPaging] = useState(firstPage);
  const [name, setName] = useState('');
  const employees = useOwnEmployees(paging.page, paging.pageSize, name);
  return (
    <>
      <PageTitle title={t('ownEmployees.title')} description={t('ownEmployees.description')} />
      <Panel
        title={t('ownEmployees.list')}
        extra={
          <Input.Search
            allowClear
            aria-label={t('ownEmployees.search')}
            placeholder={t('ownEmployees.search')}
            style={{ width: 240 }}
            onSearch={(value) => {
              setName(value);
              setPaging(firstPage);
            }}
          />
        }
      >
        {employees.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
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
