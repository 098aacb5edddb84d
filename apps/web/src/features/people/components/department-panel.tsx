import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { DepartmentNode } from '@vestibule/contract/entities/employee';
import { Alert, Button, Input, Modal, Space, Tree, theme, Tooltip } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useDeleteDepartment, useDepartments, useEmployeeTotal, useNoDepartmentCount } from '../api/departments';
import {
  allKey,
  type DepartmentFilter,
  type DepartmentRow,
  departmentRows,
  filterRows,
  findDepartment,
  keyOfFilter,
  filterOfKey,
  noneKey,
  parentKeys,
} from '../lib/department-tree';

// The form (with its employee pickers) loads when first opened.
const DepartmentFormModal = lazy(async () => ({ default: (await import('./department-form-modal')).DepartmentFormModal }));

interface DepartmentPanelProps {
  selected: DepartmentFilter;
  onSelect: (filter: DepartmentFilter) => void;
}

interface TreeItem {
  key: string;
  title: string;
  count?: number;
  hint?: string;
  children?: TreeItem[];
}

/** The department tree with people counts; selecting a row filters the employee list. Add, edit and delete here. */
export function DepartmentPanel({ selected, onSelect }: DepartmentPanelProps) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  const departments = useDepartments();
  const total = useEmployeeTotal();
  const noDepartment = useNoDepartmentCount();
  const remove = useDeleteDepartment();
  const [modal, modalHolder] = Modal.useModal();
  const [search, setSearch] = useState('');
  // Every department starts open; the tree remembers the ones the user closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [form, setForm] = useState<{ editing?: DepartmentNode; parentId?: number } | null>(null);
  const nodes = useMemo(() => departments.data ?? [], [departments.data]);
  const rows = useMemo(() => departmentRows(nodes), [nodes]);
  const visibleRows = useMemo(() => filterRows(rows, search), [rows, search]);
  const current = selected.kind === 'department' ? findDepartment(nodes, selected.deptid) : undefined;

  const toItems = (list: DepartmentRow[]): TreeItem[] =>
    list.map((row) => ({
      key: row.key,
      title: row.name,
      count: row.count,
      hint: t('tree.countHint', { direct: row.count, total: row.totalCount }),
      children: toItems(row.children),
    }));
  const items: TreeItem[] = [
    { key: allKey, title: t('tree.all'), count: total.data },
    ...toItems(visibleRows),
    { key: noneKey, title: t('tree.none'), count: noDepartment.data },
  ];

  const confirmDelete = (department: DepartmentNode) =>
    void modal.confirm({
      title: t('department.deleteTitle', { name: department.deptName }),
      content: t('department.deleteText'),
      okText: t('department.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      // A refusal is told by the API client's toast; the dialog closes either way.
      onOk: () =>
        remove.mutateAsync(department.deptid).then(
          () => onSelect({ kind: 'all' }),
          () => undefined,
        ),
    });

  return (
    <Panel
      title={t('tree.title')}
      extra={
        <Button
          size="small"
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={() => setForm({ parentId: current?.deptid })}
        >
          {t('department.add')}
        </Button>
      }
    >
      {modalHolder}
      <Input.Search
        allowClear
        placeholder={t('tree.search')}
        aria-label={t('tree.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Space size={4} wrap style={{ marginBottom: 8, minHeight: 24 }} aria-live="polite">
        {!current && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{t('tree.hint')}</span>}
        {current && (
          <>
            <Button size="small" icon={<EditOutlined aria-hidden="true" />} onClick={() => setForm({ editing: current })}>
              {t('department.edit')}
            </Button>
            <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => confirmDelete(current)}>
              {t('department.delete')}
            </Button>
          </>
        )}
      </Space>
      {departments.isError ? (
        <Alert type="warning" showIcon title={t('loadFailed')} />
      ) : (
        <Tree<TreeItem>
          blockNode
          aria-label={t('tree.title')}
          treeData={items}
          selectedKeys={[keyOfFilter(selected)]}
          expandedKeys={parentKeys(visibleRows).filter((key) => search || !collapsed.has(key))}
          onExpand={(_keys, { node, expanded }) => {
            const next = new Set(collapsed);
            if (expanded) next.delete(String(node.key));
            else next.add(String(node.key));
            setCollapsed(next);
          }}
          onSelect={(keys) => {
            const [key] = keys;
            if (key !== undefined) onSelect(filterOfKey(String(key)));
          }}
          titleRender={(item) => (
            <Tooltip title={item.hint} placement="right" mouseEnterDelay={0.6}>
              <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.title}</span>
                {item.count !== undefined && (
                  <span style={{ color: token.colorTextTertiary, fontVariantNumeric: 'tabular-nums' }}>{item.count}</span>
                )}
              </span>
            </Tooltip>
          )}
          style={{ marginInline: -8 }}
        />
      )}
      {form && (
        <Suspense fallback={null}>
          <DepartmentFormModal
            departments={nodes}
            editing={form.editing}
            parentId={form.parentId}
            onClose={() => setForm(null)}
            onSaved={() => setForm(null)}
          />
        </Suspense>
      )}
    </Panel>
  );
}
