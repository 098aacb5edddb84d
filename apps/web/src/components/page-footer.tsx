import { useTranslation } from 'react-i18next';
import { productVersion } from '../lib/product-version';
import { useSiteConfig } from '../lib/site-config';

/** The footer line of every page: brand, the filing number when one is configured, and the product's version. */
export function PageFooter() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const parts = [`© ${new Date().getFullYear()} ${t('brand')}`, config?.filingNumber, productVersion].filter(Boolean);
  return <small style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 }}>{parts.join(' · ')}</small>;
}
