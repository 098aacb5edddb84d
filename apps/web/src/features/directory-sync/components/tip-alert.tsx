import type { DirectoryTip } from '@vestibule/contract/endpoints/directory-sync';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** A settings guard's tip in the interface language. */
export function TipAlert({ tip }: { tip: DirectoryTip | undefined }) {
  const { t } = useTranslation('directory');
  if (!tip) return null;
  return <Alert type="warning" showIcon role="alert" message={t(`tips.${tip}`)} style={{ marginBottom: 16 }} />;
}
