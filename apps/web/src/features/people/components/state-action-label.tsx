import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StateAction } from '../lib/employee-states';

/** A state action in a menu, with one line on what it blocks, so Forbid and Disable are told apart before choosing. */
export function StateActionLabel({ action }: { action: StateAction }) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'grid', lineHeight: 1.4, paddingBlock: 2 }}>
      <span>{t(`batch.${action}`)}</span>
      <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{t(`batch.${action}Hint`)}</span>
    </span>
  );
}
