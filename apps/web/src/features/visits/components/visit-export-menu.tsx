import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTicketUrl, saveFrom } from '../../../lib/downloads';
import { type ExportFormat, exportUrl } from '../lib/visit-export';
import type { VisitQuery } from '../lib/visit-query';

const formats: ExportFormat[] = ['xlsx', 'csv'];

/** "Export" on the visit list and history: the visits the filters find, with the shown columns, as xlsx or csv. */
export function VisitExportMenu({ query }: { query: VisitQuery }) {
  const { t, i18n } = useTranslation('visits');
  const [busy, setBusy] = useState(false);
  const start = async (format: ExportFormat) => {
    setBusy(true);
    try {
      saveFrom(exportUrl(await downloadTicketUrl('ExportVisitorList', i18n.language), query, format));
    } catch {
      // The API client has told why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: formats.map((format) => ({ key: format, label: t(`export.${format}`) })),
        onClick: ({ key }) => void start(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden="true" />} loading={busy}>
        {t('export.open')}
      </Button>
    </Dropdown>
  );
}
