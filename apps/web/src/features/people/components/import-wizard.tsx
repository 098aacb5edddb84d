import type { ImportCheck } from '@vestibule/contract/endpoints/address-book';
import { Button, Modal, Progress, Result, Space, Steps } from 'antd';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-dialog';
import { SpreadsheetPicker } from '../../../components/spreadsheet-picker';
import { applyImport, checkImport, importTemplateUrl } from '../api/address-book';
import { useRefreshPeople } from '../api/departments';
import { changesOf, importReducer, initialImportState, percentOf, stepIndex } from '../lib/import-wizard';
import { DepartmentNames, ImportReport } from './import-report';

/** Import the address book: template, file, the checked report, applying in batches, the summary. */
export function ImportWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('people');
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const [modal, modalHolder] = Modal.useModal();
  const refresh = useRefreshPeople();

  const check = async (file: File) => {
    dispatch({ type: 'check' });
    try {
      dispatch({ type: 'checked', check: await checkImport(file) });
    } catch {
      // The API client has told why.
      dispatch({ type: 'checkFailed' });
    }
  };

  const apply = async (check: ImportCheck) => {
    dispatch({ type: 'apply' });
    try {
      await applyImport(check.importId, check.newDepartments, (applied, total) => dispatch({ type: 'progress', applied, total }));
      dispatch({ type: 'applied' });
    } catch {
      dispatch({ type: 'applyFailed' });
    } finally {
      void refresh();
    }
  };

  // Departments the file names that do not exist are created only once the user says so.
  const confirmApply = (check: ImportCheck) => {
    if (check.newDepartments.length === 0) {
      void apply(check);
      return;
    }
    void modal.confirm({
      title: t('import.confirmDepartments', { count: check.newDepartments.length }),
      content: <DepartmentNames names={check.newDepartments} />,
      okText: t('import.createAndImport'),
      cancelText: t('cancel'),
      onOk: () => void apply(check),
    });
  };

  const busy = state.step === 'checking' || state.step === 'applying';
  // A chosen file, or a checked report with rows to import, is work the user would lose by closing.
  const unsaved = (state.step === 'pick' && state.file !== undefined) || (state.step === 'review' && changesOf(state.check) > 0);
  const footer = (close: () => void) => {
    switch (state.step) {
      case 'pick':
      case 'checking':
        return [
          <Button key="cancel" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>,
          <Button
            key="check"
            type="primary"
            disabled={!state.file}
            loading={state.step === 'checking'}
            onClick={() => state.file && void check(state.file)}
          >
            {t('import.check')}
          </Button>,
        ];
      case 'review':
        return [
          <Button key="again" onClick={() => dispatch({ type: 'restart' })}>
            {t('import.otherFile')}
          </Button>,
          changesOf(state.check) > 0 ? (
            <Button key="apply" type="primary" onClick={() => confirmApply(state.check)}>
              {t('import.apply', { count: changesOf(state.check) })}
            </Button>
          ) : (
            <Button key="close" type="primary" onClick={close}>
              {t('close')}
            </Button>
          ),
        ];
      case 'applying':
        return null;
      case 'done':
      case 'failed':
        return [
          state.step === 'failed' && (
            <Button key="again" onClick={() => dispatch({ type: 'restart' })}>
              {t('import.checkAgain')}
            </Button>
          ),
          <Button key="close" type="primary" onClick={close}>
            {t('close')}
          </Button>,
        ];
    }
  };

  return (
    <FormModal
      width={780}
      title={t('import.title')}
      onClose={() => !busy && onClose()}
      dirty={unsaved}
      closable={!busy}
      maskClosable={false}
      keyboard={!busy}
      footer={footer}
    >
      {modalHolder}
      <Steps
        size="small"
        current={stepIndex(state)}
        style={{ margin: '8px 0 24px' }}
        items={[
          { title: t('import.step.file') },
          { title: t('import.step.review') },
          { title: t('import.step.apply') },
          { title: t('import.step.done') },
        ]}
      />
      {(state.step === 'pick' || state.step === 'checking') && (
        <SpreadsheetPicker
          texts={{
            explain: t('import.explain'),
            template: t('import.template'),
            pick: t('import.pick'),
            pickHint: (hint) => t('import.pickHint', { hint }),
            wrongType: t('import.wrongType'),
          }}
          template={{ href: importTemplateUrl }}
          file={state.file}
          disabled={state.step === 'checking'}
          onPick={(file) => dispatch({ type: 'pick', file })}
        />
      )}
      {state.step === 'review' && <ImportReport check={state.check} />}
      {state.step === 'applying' && (
        <div style={{ padding: '24px 0' }} aria-live="polite">
          <Progress percent={percentOf(state.applied, state.total)} status="active" />
          <p style={{ textAlign: 'center' }}>{t('import.progress', { applied: state.applied, total: state.total })}</p>
        </div>
      )}
      {state.step === 'done' && (
        <Result
          status="success"
          title={t('import.doneTitle')}
          subTitle={
            <Space orientation="vertical" size={2}>
              <span>{t('import.doneCounts', state.check)}</span>
              {state.check.bad.length > 0 && <span>{t('import.doneSkipped', { count: state.check.bad.length })}</span>}
            </Space>
          }
        />
      )}
      {state.step === 'failed' && (
        <Result
          status="warning"
          title={t('import.failedTitle')}
          subTitle={t('import.failedText', { applied: state.applied, total: state.total })}
        />
      )}
    </FormModal>
  );
}
