import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { isLanguage, type Language, languageNames, languages } from '../lib/languages';

/**
 * The language choice shown on every page, each language named in itself. A
 * native select with plain styles: accessible, and light enough for the sign-in pages.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, color: 'rgba(0, 0, 0, 0.65)' }}>
      <label htmlFor={id} style={{ display: 'inline-flex' }} title={t('language.label')}>
        <GlobeIcon />
        <span style={visuallyHidden}>{t('language.label')}</span>
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        style={{
          height: 32,
          padding: '0 6px',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          background: '#fff',
          color: 'rgba(0, 0, 0, 0.88)',
          font: 'inherit',
          fontSize: 14,
          cursor: 'pointer',
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </span>
  );
}

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
