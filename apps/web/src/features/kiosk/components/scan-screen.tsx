import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInByCode, type Visit, visitByCode } from '../api/kiosk';
import { readScannedCode } from '../lib/scanned-code';
import { CodeEntry } from './code-entry';
import { RefusalMessage } from './kiosk-frame';
import { VisitCard } from './visit-card';

/** "I have an invitation": the invitation's QR code (or its typed code) shows the visit, and the visitor signs in. */
export function ScanScreen({ onSignedIn }: { onSignedIn: (visit: Visit) => void }) {
  const { t } = useTranslation('kiosk');
  const [found, setFound] = useState<{ code: string; visit: Visit }>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const lookUp = (raw: string) => {
    const code = readScannedCode(raw);
    if (!code || busy) return;
    void run(async () => setFound({ code: code.code, visit: await visitByCode(code.code) }));
  };

  if (found) {
    return (
      <section className="kiosk-panel" aria-labelledby="scan-found" style={{ maxWidth: 640, width: '100%', margin: '0 auto' }}>
        <h2 id="scan-found">{t('scan.found')}</h2>
        <VisitCard visit={found.visit} />
        <div style={{ marginTop: 24 }}>
          <RefusalMessage error={error} />
        </div>
        <Space style={{ marginTop: 24, width: '100%' }} orientation="vertical" size={16}>
          <Button
            type="primary"
            size="large"
            block
            loading={busy}
            style={{ minHeight: 64, fontSize: 22 }}
            onClick={() => void run(async () => onSignedIn(await signInByCode(found.code)))}
          >
            {t('scan.signIn')}
          </Button>
          <Button
            size="large"
            block
            style={{ minHeight: 56 }}
            onClick={() => {
              setFound(undefined);
              setError(undefined);
            }}
          >
            {t('scan.notMe')}
          </Button>
        </Space>
      </section>
    );
  }
  return (
    <>
      <p style={{ margin: 0 }}>{t('scan.intro')}</p>
      <RefusalMessage error={error} />
      <CodeEntry
        onScan={lookUp}
        onTyped={lookUp}
        paused={busy}
        fieldLabel={t('scan.typeCode')}
        submitLabel={t('scan.find')}
        busy={busy}
      />
    </>
  );
}
