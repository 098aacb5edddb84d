import type { ResidentImportReport } from '@vestibule/contract/endpoints/residents';
import type { ImportProblem } from '@vestibule/contract/endpoints/address-book';
import { Alert, Button, Form, Select, Table, type TableColumnsType, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { SpreadsheetPicker } from '../../../components/spreadsheet-picker';
import { useProjects } from '../api/projects';
import { useImportResidents } from '../api/residents';
import { residentTemplateHref, residentTemplateName } from '../lib/import-template';

interface ResidentImportModalProps {
  /** The project the residents join at first: the one selected on the page (0: none). */
  pid: number;
  onClose: () => void;
}

/** Residents from a spreadsheet: the project they join, the file, then the report of rows added and rows refused. */
export function ResidentImportModal({ pid, onClose }: ResidentImportModalProps) {
  const { t, i18n } = useTranslation('residents');
  const projects = useProjects();
  const importing = useImportResidents();
  const [project, setProject] = useState(pid);
  const [file, setFile] = useState<File>();
  const [report, setReport] = useState<ResidentImportReport>();

  const send = (chosen: File) =>
    importing.mutate({ file: chosen, pid: project }, { onSuccess: setReport, onError: () => undefined });

  const footer = (close: () => void) =>
    report
      ? [
          <Button key="again" onClick={() => (setReport(undefined), setFile(undefined))}>
            {t('import.otherFile')}
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            {t('close')}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={close} disabled={importing.isPending}>
            {t('cancel')}
          </Button>,
          <Button key="import" type="primary" disabled={!file} loading={importing.isPending} onClick={() => file && send(file)}>
            {t('import.start')}
          </Button>,
        ];

  return (
    <FormModal
      width={720}
      title={t('import.title')}
      onClose={() => !importing.isPending && onClose()}
      dirty={file !== undefined && report === undefined}
      maskClosable={false}
      footer={footer}
    >
      {report ? (
        <ImportReportView report={report} />
      ) : (
        <>
          <Form layout="vertical">
            <Form.Item label={t('import.project')} htmlFor="resident-import-project" extra={t('import.projectHint')}>
              <Select
                id="resident-import-project"
                value={project}
                onChange={setProject}
                loading={projects.isPending}
                options={[
                  { value: 0, label: t('import.noProject') },
                  ...(projects.data ?? []).map((entry) => ({ value: entry.pid, label: entry.pName })),
                ]}
              />
            </Form.Item>
          </Form>
          <SpreadsheetPicker
            texts={{
              explain: t('import.explain'),
              template: t('import.template'),
              pick: t('import.pick'),
              pickHint: (hint) => t('import.pickHint', { hint }),
              wrongType: t('import.wrongType'),
            }}
            template={{ href: residentTemplateHref(i18n.language), fileName: residentTemplateName }}
            file={file}
            disabled={importing.isPending}
            onPick={setFile}
          />
        </>
      )}
    </FormModal>
  );
}

/** How many rows were read and added, and every refused row with why. */
function ImportReportView({ report }: { report: ResidentImportReport }) {
  const { t } = useTranslation(['residents', 'codes']);
  const { token } = theme.useToken();
  const columns: TableColumnsType<ImportProblem> = [
    { key: 'row', title: t('import.row'), dataIndex: 'row', width: 72 },
    { key: 'name', title: t('resident.name'), dataIndex: 'name', width: 160, ellipsis: true },
    {
      key: 'problem',
      title: t('import.problem'),
      render: (_value, problem) => (
        <>
          {problem.status === 604 ? t('import.invalid') : t(`codes:${problem.status}`, { defaultValue: problem.reason })}
          <div style={{ color: token.colorTextTertiary, fontSize: 12 }}>{problem.reason}</div>
        </>
      ),
    },
  ];
  return (
    <>
      <Alert
        role="status"
        type={report.bad.length > 0 ? 'warning' : 'success'}
        showIcon
        title={t('import.summary', { total: report.total, added: report.rids.length, bad: report.bad.length })}
        style={{ marginBottom: 16 }}
      />
      {report.bad.length > 0 && (
        <Table<ImportProblem>
          aria-label={t('import.problems')}
          rowKey={(problem) => `${problem.row}-${problem.status}-${problem.reason}`}
          size="small"
          columns={columns}
          dataSource={report.bad}
          pagination={report.bad.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
        />
      )}
    </>
  );
}
