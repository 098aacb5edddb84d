import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { ImportProblem } from '@vestibule/contract/endpoints/address-book';
import type { ImportedVisitor, VisitorImport } from '@vestibule/contract/endpoints/invitations';
import { Alert, Button, Table, type TableColumnsType, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkVisitorImport, visitorTemplateHref, visitorTemplateName } from '../lib/visitor-import';
import { FormModal } from './form-dialog';
import { SpreadsheetPicker } from './spreadsheet-picker';

/*
 * "Import from a spreadsheet" for the forms that take a batch of visitors: the
 * server reads the file and answers its rows; the good ones go into the form,
 * where the user reviews them and sends the batch as usual.
 */

interface VisitorSheetImportProps {
  /** How many more visitors the form takes, asked when the dialog opens. */
  spaceLeft: () => number;
  onImport: (visitors: ImportedVisitor[]) => void;
}

export function VisitorSheetImport({ spaceLeft, onImport }: VisitorSheetImportProps) {
  const { t } = useTranslation('components');
  const [room, setRoom] = useState<number | null>(null);
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setRoom(spaceLeft())}>
        {t('visitorImport.open')}
      </Button>
      {room !== null && (
        <VisitorImportDialog
          room={room}
          onClose={() => setRoom(null)}
          onImport={(visitors) => {
            onImport(visitors);
            setRoom(null);
          }}
        />
      )}
    </>
  );
}

/** The columns an invalid value (604) can be in, as the server's reason names them first. */
const sheetColumns = new Set(['name', 'phone', 'email', 'company']);

interface DialogProps {
  room: number;
  onClose: () => void;
  onImport: (visitors: ImportedVisitor[]) => void;
}

function VisitorImportDialog({ room, onClose, onImport }: DialogProps) {
  const { t, i18n } = useTranslation('components');
  const { token } = theme.useToken();
  const [file, setFile] = useState<File>();
  const [checking, setChecking] = useState(false);
  const [read, setRead] = useState<VisitorImport>();

  const check = async (chosen: File) => {
    setChecking(true);
    try {
      setRead(await checkVisitorImport(chosen));
    } catch {
      // The API client has told why.
    } finally {
      setChecking(false);
    }
  };

  // The problem in the interface language; the server's reason (English) stays below it as the detail.
  const problemText = (problem: ImportProblem): string => {
    if (problem.status === 24) return t('visitorImport.duplicatePhone');
    const column = problem.reason.split(':')[0]?.trim() ?? '';
    if (column === 'phone or email') return t('visitorImport.noContact');
    if (sheetColumns.has(column)) return t('visitorImport.invalid', { column: t(`visitorImport.column.${column}`) });
    return problem.reason;
  };
  const tooMany = read !== undefined && read.rows.length > room;
  const columns: TableColumnsType<ImportProblem> = [
    { key: 'row', title: t('visitorImport.row'), dataIndex: 'row', width: 72 },
    { key: 'name', title: t('visitorImport.visitor'), dataIndex: 'name', width: 160, ellipsis: true },
    {
      key: 'problem',
      title: t('visitorImport.problem'),
      render: (_value, problem) => (
        <>
          {problemText(problem)}
          <div style={{ color: token.colorTextTertiary, fontSize: 12 }}>{problem.reason}</div>
        </>
      ),
    },
  ];
  const footer = (close: () => void) =>
    read
      ? [
          <Button key="again" onClick={() => setRead(undefined)}>
            {t('visitorImport.otherFile')}
          </Button>,
          <Button key="add" type="primary" disabled={read.rows.length === 0 || tooMany} onClick={() => onImport(read.rows)}>
            {t('visitorImport.add', { count: read.rows.length })}
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={close} disabled={checking}>
            {t('visitorImport.cancel')}
          </Button>,
          <Button key="check" type="primary" disabled={!file} loading={checking} onClick={() => file && void check(file)}>
            {t('visitorImport.check')}
          </Button>,
        ];

  return (
    <FormModal
      width={720}
      title={t('visitorImport.title')}
      onClose={() => !checking && onClose()}
      dirty={file !== undefined}
      maskClosable={false}
      footer={footer}
    >
      {read ? (
        <>
          <p style={{ marginTop: 0 }} role="status">
            {t('visitorImport.summary', { total: read.total, good: read.rows.length, bad: read.bad.length })}
          </p>
          {tooMany && (
            <Alert type="error" showIcon title={t('visitorImport.noRoom', { count: room })} style={{ marginBottom: 16 }} />
          )}
          {read.bad.length > 0 && (
            <Table<ImportProblem>
              aria-label={t('visitorImport.problems')}
              rowKey={(problem) => `${problem.row}-${problem.reason}`}
              size="small"
              columns={columns}
              dataSource={read.bad}
              pagination={read.bad.length > 8 ? { pageSize: 8, showSizeChanger: false } : false}
            />
          )}
        </>
      ) : (
        <SpreadsheetPicker
          texts={{
            explain: t('visitorImport.explain'),
            template: t('visitorImport.template'),
            pick: t('visitorImport.pick'),
            pickHint: (hint) => t('visitorImport.pickHint', { hint }),
            wrongType: t('visitorImport.wrongType'),
          }}
          template={{ href: visitorTemplateHref(i18n.language), fileName: visitorTemplateName }}
          file={file}
          disabled={checking}
          onPick={(picked) => {
            setFile(picked);
            setRead(undefined);
          }}
        />
      )}
    </FormModal>
  );
}
