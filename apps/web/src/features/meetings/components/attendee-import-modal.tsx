import type { ImportProblem } from '@vestibule/contract/endpoints/address-book';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { SpreadsheetPicker } from '../../../components/spreadsheet-picker';
import { visitorTemplateHref, visitorTemplateName } from '../../../lib/visitor-import';
import { useImportAttendees } from '../api/meetings';

/** Invites the attendees of a spreadsheet (name, phone, email, company) to a meeting, then shows the rows left out. */
export function AttendeeImportModal({ mid, onClose }: { mid: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('meetings');
  const [file, setFile] = useState<File>();
  const importing = useImportAttendees();
  const outcome = importing.data;

  const footer = outcome
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose} disabled={importing.isPending}>
          {t('cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!file}
          loading={importing.isPending}
          onClick={() => file && importing.mutate({ mid, file })}
        >
          {t('importInvite')}
        </Button>,
      ];

  return (
    <FormModal
      width={720}
      title={t('importTitle')}
      onClose={() => !importing.isPending && onClose()}
      dirty={file !== undefined && !outcome}
      maskClosable={false}
      footer={footer}
    >
      {outcome ? (
        <>
          <p style={{ marginTop: 0 }} role="status">
            {t('importSummary', { invited: outcome.vids.length, bad: outcome.bad.length })}
          </p>
          {outcome.bad.length > 0 && (
            <Table<ImportProblem>
              aria-label={t('importProblems')}
              rowKey={(problem) => `${problem.row}-${problem.reason}`}
              size="small"
              columns={[
                { key: 'row', title: t('importRow'), width: 80, render: (_value, problem) => problem.row },
                { key: 'name', title: t('attendeeName'), width: 160, render: (_value, problem) => problem.name || '–' },
                { key: 'reason', title: t('importReason'), render: (_value, problem) => problem.reason },
              ]}
              dataSource={outcome.bad}
              pagination={outcome.bad.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
            />
          )}
        </>
      ) : (
        <SpreadsheetPicker
          texts={{
            explain: t('importExplain'),
            template: t('importTemplate'),
            pick: t('importPick'),
            pickHint: (hint) => t('importPickHint', { hint }),
            wrongType: t('importWrongType'),
          }}
          template={{ href: visitorTemplateHref(i18n.language), fileName: visitorTemplateName }}
          file={file}
          disabled={importing.isPending}
          onPick={setFile}
        />
      )}
    </FormModal>
  );
}
