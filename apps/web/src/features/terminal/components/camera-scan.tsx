import ScanOutlined from '@ant-design/icons/ScanOutlined';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CameraProblem, QrScanner } from '../../../components/qr-scanner';

/** The camera button and its dialog: the first code read closes it and is looked up. */
export function CameraScan({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation('terminal');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<CameraProblem>();
  return (
    <>
      <Button
        size="large"
        icon={<ScanOutlined aria-hidden="true" />}
        onClick={() => {
          setProblem(undefined);
          setOpen(true);
        }}
      >
        {t('scan.open')}
      </Button>
      <Modal open={open} title={t('scan.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {problem ? (
          <Alert type="warning" showIcon title={t(`scan.${problem}`)} role="alert" />
        ) : (
          <div className="camera-frame">
            <QrScanner
              label={t('scan.camera')}
              onProblem={setProblem}
              onCode={(text) => {
                setOpen(false);
                onCode(text);
              }}
            />
          </div>
        )}
        <Typography.Paragraph type="secondary" className="camera-hint">
          {t('scan.hint')}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
