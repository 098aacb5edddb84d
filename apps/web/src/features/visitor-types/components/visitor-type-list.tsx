import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ExtendVisitor, VisitorType } from '@vestibule/contract/entities/visitor-type';
import { Button, Empty, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useDoorGroupsChoosable } from '../../../lib/door-access';
import { useDeleteVisitorType } from '../api/visitor-types';
import { VisitorTypeFormModal } from './visitor-type-form-modal';

/** Which form the custom fields are shown for: a type's own, or those of every type. */
export type FormSelection = { kind: 'all' } | { kind: 'type'; tid: number };

interface VisitorTypeListProps {
  types: VisitorType[];
  fields: ExtendVisitor[];
  selection: FormSelection;
  onSelect: (selection: FormSelection) => void;
}

/** The visitor types, with the shared form on top; add, rename and delete them. */
export function VisitorTypeList({ types, fields, selection, onSelect }: VisitorTypeListProps) {
  const { t } = useTranslation('visitorTypes');
  const { token } = theme.useToken();
  const [modal, modalHolder] = Modal.useModal();
  const remove = useDeleteVisitorType();
  // With door groups to choose, the pencil changes more than the name.
  const doorGroups = useDoorGroupsChoosable();
  const [editing, setEditing] = useState<{ type?: VisitorType } | null>(null);
  const countOf = (eType: string) => fields.filter((field) => field.eType === eType).length;

  const confirmDelete = (type: VisitorType) => {
    const count = countOf(type.vType);
    void modal.confirm({
      title: t('deleteType', { name: type.vType }),
      content: count > 0 ? t('deleteTypeText', { count }) : t('deleteTypeTextNoFields'),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync(type.tid).then(
          () => {
            if (selection.kind === 'type' && selection.tid === type.tid) onSelect({ kind: 'all' });
          },
          // The API client has told why; the dialog closes either way.
          () => undefined,
        ),
    });
  };

  const rowStyle = (active: boolean) => ({
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    borderRadius: token.borderRadiusLG,
    background: active ? token.colorPrimaryBg : undefined,
    paddingInlineEnd: 4,
  });
  const nameButtonStyle = (active: boolean) => ({
    flex: '1 1 auto',
    minWidth: 0,
    display: 'flex',
    justifyContent: 'space-between',
    gap: 8,
    height: 40,
    padding: '0 12px',
    border: 0,
    background: 'transparent',
    color: active ? token.colorPrimary : token.colorText,
    fontWeight: active ? 500 : undefined,
    cursor: 'pointer',
    alignItems: 'center',
    textAlign: 'start' as const,
    font: 'inherit',
  });
  const count = (value: number) => (
    <span
      style={{ color: token.colorTextTertiary, fontVariantNumeric: 'tabular-nums' }}
      aria-label={t('fieldCount', { count: value })}
    >
      {value}
    </span>
  );
  const addButton = (
    <Button size="small" icon={<PlusOutlined aria-hidden="true" />} aria-label={t('addType')} onClick={() => setEditing({})}>
      {t('add')}
    </Button>
  );
  const allActive = selection.kind === 'all';

  return (
    <Panel title={t('types')} extra={types.length > 0 ? addButton : undefined}>
      {modalHolder}
      <ul aria-label={t('types')} style={{ listStyle: 'none', margin: '0 -12px', padding: 0 }}>
        <li style={rowStyle(allActive)}>
          <button
            type="button"
            aria-current={allActive}
            style={nameButtonStyle(allActive)}
            onClick={() => onSelect({ kind: 'all' })}
          >
            <span>{t('allTypes')}</span>
            {count(countOf(''))}
          </button>
        </li>
        {types.map((type) => {
          const active = selection.kind === 'type' && selection.tid === type.tid;
          return (
            <li key={type.tid} style={rowStyle(active)}>
              <button
                type="button"
                aria-current={active}
                style={nameButtonStyle(active)}
                onClick={() => onSelect({ kind: 'type', tid: type.tid })}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{type.vType}</span>
                {count(countOf(type.vType))}
              </button>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined aria-hidden="true" />}
                aria-label={t(doorGroups ? 'editType' : 'renameType', { name: type.vType })}
                title={t(doorGroups ? 'edit' : 'rename')}
                onClick={() => setEditing({ type })}
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('deleteType', { name: type.vType })}
                title={t('delete')}
                onClick={() => confirmDelete(type)}
              />
            </li>
          );
        })}
      </ul>
      {types.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          style={{ marginTop: 16 }}
          description={
            <span style={{ display: 'inline-block', maxWidth: 260 }}>
              <Typography.Text strong>{t('noTypes')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t('noTypesText')}</Typography.Text>
            </span>
          }
        >
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing({})}>
            {t('addFirstType')}
          </Button>
        </Empty>
      )}
      {editing && (
        <VisitorTypeFormModal
          {...(editing.type ? { type: editing.type } : {})}
          onClose={() => setEditing(null)}
          onSaved={(tid) => {
            setEditing(null);
            onSelect({ kind: 'type', tid });
          }}
        />
      )}
    </Panel>
  );
}
