import type { ApprovalTask } from '@vestibule/contract/endpoints/approvals';
import { approvalDecisions } from '@vestibule/contract/rules/approval-flow';
import { Alert, Button, Space, Table, type TableColumnsType, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Panel } from '../../../components/panel';
import { type Decision, useApprovalTasks, useDecideTask } from '../api/approvals';
import { ApprovalStateTag } from '../components/approval-state-tag';
import { Readable } from '../components/readable';
import { DecisionDialog } from '../components/decision-dialog';

const pageSize = 10;
const tabs = [approvalDecisions.pending, approvalDecisions.agreed, approvalDecisions.refused] as const;
const tabKeys: Record<number, string> = { 0: 'list.unresolved', 1: 'list.agreed', 2: 'list.refused' };

const time = (at: number | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—');

/** /mine/approvals: the signed-in employee's approvals (unresolved, agreed, refused); they decide the unresolved ones here. */
export function ApprovalListPage() {
  const { t } = useTranslation('approvals');
  const [status, setStatus] = useState<number>(approvalDecisions.pending);
  const [page, setPage] = useState(1);
  const tasks = useApprovalTasks(status, (page - 1) * pageSize + 1, pageSize);
  const decide = useDecideTask();
  const [deciding, setDeciding] = useState<{ task: ApprovalTask; type: Decision['type'] } | null>(null);

  const columns: TableColumnsType<ApprovalTask> = [
    { title: t('list.visitor'), key: 'vname', render: (_value, task) => [task.vname, task.vcompany].filter(Boolean).join(' · ') },
    { title: t('list.host'), dataIndex: 'empName', key: 'empName', responsive: ['md'] },
    { title: t('list.time'), key: 'appointmentDate', render: (_value, task) => time(task.appointmentDate) },
    {
      title: t('list.level'),
      key: 'level',
      render: (_value, task) => t('list.levelOf', { level: task.level, levels: task.levels }),
    },
    { title: t('list.state'), key: 'status', render: (_value, task) => <ApprovalStateTag status={task.status} /> },
    ...(status === approvalDecisions.pending
      ? []
      : ([
          { title: t('list.decidedAt'), key: 'decideTime', render: (_value, task) => time(task.decideTime), responsive: ['md'] },
          { title: t('list.reason'), key: 'remark', render: (_value, task) => task.remark || '—' },
        ] satisfies TableColumnsType<ApprovalTask>)),
    ...(status === approvalDecisions.pending
      ? ([
          {
            title: t('actions'),
            key: 'actions',
            render: (_value, task) => (
              <Space>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => setDeciding({ task, type: 'p' })}
                  aria-label={t('list.agreeTo', { vname: task.vname })}
                >
                  {t('decide.agree')}
                </Button>
                <Button
                  size="small"
                  danger
                  onClick={() => setDeciding({ task, type: 'r' })}
                  aria-label={t('list.refuseTo', { vname: task.vname })}
                >
                  {t('decide.refuse')}
                </Button>
              </Space>
            ),
          },
        ] satisfies TableColumnsType<ApprovalTask>)
      : []),
  ];

  return (
    <Readable>
      <PageTitle title={t('list.title')} description={t('list.description')} />
      <Panel title={t('list.panel')}>
        <Tabs
          activeKey={String(status)}
          onChange={(key) => {
            setStatus(Number(key));
            setPage(1);
          }}
          items={tabs.map((tab) => ({ key: String(tab), label: t(tabKeys[tab]!) }))}
        />
        {tasks.isError && <Alert type="warning" showIcon title={t('loadFailed')} style={{ marginBottom: 16 }} />}
        <Table<ApprovalTask>
          rowKey="rid"
          columns={columns}
          dataSource={tasks.data?.list ?? []}
          loading={tasks.isFetching}
          locale={{ emptyText: t('list.empty') }}
          pagination={{ current: page, pageSize, total: tasks.data?.count ?? 0, onChange: setPage, showSizeChanger: false }}
        />
      </Panel>
      {deciding && (
        <DecisionDialog
          vname={deciding.task.vname}
          type={deciding.type}
          saving={decide.isPending}
          onClose={() => setDeciding(null)}
          onDecide={(decision) => decide.mutate({ rid: deciding.task.rid, ...decision }, { onSuccess: () => setDeciding(null) })}
        />
      )}
    </Readable>
  );
}
