import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePaths, useAudience } from './route-table';

/** Any console path without a screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const audience = useAudience();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate(homePaths[audience])}>
          {t('notFound.home')}
        </Button>
      }
    />
  );
}
