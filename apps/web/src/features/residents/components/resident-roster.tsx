import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ScanOutlined from '@ant-design/icons/ScanOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { Alert, Button, Grid, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useRemoveAfterAsking } from '../../../components/use-remove-after-asking';
import { useDoorGroupNames } from '../api/door-groups';
import { useRegisterAllResidentFaces, useRegisterResidentFaces } from '../api/faces';
import { useProjects } from '../api/projects';
import { noResidentFilters, type ResidentFilters, useDeleteResidents, useResidents } from '../api/residents';
import { CardNumberModal } from './card-number-modal';
import { ProjectPanel } from './project-panel';
import { ResidentCodeModal } from './resident-code-modal';
import { ResidentDrawer, type ResidentDrawerMode } from './resident-drawer';
import { ResidentFilterBar } from './resident-filters';
import { ResidentImportModal } from './resident-import-modal';
import { type ResidentAction, ResidentTable } from './resident-table';

type Dialog =
  | { kind: 'drawer'; mode: ResidentDrawerMode }
  | { kind: 'code' | 'card'; resident: ResidentVisitor }
  | { kind: 'import' };

/** The projects beside the residents of the selected one: search, add, import, edit, delete, QR code, card and face. */
export function ResidentRoster() {
  const { t } = useTranslation('residents');
  const [filters, setFilters] = useState<ResidentFilters>(noResidentFilters);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const residents = useResidents(filters, paging.page, paging.pageSize);
  const projects = useProjects();
  const remove = useDeleteResidents();
  const registerFaces = useRegisterResidentFaces();
  const registerAllFaces = useRegisterAllResidentFaces();
  const doorGroups = useDoorGroupNames();
  const rows = residents.data?.list ?? [];
  // Beside the roster on a wide screen; above it on a tablet, where the table needs the whole width.
  const wide = Grid.useBreakpoint().xl === true;
  const removal = useRemoveAfterAsking({
    page: paging.page,
    rows: rows.length,
    goToPage: (page) => setPaging({ ...paging, page }),
  });
  const listTitle =
    filters.pid === 0
      ? t('project.all')
      : (projects.data?.find((project) => project.pid === filters.pid)?.pName ?? t('project.all'));

  const search = (next: ResidentFilters) => {
    setFilters(next);
    setPaging({ ...paging, page: 1 });
    setSelected([]);
  };
  const askRemove = (rids: string[], name?: string) =>
    removal.ask({
      title: name ? t('deleteOneTitle', { name }) : t('deleteTitle', { count: rids.length }),
      content: t('deleteText'),
      okText: t('delete'),
      cancelText: t('cancel'),
      removing: rids.length,
      remove: () => remove.mutateAsync({ rids, done: t('deleted', { count: rids.length }) }),
      onRemoved: () => setSelected((current) => current.filter((rid) => !rids.includes(rid))),
    });
  const act = (action: ResidentAction, resident: ResidentVisitor) => {
    if (action === 'delete') askRemove([resident.rid], resident.name);
    else if (action === 'edit') setDialog({ kind: 'drawer', mode: { kind: 'edit', resident } });
    // Registering changes nothing but the face state, and tells its outcome: no question first.
    else if (action === 'face') registerFaces.mutate([resident.rid]);
    else setDialog({ kind: action, resident });
  };
  const close = () => setDialog(undefined);

  return (
    <div
      style={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: 16, alignItems: wide ? 'flex-start' : 'stretch' }}
    >
      {removal.holder}
      <div style={{ flex: wide ? '0 0 232px' : 'none', minWidth: 0 }}>
        <ProjectPanel selected={filters.pid} onSelect={(pid) => search({ ...filters, pid })} />
      </div>
      <div style={{ flex: '1 1 0', minWidth: 0 }}>
        <Panel
          title={listTitle}
          extra={
            <Space wrap>
              {selected.length > 0 && (
                <>
                  <Button
                    icon={<ScanOutlined aria-hidden="true" />}
                    loading={registerFaces.isPending}
                    onClick={() => registerFaces.mutate(selected)}
                  >
                    {t('face.registerSelected', { count: selected.length })}
                  </Button>
                  <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => askRemove(selected)}>
                    {t('deleteSelected', { count: selected.length })}
                  </Button>
                </>
              )}
              <Button
                icon={<ScanOutlined aria-hidden="true" />}
                loading={registerAllFaces.isPending}
                onClick={() => registerAllFaces.mutate()}
              >
                {t('face.registerAll')}
              </Button>
              <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setDialog({ kind: 'import' })}>
                {t('import.open')}
              </Button>
              <Button
                type="primary"
                icon={<UserAddOutlined aria-hidden="true" />}
                onClick={() => setDialog({ kind: 'drawer', mode: { kind: 'add', pid: filters.pid || undefined } })}
              >
                {t('resident.add')}
              </Button>
            </Space>
          }
        >
          <ResidentFilterBar onSearch={(fields) => search({ ...filters, ...fields })} />
          {residents.isError ? (
            <Alert type="warning" showIcon title={t('loadFailed')} />
          ) : (
            <ResidentTable
              residents={rows}
              total={residents.data?.count ?? 0}
              loading={residents.isFetching}
              paging={paging}
              onPage={(page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize })}
              selected={selected}
              onSelect={setSelected}
              onAction={act}
              doorGroups={doorGroups}
            />
          )}
        </Panel>
      </div>
      {dialog?.kind === 'drawer' && <ResidentDrawer mode={dialog.mode} onClose={close} />}
      {dialog?.kind === 'code' && <ResidentCodeModal resident={dialog.resident} onClose={close} />}
      {dialog?.kind === 'card' && <CardNumberModal resident={dialog.resident} onClose={close} />}
      {dialog?.kind === 'import' && <ResidentImportModal pid={filters.pid} onClose={close} />}
    </div>
  );
}
