import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { Employee } from '@vestibule/contract/entities/employee';
import { Alert, Button, Empty, Modal, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeTable } from '../../../components/employee-table';
import { Panel } from '../../../components/panel';
import { PickEmployeesModal } from '../../../components/pick-employees-modal';
import { type Role, useAddMembers, useRemoveMembers, useRoleMembers } from '../api/roles';
import type { RoleSelection } from '../lib/role-tree';

/** The employees holding the selected role: add them with the employee picker, remove one or several. */
export function RoleMembersPanel({ selection, hasGroups }: { selection?: RoleSelection; hasGroups: boolean }) {
  const { t } = useTranslation('roles');
  if (selection?.kind === 'role') return <Members key={selection.role.rid} role={selection.role} />;
  // Until a role is chosen, the panel says what to do next instead of standing empty.
  const hint = !hasGroups
    ? t('startHint')
    : selection?.kind === 'group'
      ? t('groupHint', { group: selection.group.rgName })
      : t('pickRole');
  return (
    <Panel title={t('members')}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={<span style={{ display: 'inline-block', maxWidth: 420 }}>{hint}</span>}
      />
    </Panel>
  );
}

function Members({ role }: { role: Role }) {
  const { t } = useTranslation('roles');
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const members = useRoleMembers(role.rid, page.current, page.size);
  const remove = useRemoveMembers();

  const confirmRemove = (empids: number[], who: string) =>
    void modal.confirm({
      title: t('removeTitle', { who, role: role.rgName }),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync({ rid: role.rid, empids }).then(
          () => setSelected((current) => current.filter((empid) => !empids.includes(empid))),
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
        <Button type="link" size="small" danger onClick={() => confirmRemove([employee.empid], employee.empName)}>
          {t('remove')}
        </Button>
      ),
    },
  ];

  return (
    <Panel
      title={t('membersOf', { role: role.rgName })}
      extra={
        <Space>
          {selected.length > 0 && (
            <Button danger onClick={() => confirmRemove(selected, t('selectedCount', { count: selected.length }))}>
              {t('removeSelected', { count: selected.length })}
            </Button>
          )}
          <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t('addMembers')}
          </Button>
        </Space>
      }
    >
      {modalHolder}
      {members.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <EmployeeTable
          employees={members.data?.list ?? []}
          loading={members.isFetching}
          paging={{
            page: page.current,
            pageSize: page.size,
            total: members.data?.count ?? 0,
            onChange: (current, size) => setPage({ current, size }),
          }}
          selection={{ selected, onChange: setSelected }}
          columns={columns}
        />
      )}
      {adding && <AddMembersModal role={role} onClose={() => setAdding(false)} />}
    </Panel>
  );
}

function AddMembersModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const add = useAddMembers();
  return (
    <PickEmployeesModal
      title={t('addMembersTo', { role: role.rgName })}
      okText={t('add')}
      label={t('people')}
      busy={add.isPending}
      onPick={(empids) => add.mutate({ rid: role.rid, empids }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
