import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { Employee } from '@vestibule/contract/entities/employee';
import { Alert, Button, Empty, Form, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EmployeeChoice, EmployeeSelect } from '../../../components/employee-select';
import { employeeColumns } from '../../../components/employee-columns';
import { Panel } from '../../../components/panel';
import { type Role, useAddMembers, useRemoveMembers, useRoleMembers } from '../api/roles';

/** The employees holding the selected role: add them with the employee picker, remove one or several. */
export function RoleMembersPanel({ role }: { role?: Role }) {
  const { t } = useTranslation('people');
  if (!role) {
    return (
      <Panel title={t('roles.members')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roles.pickRole')} />
      </Panel>
    );
  }
  return <Members key={role.rid} role={role} />;
}

function Members({ role }: { role: Role }) {
  const { t } = useTranslation('people');
  const [modal, modalHolder] = Modal.useModal();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const members = useRoleMembers(role.rid, page.current, page.size);
  const remove = useRemoveMembers();

  const confirmRemove = (empids: number[], who: string) =>
    void modal.confirm({
      title: t('roles.removeTitle', { who, role: role.rgName }),
      okText: t('roles.remove'),
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
    ...employeeColumns(t, 'xl'),
    {
      key: 'actions',
      title: t('actions'),
      width: 100,
      render: (_value, employee) => (
        <Button type="link" size="small" danger onClick={() => confirmRemove([employee.empid], employee.empName)}>
          {t('roles.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Panel
      title={t('roles.membersOf', { role: role.rgName })}
      extra={
        <Space>
          {selected.length > 0 && (
            <Button danger onClick={() => confirmRemove(selected, t('roles.selectedCount', { count: selected.length }))}>
              {t('roles.removeSelected', { count: selected.length })}
            </Button>
          )}
          <Button type="primary" icon={<UserAddOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t('roles.addMembers')}
          </Button>
        </Space>
      }
    >
      {modalHolder}
      {members.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <Table<Employee>
          rowKey="empid"
          size="middle"
          columns={columns}
          dataSource={members.data?.list ?? []}
          loading={members.isFetching}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: members.data?.count ?? 0,
            showTotal: (count) => t('list.total', { count }),
            onChange: (current, size) => setPage({ current, size }),
          }}
        />
      )}
      {adding && <AddMembersModal role={role} onClose={() => setAdding(false)} />}
    </Panel>
  );
}

function AddMembersModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation('people');
  const [form] = Form.useForm<{ people: EmployeeChoice[] }>();
  const add = useAddMembers();
  return (
    <Modal
      open
      title={t('roles.addMembersTo', { role: role.rgName })}
      okText={t('roles.add')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="role-members"
        initialValues={{ people: [] }}
        onFinish={({ people }) =>
          add.mutate({ rid: role.rid, empids: people.map((choice) => choice.value) }, { onSuccess: onClose })
        }
      >
        <Form.Item
          name="people"
          label={t('roles.people')}
          rules={[{ required: true, type: 'array', min: 1, message: t('roles.peopleRequired') }]}
        >
          <EmployeeSelect multiple />
        </Form.Item>
      </Form>
    </Modal>
  );
}
