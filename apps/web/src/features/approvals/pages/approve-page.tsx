import type { ProcessArea } from '@vestibule/contract/endpoints/approvals';
import { Button, Modal, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPanel } from '../../../components/list-panel';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { useDeleteArea, useProcessAreas, useProcessSwitch, useSaveProcessSwitch } from '../api/approvals';
import { AreaDialog } from '../components/area-dialog';
import { LevelsDialog } from '../components/levels-dialog';
import { Readable } from '../components/readable';

type Editing = { kind: 'add' } | { kind: 'area'; area: ProcessArea } | { kind: 'levels'; area: ProcessArea } | null;

function ProcessSwitch() {
  const { t } = useTranslation('approvals');
  const current = useProcessSwitch();
  const save = useSaveProcessSwitch();
  return (
    <div style={{ marginBottom: 24 }}>
      <Panel title={t('switch.title')}>
        <Space align="center">
          <Switch
            id="process-switch"
            checked={current.data === 1}
            loading={current.isPending || save.isPending}
            onChange={(on) => save.mutate(on ? 1 : 0)}
          />
          <label htmlFor="process-switch">{t('switch.label')}</label>
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('switch.hint')}
        </Typography.Paragraph>
      </Panel>
    </div>
  );
}

/** /approve: the approval process switch, the approval areas and each area's levels of approvers. */
export function ApprovePage() {
  const { t } = useTranslation('approvals');
  const areas = useProcessAreas();
  const remove = useDeleteArea();
  const [editing, setEditing] = useState<Editing>(null);
  const [modal, holder] = Modal.useModal();
  const confirmRemove = (area: ProcessArea) =>
    void modal.confirm({
      title: t('area.removeTitle', { area: area.aName }),
      content: t('area.removeText'),
      okText: t('remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove.mutateAsync(area.aid),
    });

  const levelCount = (area: ProcessArea) => Math.max(0, ...area.prlist.map((rule) => rule.level));
  const columns: TableColumnsType<ProcessArea> = [
    { key: 'aName', title: t('area.name'), render: (_value, area) => <Typography.Text strong>{area.aName}</Typography.Text> },
    { key: 'address', title: t('area.address'), render: (_value, area) => area.address || '—' },
    {
      key: 'levels',
      title: t('area.approvers'),
      render: (_value, area) =>
        levelCount(area) === 0 ? (
          <Typography.Text type="secondary">{t('area.noLevels')}</Typography.Text>
        ) : (
          <Space direction="vertical" size={2}>
            {Array.from({ length: levelCount(area) }, (_unused, index) => (
              <span key={index}>
                <Tag>{t('levels.level', { level: index + 1 })}</Tag>
                {area.prlist
                  .filter((rule) => rule.level === index + 1)
                  .map((rule) => rule.roleName)
                  .join(', ')}
              </span>
            ))}
          </Space>
        ),
    },
    {
      key: 'actions',
      title: t('actions'),
      render: (_value, area) => (
        <Space wrap>
          <Button
            size="small"
            onClick={() => setEditing({ kind: 'levels', area })}
            aria-label={t('area.levelsOf', { area: area.aName })}
          >
            {t('area.levels')}
          </Button>
          <Button
            size="small"
            onClick={() => setEditing({ kind: 'area', area })}
            aria-label={t('area.editOf', { area: area.aName })}
          >
            {t('edit')}
          </Button>
          <Button size="small" danger onClick={() => confirmRemove(area)} aria-label={t('area.removeOf', { area: area.aName })}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Readable>
      {holder}
      <PageTitle title={t('title')} description={t('description')} />
      <ProcessSwitch />
      <ListPanel
        title={t('area.list')}
        addLabel={t('area.add')}
        onAdd={() => setEditing({ kind: 'add' })}
        texts={{
          loadFailed: t('loadFailed'),
          emptyTitle: t('area.emptyTitle'),
          emptyText: t('area.emptyText'),
          noMatch: t('area.emptyText'),
        }}
        loadFailed={areas.isError}
        empty={areas.data?.length === 0}
        toolbar={null}
      >
        <Table<ProcessArea>
          rowKey="aid"
          columns={columns}
          dataSource={areas.data ?? []}
          loading={areas.isPending}
          pagination={false}
        />
      </ListPanel>
      {editing?.kind === 'add' && <AreaDialog onClose={() => setEditing(null)} />}
      {editing?.kind === 'area' && <AreaDialog area={editing.area} onClose={() => setEditing(null)} />}
      {editing?.kind === 'levels' && <LevelsDialog area={editing.area} onClose={() => setEditing(null)} />}
    </Readable>
  );
}
