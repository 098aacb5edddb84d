import type { VisitWithTimeline } from '@vestibule/contract/entities/visit';
import { badgeLayout } from '@vestibule/contract/rules/badge-layout';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { Alert, Button, Modal, Skeleton, Space, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePrintSheet } from '../../../components/badge-print-sheet';
import { printPxPerMm, VisitorBadge } from '../../../components/visitor-badge';
import { downloadTicketUrl, saveFrom } from '../../../lib/downloads';
import { useCompany } from '../../../lib/company';
import { badgePdfUrl } from '../lib/visit-export';
import { formatInstant } from '../lib/visit-format';

/** One visit's badge at true size: printed at once through the browser's print dialog, or saved as a PDF. */
export function BadgePrintView({ visit, onClose }: { visit: VisitWithTimeline; onClose: () => void }) {
  const { t, i18n } = useTranslation('visits');
  const { token } = theme.useToken();
  const settings = useCompany();
  const printed = useRef(false);
  const at = visit.visitdate ?? visit.appointmentDate;
  const layout = settings.data
    ? badgeLayout(settings.data, {
        badgeCode: visit.badgeCode ?? '',
        vname: visit.vname,
        vcompany: visit.vcompany,
        empName: visit.empName,
        vphoto: visit.vphoto,
        time: at === null ? '' : formatInstant(at),
      })
    : null;

  useEffect(() => {
    if (!layout || printed.current) return;
    printed.current = true;
    // After the sheet is on the page, so the dialog prints it.
    const timer = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(timer);
  }, [layout]);

  const downloadPdf = async () => saveFrom(badgePdfUrl(await downloadTicketUrl('BadgePdf', i18n.language), visit.vid));

  return (
    <Modal
      open
      onCancel={onClose}
      title={t('badge.title', { name: visit.vname })}
      width={layout ? Math.max(520, layout.widthMm * printPxPerMm + 64) : 520}
      footer={
        <Space>
          <Button icon={<FilePdfOutlined aria-hidden="true" />} disabled={!layout} onClick={() => void downloadPdf()}>
            {t('badge.pdf')}
          </Button>
          <Button type="primary" icon={<PrinterOutlined aria-hidden="true" />} disabled={!layout} onClick={() => window.print()}>
            {t('badge.print')}
          </Button>
        </Space>
      }
    >
      {settings.isError && <Alert type="warning" showIcon title={t('badge.loadFailed')} />}
      {settings.isPending && <Skeleton active />}
      {layout && (
        <Space orientation="vertical" align="center" style={{ width: '100%' }}>
          <div style={{ background: token.colorFillTertiary, padding: 16, borderRadius: token.borderRadius }}>
            <VisitorBadge layout={layout} accent={token.colorPrimary} />
          </div>
          <Typography.Text type="secondary">
            {t('badge.size', { width: layout.widthMm, height: layout.heightMm })}
          </Typography.Text>
          <BadgePrintSheet layout={layout} accent={token.colorPrimary} />
        </Space>
      )}
    </Modal>
  );
}
