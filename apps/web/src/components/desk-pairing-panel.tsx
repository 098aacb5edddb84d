import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Alert, Flex, QRCode, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteConfig } from '../lib/site-config';
import { Panel } from './panel';

/* Where the front-desk tablet's and the reception terminal's pages are, and how a device is set up to use one. */

export type Desk = 'pad' | 'stage';

const deskPages: Record<Desk, string> = { pad: 'pad.html', stage: 'stage.html' };

/** A desk's page under the site's public address, or under the address the console was opened at. */
export const deskUrl = (desk: Desk, publicUrl?: string) =>
  `${(publicUrl || window.location.origin).replace(/\/$/, '')}/${deskPages[desk]}`;

/** Addresses that name the computer they are opened on: on a tablet they lead nowhere. */
const isLocalAddress = (url: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(url).hostname);

const qrSize = 136;

interface DeskPairingPanelProps {
  desk: Desk;
  /** Where the reception accounts are: linked to their page, or listed below this panel on it. */
  accounts: 'link' | 'below';
}

/** A desk's link as a QR code and text to copy, with the steps from opening it to signing in. */
export function DeskPairingPanel({ desk, accounts }: DeskPairingPanelProps) {
  const { t } = useTranslation('components');
  const { token } = theme.useToken();
  const url = deskUrl(desk, useSiteConfig()?.publicUrl);
  return (
    <Panel title={t(`deskPairing.${desk}.title`)}>
      <Flex gap={24} wrap align="flex-start">
        <div role="img" aria-label={t(`deskPairing.${desk}.qr`)} style={{ flex: 'none' }}>
          <QRCode value={url} type="svg" size={qrSize} />
        </div>
        <div style={{ flex: '1 1 280px', minWidth: 0, display: 'grid', gap: 12 }}>
          <Typography.Text type="secondary">{t(`deskPairing.${desk}.intro`)}</Typography.Text>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '4px 4px 4px 12px',
              background: token.colorFillTertiary,
              borderRadius: token.borderRadius,
            }}
          >
            <Typography.Text strong data-testid={`${desk}-url`} style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
              {url}
            </Typography.Text>
            <Typography.Text
              copyable={{
                text: url,
                tooltips: [t('deskPairing.copy'), t('deskPairing.copied')],
                icon: [
                  <span key="copy" style={{ whiteSpace: 'nowrap' }}>
                    <CopyOutlined aria-hidden="true" /> {t('deskPairing.copy')}
                  </span>,
                  <span key="copied" style={{ whiteSpace: 'nowrap' }}>
                    <CheckOutlined aria-hidden="true" /> {t('deskPairing.copied')}
                  </span>,
                ],
              }}
            />
          </div>
          {isLocalAddress(url) && <Alert type="warning" showIcon title={t('deskPairing.localAddress')} />}
          <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 4 }}>
            <li>{t(`deskPairing.${desk}.open`)}</li>
            <li>
              {accounts === 'below' ? (
                t('deskPairing.signInBelow')
              ) : (
                <>
                  {t('deskPairing.signIn')} <Link to="/account/stage">{t('deskPairing.makeAccount')}</Link>
                </>
              )}
            </li>
            <li>{t(`deskPairing.${desk}.done`)}</li>
          </ol>
        </div>
      </Flex>
    </Panel>
  );
}
