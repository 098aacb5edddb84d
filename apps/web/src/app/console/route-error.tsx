import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen that failed to load or render (for example after a new version was deployed). */
export function RouteError() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div role="alert" style={{ maxWidth: 480, margin: '120px auto', textAlign: 'center', fontFamily: token.fontFamily }}>
      <h1 style={{ fontSize: 22, fontWeight: 600, color: token.colorTextHeading }}>{t('routeError.title')}</h1>
      <p style={{ color: token.colorTextSecondary }}>{t('routeError.text')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
