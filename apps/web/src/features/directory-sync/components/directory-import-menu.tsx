import type { DirectoryTip, SyncReport } from '@vestibule/contract/endpoints/directory-sync';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { Alert, Button, Dropdown, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../lib/company';
import { useDirectoryImport } from '../api/directory-sync';
import { importBlockedBy, type SyncSource, tipOf } from '../lib/directory-tips';
import { SyncHistory } from './sync-history';
import { SyncReportView } from './sync-report-view';

type Shown = { kind: 'tip'; tip: DirectoryTip } | { kind: 'report'; report: SyncReport } | { kind: 'history' };

/** "Import from directory" on the employee list: from DingTalk, from RTX, and the sync history. */
export function DirectoryImportMenu() {
  const { t } = useTranslation('directory');
  const info = useCompany();
  const run = useDirectoryImport();
  const [shown, setShown] = useState<Shown>();
  const start = (source: SyncSource) => {
    const blocked = info.data ? importBlockedBy(source, info.data) : undefined;
    if (blocked) return setShown({ kind: 'tip', tip: blocked });
    run.mutate(source, {
      onSuccess: (report) => setShown({ kind: 'report', report }),
      onError: (error) => {
        const tip = tipOf(error);
        if (tip) setShown({ kind: 'tip', tip });
      },
    });
  };
  const title =
    shown?.kind === 'history' ? t('history.title') : shown?.kind === 'report' ? t('report.title') : t('import.blocked');
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'dingtalk', label: t('import.fromDingTalk') },
            { key: 'rtx', label: t('import.fromRtx') },
            { type: 'divider' },
            { key: 'history', label: t('history.title') },
          ],
          onClick: ({ key }) => (key === 'history' ? setShown({ kind: 'history' }) : start(key as SyncSource)),
        }}
      >
        <Button icon={<SyncOutlined aria-hidden="true" />} loading={run.isPending}>
          {t('import.open')}
        </Button>
      </Dropdown>
      <Modal
        open={shown !== undefined}
        title={title}
        width={shown?.kind === 'history' ? 900 : 520}
        onCancel={() => setShown(undefined)}
        footer={null}
        destroyOnHidden
      >
        {shown?.kind === 'tip' && <Alert type="warning" showIcon message={t(`tips.${shown.tip}`)} />}
        {shown?.kind === 'report' && <SyncReportView report={shown.report} />}
        {shown?.kind === 'history' && <SyncHistory />}
      </Modal>
    </>
  );
}
