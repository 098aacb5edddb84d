import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useResidentCode } from '../api/residents';
import { validityText } from '../lib/validity';

/* The printed page: nothing on it but the resident's code card, however the console looks behind the dialog. */
const printCss = `.resident-code-sheet { display: none }
@media print {
  body > *:not(.resident-code-sheet) { display: none !important }
  .resident-code-sheet { display: flex !important; justify-content: center; padding-top: 24mm }
}`;

interface CodeCardProps {
  name: string;
  /** What the QR code holds, to type at a tablet without a camera. */
  code: string;
  codeLabel: string;
  company: string;
  validity: string;
  qrcode: string;
  alt: string;
}

function CodeCard({ name, code, codeLabel, company, validity, qrcode, alt }: CodeCardProps) {
  return (
    <figure style={{ margin: 0, textAlign: 'center' }}>
      <img src={qrcode} alt={alt} width={220} height={220} style={{ imageRendering: 'pixelated' }} />
      <code
        title={codeLabel}
        style={{
          display: 'block',
          margin: '0 auto 8px',
          maxWidth: 260,
          fontSize: 11,
          wordBreak: 'break-all',
          userSelect: 'all',
        }}
      >
        {code}
      </code>
      <figcaption>
        <div style={{ fontSize: 18, fontWeight: 600 }}>{name}</div>
        {company && <div>{company}</div>}
        <div>{validity}</div>
      </figcaption>
    </figure>
  );
}

/** The resident's QR code (getRvQrcode) with their name and validity days, and a Print button. */
export function ResidentCodeModal({ resident, onClose }: { resident: ResidentVisitor; onClose: () => void }) {
  const { t } = useTranslation('residents');
  const code = useResidentCode(resident.rid);
  const card = code.data && {
    name: resident.name,
    code: code.data.code,
    codeLabel: t('code.text'),
    company: resident.company,
    validity: t('code.validity', { days: validityText(code.data) }),
    qrcode: code.data.qrcode,
    alt: t('code.alt', { name: resident.name }),
  };
  return (
    <Modal
      open
      width={400}
      title={t('code.title', { name: resident.name })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined aria-hidden="true" />}
          disabled={!card}
          onClick={() => window.print()}
        >
          {t('code.print')}
        </Button>,
      ]}
    >
      {code.isError ? (
        <Alert type="warning" showIcon title={t('code.loadFailed')} />
      ) : card ? (
        <>
          <CodeCard {...card} />
          <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0', textAlign: 'center', fontSize: 12 }}>
            {t('code.hint')}
          </Typography.Paragraph>
          {createPortal(
            <div className="resident-code-sheet">
              <style>{printCss}</style>
              <CodeCard {...card} />
            </div>,
            document.body,
          )}
        </>
      ) : (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 260 }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
