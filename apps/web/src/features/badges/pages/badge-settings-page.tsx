import { useTranslation } from 'react-i18next';
import { LoadFrame } from '../../../components/load-frame';
import { PageTitle } from '../../../components/page-title';
import { useCompany } from '../../../lib/company';
import { BadgeStyleForm } from '../components/badge-style-form';

/** /badge: how visitor cards, stickers and badges look and print, with a live preview. */
export function BadgeSettingsPage() {
  const { t } = useTranslation('badges');
  const info = useCompany();
  return (
    <>
      <PageTitle title={t('title')} description={t('description')} />
      <LoadFrame query={info} texts={{ loadFailed: t('loadFailed'), retry: t('retry') }}>
        {(company) => <BadgeStyleForm info={company} />}
      </LoadFrame>
    </>
  );
}
