import { isAppError } from '@vestibule/contract/app-error';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, type ResultOf } from '../../../lib/api-client';
import { useSiteConfig } from '../../../lib/site-config';
import { pairTablet } from '../api/kiosk';
import { rememberPairing } from '../lib/kiosk-pairing';
import { KioskFrame } from './kiosk-frame';

interface PairingValues {
  account: string;
  password: string;
  vcode?: string;
}

/** The server demands a captcha for an account under attack even with the site's captcha off. */
const captchaDemandedStatus = 119;

/** The image captcha, fetched while `enabled`; refresh() gets a new one (a wrong answer burns it). */
function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<ResultOf<'getValidationCode'>>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    callApi('getValidationCode').then(
      (fresh) => live && setCaptcha(fresh),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, round]);
  return { captcha, refresh: () => setRound((previous) => previous + 1) };
}

/** Staff pair the tablet once with a reception account; it then stays signed in. */
export function PairingScreen({ onPaired }: { onPaired: () => void }) {
  const { t } = useTranslation('kiosk');
  const site = useSiteConfig();
  const [demanded, setDemanded] = useState(false);
  const captchaOn = site?.captcha === 1 || demanded;
  const { captcha, refresh } = useCaptcha(captchaOn);
  const [busy, setBusy] = useState(false);

  const pair = async ({ account, password, vcode = '' }: PairingValues) => {
    setBusy(true);
    try {
      let digest = '';
      if (captchaOn && captcha) {
        await callApi('validationCode', { email: '', phone: account.trim(), digest: captcha.digest, vcode: vcode.trim() });
        digest = captcha.digest;
      }
      rememberPairing(await pairTablet({ account: account.trim(), password, digest }));
      onPaired();
    } catch (error) {
      // The client has told why (wrong password, disabled, outside its dates).
      if (isAppError(error) && error.status === captchaDemandedStatus) setDemanded(true);
      if (captchaOn) refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <KioskFrame title={t('pairing.title')}>
      <section className="kiosk-panel" style={{ width: '100%', maxWidth: 520, margin: '0 auto' }}>
        <p id="pairing-intro" style={{ marginTop: 0 }}>
          {t('pairing.intro')}
        </p>
        <Form<PairingValues> layout="vertical" size="large" onFinish={(values) => void pair(values)} requiredMark={false}>
          <Form.Item
            name="account"
            label={t('pairing.account')}
            rules={[{ required: true, whitespace: true, message: t('pairing.accountMissing') }]}
          >
            <Input autoComplete="username" autoCapitalize="none" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('pairing.password')}
            rules={[{ required: true, message: t('pairing.passwordMissing') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {captchaOn && (
            <Form.Item label={t('pairing.captcha')} required>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Form.Item name="vcode" noStyle rules={[{ required: true, message: t('pairing.captchaMissing') }]}>
                  <Input aria-label={t('pairing.captcha')} autoComplete="off" style={{ flex: 1 }} />
                </Form.Item>
                {captcha && (
                  <button
                    type="button"
                    onClick={refresh}
                    title={t('pairing.captchaNew')}
                    style={{ border: 0, padding: 0, background: 'none', minHeight: 48 }}
                  >
                    <img src={`data:image/png;base64,${captcha.base64Str}`} alt={t('pairing.captchaImage')} height={48} />
                  </button>
                )}
              </div>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={busy} style={{ minHeight: 56 }}>
            {t('pairing.submit')}
          </Button>
        </Form>
      </section>
    </KioskFrame>
  );
}
