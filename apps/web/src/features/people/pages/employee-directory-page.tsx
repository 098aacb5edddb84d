import { Alert, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeTable } from '../../../components/employee-table';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useEmployeeDirectory } from '../api/employee-directory';

const firstPage = { page: 1, pageSize: 20 };

/**
 * /emp for a manager holding employees: the company's address book. Departments, roles and imports are the
 * Administrator's (their calls answer 610 to a manager), so it lists and searches by name only.
 */
export function EmployeeDirectoryPage() {
  const { t } = useTranslation('people');
  const [paging, setPaging] = useState(firstPage);
  const [name, setName] = useState('');
  const employees = useEmployeeDirectory(paging.page, paging.pageSize, name);
  return (
    <>
      <PageTitle title={t('directory.title')} description={t('directory.description')} />
      <Panel
        title={t('directory.list')}
        extra={
          <Input.Search
            allowClear
            aria-label={t('directory.search')}
            placeholder={t('directory.search')}
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
