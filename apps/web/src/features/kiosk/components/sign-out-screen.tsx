import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOutByBadge, signOutByPhone } from '../api/kiosk';
import { readScannedCode } from '../lib/scanned-code';
import { CodeEntry } from './code-entry';
import { RefusalMessage } from './kiosk-frame';

/** "Sign out": the badge's QR code (its visit id) under the camera, or the phone typed. */
export function SignOutScreen({ onSignedOut }: { onSignedOut: (count: number) => void }) {
  const { t } = useTranslation('kiosk');
  const [error, setError] = useState<unknown>();
  const [notBadge, setNotBadge] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<number>) => {
    setBusy(true);
    setError(undefined);
    setNotBadge(false);
    try {
      onSignedOut(await action());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const scanned = (raw: string) => {
    if (busy) return;
    const code = readScannedCode(raw);
    if (code?.kind === 'badge') {
      void run(async () => {
        await signOutByBadge(code.code);
        return 1;
      });
    } else {
      setNotBadge(true);
    }
  };

  const typed = (phone: string) => {
    if (busy) return;
    void run(() => signOutByPhone(phone));
  };

  return (
    <>
      <p style={{ margin: 0 }}>{t('signOut.intro')}</p>
      {notBadge && <Alert role="alert" type="warning" showIcon title={t('signOut.notBadge')} style={{ fontSize: 20 }} />}
      <RefusalMessage error={error} />
      <CodeEntry
        onScan={scanned}
        onTyped={typed}
        paused={busy}
        fieldLabel={t('signOut.phone')}
        submitLabel={t('signOut.submit')}
        inputMode="tel"
        busy={busy}
      />
    </>
  );
}
