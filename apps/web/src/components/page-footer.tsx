import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../lib/site-config';

/** The footer line of every page: brand, the filing number when one is configured, and the version. */
export function PageFooter() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const parts = [`© ${new Date().getFullYear()} ${t('brand')}`, config?.filingNumber, config?.version].filter(Boolean);
  return <small style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>{parts.join(' · ')}</small>;
}
