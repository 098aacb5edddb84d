import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePadConfig } from '../api/pad-settings';

/** Says the tablet will need a camera while the stored settings give visitors no way past the photo. */
export function CameraNeededAlert() {
  const { t } = useTranslation('pad');
  const config = usePadConfig();
  if (!config.data || config.data.photoSkippable) return null;
  return <Alert type="info" showIcon title={t('camera.title')} description={t('camera.text')} />;
}
