import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PrivacyScreenProps {
  /** The company's privacy text, as written in the console (line breaks kept). */
  text: string;
  onAgree: () => void;
  onDecline: () => void;
}

/** The company's privacy text, which a visitor accepts before signing in; declining goes home. */
export function PrivacyScreen({ text, onAgree, onDecline }: PrivacyScreenProps) {
  const { t } = useTranslation('kiosk');
  const headingId = useId();
  return (
    <section
      className="kiosk-panel"
      aria-labelledby={headingId}
      style={{ maxWidth: 800, width: '100%', margin: '0 auto', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <h2 id={headingId}>{t('privacy.intro')}</h2>
      <div
        className="kiosk-privacy-text"
        // Focusable, so a long text scrolls from the keyboard too.
        tabIndex={0}
        role="region"
        aria-label={t('privacy.text')}
      >
        {text}
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 24 }}>
        <Button type="primary" size="large" onClick={onAgree} style={{ minHeight: 56, flex: '1 1 240px' }}>
          {t('privacy.agree')}
        </Button>
        <Button size="large" onClick={onDecline} style={{ minHeight: 56, flex: '1 1 240px' }}>
          {t('privacy.decline')}
        </Button>
      </div>
    </section>
  );
}
