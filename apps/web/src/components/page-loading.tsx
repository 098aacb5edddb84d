import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code, texts or data load. */
export function PageLoading() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="status" aria-label={t('loading')} style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <LoadingOutlined aria-hidden="true" style={{ fontSize: 32, color: token.colorPrimary }} />
    </div>
  );
}
