import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Project } from '@vestibule/contract/entities/project';
import { Alert, Badge, Button, Modal, Space, Spin, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { useDeleteProject, useProjects } from '../api/projects';
import { useResidentTotal } from '../api/residents';
import { ProjectFormModal } from './project-form-modal';

interface ProjectPanelProps {
  /** The selected project's pid; 0 for all. */
  selected: number;
  onSelect: (pid: number) => void;
}

/** The projects with their people counts, "All projects" first with every resident's; selecting one filters the roster. Add, edit and delete here. */
export function ProjectPanel({ selected, onSelect }: ProjectPanelProps) {
  const { t } = useTranslation('residents');
  const { token } = theme.useToken();
  const projects = useProjects();
  const total = useResidentTotal();
  const remove = useDeleteProject();
  const [modal, modalHolder] = Modal.useModal();
  const [form, setForm] = useState<{ editing?: Project } | null>(null);
  const current = projects.data?.find((project) => project.pid === selected);

  const confirmDelete = (project: Project) =>
    void modal.confirm({
      title: t('project.deleteTitle', { name: project.pName }),
      content: t('project.deleteText', { count: project.pcount }),
      okText: t('delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync({ pid: project.pid, done: t('project.deleted', { name: project.pName }) }).then(
          () => onSelect(0),
          () => undefined,
        ),
    });

  const row = (pid: number, name: string, count?: number) => {
    const active = pid === selected;
    return (
      <li key={pid}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onSelect(pid)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
            width: '100%',
            minHeight: 36,
            padding: '6px 12px',
            border: 'none',
            borderRadius: token.borderRadius,
            background: active ? token.colorPrimaryBg : 'transparent',
            color: active ? token.colorPrimary : token.colorText,
            fontWeight: active ? 500 : undefined,
            textAlign: 'start',
            cursor: 'pointer',
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
          {count !== undefined && (
            <Badge
              count={count}
              showZero
              overflowCount={9999}
              color={active ? token.colorPrimary : token.colorFillSecondary}
              style={{ color: active ? token.colorWhite : token.colorTextSecondary, boxShadow: 'none' }}
              title={t('project.countHint', { count })}
            />
          )}
        </button>
      </li>
    );
  };

  return (
    <Panel
      title={t('project.title')}
      extra={
        <Button size="small" type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setForm({})}>
          {t('project.add')}
        </Button>
      }
    >
      {modalHolder}
      {form && <ProjectFormModal editing={form.editing} onClose={() => setForm(null)} />}
      {projects.isError ? (
        <Alert type="warning" showIcon title={t('project.loadFailed')} />
      ) : (
        <Spin spinning={projects.isPending}>
          <nav aria-label={t('project.title')}>
            <ul style={{ listStyle: 'none', margin: '-8px -12px 0', padding: 0 }}>
              {row(0, t('project.all'), total.data)}
              {(projects.data ?? []).map((project) => row(project.pid, project.pName, project.pcount))}
            </ul>
          </nav>
          {projects.data?.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: token.fontSizeSM }}>
              {t('project.none')}
            </Typography.Paragraph>
          )}
        </Spin>
      )}
      {current && (
        <div aria-live="polite" style={{ marginTop: 16, paddingTop: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
            {[current.charge, current.chargePhone].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
            {[current.area, current.startDate && `${current.startDate} – ${current.endDate}`].filter(Boolean).join(' · ')}
          </Typography.Text>
          <Space size={4} style={{ marginTop: 8 }}>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden="true" />}
              onClick={() => setForm({ editing: current })}
              aria-label={t('project.editNamed', { name: current.pName })}
            >
              {t('edit')}
            </Button>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              onClick={() => confirmDelete(current)}
              aria-label={t('project.deleteNamed', { name: current.pName })}
            >
              {t('delete')}
            </Button>
          </Space>
        </div>
      )}
    </Panel>
  );
}
