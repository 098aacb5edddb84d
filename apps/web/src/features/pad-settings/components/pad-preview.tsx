import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';

export interface PadLook {
  themecolor: string;
  logo: string;
  /** The carousel's first picture, the one the welcome screen opens with. */
  firstSlide: string;
  background: string;
  cardText: string;
}

/** A small drawing of the tablet's welcome screen in portrait, as the settings would show it. */
export function PadPreview({ look }: { look: PadLook }) {
  const { t } = useTranslation('pad');
  const { token } = theme.useToken();
  const accent = look.themecolor || token.colorPrimary;
  return (
    <Panel title={t('preview.title')}>
      <div style={{ padding: 24, display: 'grid', justifyItems: 'center', gap: 12 }}>
        <figure
          role="img"
          aria-label={t('preview.label')}
          data-theme-color={accent}
          style={{
            margin: 0,
            width: 192,
            height: 256,
            display: 'grid',
            gridTemplateRows: '32px 1fr 44px',
            overflow: 'hidden',
            borderRadius: 12,
            border: `6px solid ${token.colorTextHeading}`,
            background: look.background ? `center / cover url("${look.background}")` : token.colorBgLayout,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', padding: '0 8px', background: accent }}>
            {look.logo ? (
              <img src={look.logo} alt={t('preview.logo')} style={{ height: 21, maxWidth: 84, objectFit: 'contain' }} />
            ) : (
              <span style={{ color: '#fff', fontSize: 11 }}>{t('preview.noLogo')}</span>
            )}
          </div>
          <div style={{ display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
            {look.firstSlide ? (
              <img src={look.firstSlide} alt={t('preview.slide')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <span style={{ color: token.colorTextTertiary, fontSize: 11, padding: 8, textAlign: 'center' }}>
                {t('preview.noSlide')}
              </span>
            )}
          </div>
          <div style={{ display: 'grid', placeItems: 'center', padding: 6 }}>
            <span
              style={{
                width: '100%',
                textAlign: 'center',
                borderRadius: 4,
                padding: '4px 0',
                fontSize: 11,
                color: '#fff',
                background: accent,
              }}
            >
              {t('preview.signIn')}
            </span>
          </div>
        </figure>
        {look.cardText && (
          <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>{t('preview.cardText', { text: look.cardText })}</span>
        )}
      </div>
    </Panel>
  );
}
