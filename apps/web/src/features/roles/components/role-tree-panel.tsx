import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Empty, Modal, Space, Tree, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { type RoleGroup, useDeleteRole } from '../api/roles';
import { findRole, roleKey, roleTree, type RoleTreeItem } from '../lib/role-tree';
import { type RoleDraft, RoleFormModal } from './role-form-modal';

interface RoleTreePanelProps {
  groups: RoleGroup[];
  selected?: number;
  onSelect: (rid: number | undefined) => void;
}

/** Role groups and their roles with member counts; add, rename, move and delete them. */
export function RoleTreePanel({ groups, selected, onSelect }: RoleTreePanelProps) {
  const { t } = useTranslation('roles');
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const remove = useDeleteRole();
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  // Every group starts open; the tree remembers the ones the user closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const current = findRole(groups, selected);
  const groupOfCurrent = current?.group;

  const confirmDelete = () => {
    if (!current) return;
    const name = current.kind === 'group' ? current.group.rgName : current.role.rgName;
    void modal.confirm({
      title: t('deleteTitle', { name }),
      content: current.kind === 'group' ? t('deleteGroupText') : t('deleteRoleText'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      // A refusal (257) is told by the API client's toast; the dialog closes either way.
      onOk: () =>
        remove.mutateAsync(current.kind === 'group' ? current.group.rid : current.role.rid).then(
          () => onSelect(undefined),
          () => undefined,
        ),
    });
  };
  const edit = () => {
    if (current?.kind === 'group') setDraft({ rid: current.group.rid, rgName: current.group.rgName, parentId: 0 });
    if (current?.kind === 'role') setDraft({ rid: current.role.rid, rgName: current.role.rgName, parentId: current.group.rid });
  };

  return (
    <Panel
      title={t('tree')}
      extra={
        <Button size="small" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setDraft({ rgName: '', parentId: 0 })}>
          {t('addGroup')}
        </Button>
      }
    >
      {modalHolder}
      {groups.length > 0 && (
        <Space size={4} wrap style={{ marginBottom: 12, minHeight: 24 }} aria-live="polite">
          {!current && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('hintSelect')}</span>}
          {groupOfCurrent && (
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => setDraft({ rgName: '', parentId: groupOfCurrent.rid })}
            >
              {t('addRole')}
            </Button>
          )}
          {current && (
            <>
              <Button size="small" icon={<EditOutlined aria-hidden="true" />} onClick={edit}>
                {t('edit')}
              </Button>
              <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={confirmDelete}>
                {t('delete')}
              </Button>
            </>
          )}
        </Space>
      )}
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')}>
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setDraft({ rgName: '', parentId: 0 })}>
            {t('addFirstGroup')}
          </Button>
        </Empty>
      ) : (
        <Tree<RoleTreeItem>
          blockNode
          aria-label={t('tree')}
          treeData={roleTree(groups)}
          expandedKeys={groups.map((group) => roleKey(group.rid)).filter((key) => !collapsed.has(key))}
          onExpand={(_keys, { node, expanded }) => {
            const next = new Set(collapsed);
            if (expanded) next.delete(node.key);
            else next.add(node.key);
            setCollapsed(next);
          }}
          selectedKeys={selected === undefined ? [] : [roleKey(selected)]}
          onSelect={(_keys, { node }) => onSelect(node.rid)}
          titleRender={(item) => (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span style={{ fontWeight: item.isGroup ? 500 : undefined }}>{item.title}</span>
              <span style={{ color: token.colorTextTertiary, fontVariantNumeric: 'tabular-nums' }}>{item.count}</span>
            </span>
          )}
          style={{ marginInline: -8 }}
        />
      )}
      {draft && <RoleFormModal draft={draft} groups={groups} onClose={() => setDraft(null)} onSaved={() => setDraft(null)} />}
    </Panel>
  );
}
