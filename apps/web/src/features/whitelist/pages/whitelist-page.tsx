import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { Employee } from '@vestibule/contract/entities/employee';
import { Alert, Button, ConfigProvider, Empty, Modal, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeSearchBar } from '../../../components/employee-search-bar';
import { EmployeeTable } from '../../../components/employee-table';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useRemoveFromWhitelist, useWhitelistPage, type WhitelistQuery } from '../api/whitelist';
import { AddToWhitelistModal } from '../components/add-to-whitelist-modal';

/** /whitelist: the employees whose regular visitors pass without approval; add them with the picker, remove one at a time. */
export function WhitelistPage() {
  const { t } = useTranslation('whitelist');
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<WhitelistQuery>({ page: 1, pageSize: 20, field: 'empName', text: '' });
  const [adding, setAdding] = useState(false);
  const whitelist = useWhitelistPage(query);
  const remove = useRemoveFromWhitelist();
  // Nobody at all, as opposed to nobody matching a search.
  const empty = whitelist.data?.count === 0 && query.text.trim() === '';

  const confirmRemove = (employee: Employee) =>
    void modal.confirm({
      title: t('removeTitle', { name: employee.empName }),
      content: t('removeText'),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync({ employee, done: t('removed', { name: employee.empName }) }).then(
          () => {
            // The last one on a later page: show the page before, which still has people.
            if (whitelist.data?.list.length === 1 && query.page > 1) setQuery({ ...query, page: query.page - 1 });
          },
          // The API client has told why; the dialog closes either way.
          () => undefined,
        ),
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

  const addButton = (
    <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
      {t('addEmployees')}
    </Button>
  );

  return (
    <>
      {modalHolder}
      <PageTitle title={t('title')} description={t('description')} />
      <Panel title={t('list')} extra={empty ? undefined : addButton}>
        {whitelist.isError ? (
          <Alert type="warning" showIcon title={t('loadFailed')} />
        ) : empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span style={{ display: 'inline-block', maxWidth: 460 }}>
                <Typography.Text strong>{t('emptyTitle')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('emptyText')}</Typography.Text>
              </span>
            }
          >
            {addButton}
          </Empty>
        ) : (
          <>
            <div style={{ marginBottom: 16 }}>
              <EmployeeSearchBar
                fields={['empName', 'empNo']}
                field={query.field}
                onSearch={(field, text) => setQuery({ ...query, page: 1, field, text })}
              />
            </div>
            <ConfigProvider renderEmpty={() => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMatch')} />}>
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
            </ConfigProvider>
          </>
        )}
      </Panel>
      {adding && <AddToWhitelistModal onClose={() => setAdding(false)} />}
    </>
  );
}
