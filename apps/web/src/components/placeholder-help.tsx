import { invitationPlaceholders } from '@vestibule/contract/rules/invitation-placeholders';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The placeholders a template may hold and what each becomes. */
export function PlaceholderHelp() {
  const { t } = useTranslation('templates');
  return (
    <div>
      <Typography.Text type="secondary">{t('placeholders.intro')}</Typography.Text>
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
        {Object.entries(invitationPlaceholders).map(([key, names]) => (
          <li key={key}>
            <Typography.Text code>{names[0]}</Typography.Text> <Typography.Text code>{names[1]}</Typography.Text>{' '}
            {t(`placeholders.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
