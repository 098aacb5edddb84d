import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { EquipmentGroup } from '@vestibule/contract/entities/door-access';
import { Button, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDeleteGroup, useDoorGroups } from '../api/door-access';
import { DoorLoadFailure } from '../components/door-load-failure';
import { GroupFormModal } from '../components/group-form-modal';

/** /key: the door groups; a group's name opens its devices. */
export function DoorGroupsPage() {
  const { t } = useTranslation('doorAccess');
  const groups = useDoorGroups();
  const [editing, setEditing] = useState<EquipmentGroup | 'new' | undefined>();
  const [modal, holder] = Modal.useModal();
  const remove = useDeleteGroup(t('group.deleted'));
  const askDelete = (group: EquipmentGroup) =>
    void modal.confirm({
      title: t('group.deleteQuestion', { name: group.egname }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove.mutateAsync(group.egid).catch(() => undefined),
    });
  const authority = (etype: number) =>
    t(['authority.everyone', 'authority.visitors', 'authority.employees'][etype] ?? 'authority.everyone');

  return (
    <>
      {holder}
      {editing && <GroupFormModal {...(editing === 'new' ? {} : { group: editing })} onClose={() => setEditing(undefined)} />}
      <PageTitle title={t('groups.title')} description={t('groups.description')} />
      <Panel
        title={t('groups.list')}
        extra={
          <Space>
            <Link to="/key/list">{t('nav.devices')}</Link>
            <Link to="/key/record">{t('nav.records')}</Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={groups.isError}>
              {t('group.add')}
            </Button>
          </Space>
        }
      >
        {groups.isError ? (
          <DoorLoadFailure error={groups.error} />
        ) : (
          <Table<EquipmentGroup>
            rowKey="egid"
            size="middle"
            loading={groups.isFetching}
            dataSource={groups.data ?? []}
            pagination={false}
            scroll={{ x: 800 }}
            locale={{ emptyText: t('group.empty') }}
            columns={[
              {
                title: t('group.name'),
                dataIndex: 'egname',
                render: (name: string, group) => <Link to={`/key/detail/${group.egid}`}>{name}</Link>,
              },
              { title: t('group.number'), dataIndex: 'egno' },
              { title: t('group.authority'), dataIndex: 'etype', render: authority },
              {
                title: t('group.openAfterAuth'),
                dataIndex: 'openAfterAuth',
                render: (open: number) => (open === 1 ? t('yes') : t('no')),
              },
              {
                title: t('group.on'),
                dataIndex: 'status',
                render: (status: number) => (
                  <Tag color={status === 1 ? 'green' : 'default'}>{status === 1 ? t('on') : t('off')}</Tag>
                ),
              },
              {
                title: t('actions'),
                key: 'actions',
                render: (_value, group) => (
                  <Space>
                    <Button type="link" onClick={() => setEditing(group)}>
                      {t('edit')}
                    </Button>
                    <Button type="link" danger onClick={() => askDelete(group)}>
                      {t('delete')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Panel>
    </>
  );
}
