import CompassOutlined from '@ant-design/icons/CompassOutlined';
import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAdministrator, useShowSetupGuide } from '../api/show-setup-guide';

/** The user menu's way back to a hidden setup guide: shows it again, then `onShown` (going to the overview). */
export function ShowGuideButton({ style, onShown }: { style?: CSSProperties; onShown: () => void }) {
  const { t } = useTranslation();
  const { show, busy } = useShowSetupGuide();
  if (!useIsAdministrator()) return null;
  return (
    <Button
      type="text"
      icon={<CompassOutlined aria-hidden="true" />}
      style={style}
      loading={busy}
      // A failure has had its toast from the API client.
      onClick={() => void show().then(onShown, () => undefined)}
    >
      {t('userMenu.setupGuide')}
    </Button>
  );
}
