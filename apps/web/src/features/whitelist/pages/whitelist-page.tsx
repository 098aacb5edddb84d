import type { Employee } from '@vestibule/contract/entities/employee';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeSearchBar } from '../../../components/employee-search-bar';
import { EmployeeTable } from '../../../components/employee-table';
import { ListPanel } from '../../../components/list-panel';
import { PageTitle } from '../../../components/page-title';
import { useRemoveAfterAsking } from '../../../components/use-remove-after-asking';
import { useRemoveFromWhitelist, useWhitelistPage, type WhitelistQuery } from '../api/whitelist';
import { AddToWhitelistModal } from '../components/add-to-whitelist-modal';

/** /emp/whitelist: the employees whose regular visitors pass without approval; add them with the picker, remove one at a time. */
export function WhitelistPage() {
  const { t } = useTranslation('whitelist');
  const [query, setQuery] = useState<WhitelistQuery>({ page: 1, pageSize: 20, field: 'empName', text: '' });
  const [adding, setAdding] = useState(false);
  const whitelist = useWhitelistPage(query);
  const remove = useRemoveFromWhitelist();
  // Nobody at all, as opposed to nobody matching a search.
  const empty = whitelist.data?.count === 0 && query.text.trim() === '';

  const removal = useRemoveAfterAsking({
    page: query.page,
    rows: whitelist.data?.list.length ?? 0,
    goToPage: (page) => setQuery({ ...query, page }),
  });
  const confirmRemove = (employee: Employee) =>
    removal.ask({
      title: t('removeTitle', { name: employee.empName }),
      content: t('removeText'),
      okText: t('remove'),
      cancelText: t('cancel'),
      removing: 1,
      remove: () => remove.mutateAsync({ employee, done: t('removed', { name: employee.empName }) }),
    });

  const columns: TableColumnsType<Employee> = [
    {
      key: 'actions',
      title: t('actions'),
      width: 100,
      render: (_value, employee) => (
        <Button type="link" size="small" danger onClick={() => confirmRemove(employee)}>
          {t('remove')}
        </Button>
      ),
    },
  ];

  return (
    <>
      {removal.holder}
      <PageTitle title={t('title')} description={t('description')} />
      <ListPanel
        title={t('list')}
        addLabel={t('addEmployees')}
        onAdd={() => setAdding(true)}
        texts={{ loadFailed: t('loadFailed'), emptyTitle: t('emptyTitle'), emptyText: t('emptyText'), noMatch: t('noMatch') }}
        loadFailed={whitelist.isError}
        empty={empty}
        toolbar={
          <div style={{ marginBottom: 16 }}>
            <EmployeeSearchBar
              fields={['empName', 'empNo']}
              field={query.field}
              onSearch={(field, text) => setQuery({ ...query, page: 1, field, text })}
            />
          </div>
        }
      >
        <EmployeeTable
          employees={whitelist.data?.list ?? []}
          loading={whitelist.isFetching}
          paging={{
            page: query.page,
            pageSize: query.pageSize,
            total: whitelist.data?.count ?? 0,
            onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
          }}
          columns={columns}
          wideFrom="lg"
        />
      </ListPanel>
      {adding && <AddToWhitelistModal onClose={() => setAdding(false)} />}
    </>
  );
}
