import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
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
      {info.isPending && <PageLoading />}
      {info.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void info.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      {info.data && <BadgeStyleForm info={info.data} />}
    </>
  );
}
