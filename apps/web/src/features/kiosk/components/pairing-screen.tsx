import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passCaptcha, useCaptcha } from '../../../lib/captcha';
import { useSiteConfig } from '../../../lib/site-config';
import { pairTablet } from '../api/kiosk';
import { rememberPairing } from '../lib/kiosk-pairing';
import { KioskFrame } from './kiosk-frame';

interface PairingValues {
  account: string;
  password: string;
  vcode?: string;
}

/** Staff pair the tablet once with a reception account; it then stays signed in. */
export function PairingScreen({ onPaired }: { onPaired: () => void }) {
  const { t } = useTranslation('kiosk');
  const site = useSiteConfig();
  const captcha = useCaptcha(site?.captcha === 1);
  const [busy, setBusy] = useState(false);

  const pair = async ({ account, password, vcode = '' }: PairingValues) => {
    setBusy(true);
    try {
      const name = account.trim();
      const digest = await passCaptcha({ email: name }, captcha.answer(vcode));
      rememberPairing(await pairTablet({ account: name, password, digest }));
      onPaired();
    } catch (error) {
      // The client has told why (wrong password, disabled, outside its dates); a wrong answer burns the captcha.
      if (!captcha.demandAfter(error) && captcha.enabled) captcha.refresh();
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
          {captcha.enabled && (
            <Form.Item label={t('pairing.captcha')} required>
              <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <Form.Item name="vcode" noStyle rules={[{ required: true, message: t('pairing.captchaMissing') }]}>
                  <Input aria-label={t('pairing.captcha')} autoComplete="off" style={{ flex: 1 }} />
                </Form.Item>
                {captcha.image && (
                  <button
                    type="button"
                    onClick={captcha.refresh}
                    title={t('pairing.captchaNew')}
                    style={{ border: 0, padding: 0, background: 'none', minHeight: 48 }}
                  >
                    <img src={captcha.image} alt={t('pairing.captchaImage')} height={48} />
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
