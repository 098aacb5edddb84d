import { fillInvitationPlaceholders, type InvitationPlaceholderValues } from '@vestibule/contract/rules/invitation-placeholders';
import { Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface TemplateTexts {
  inviteContent?: string;
  address?: string;
  longitude?: string;
  latitude?: string;
  companyProfile?: string;
  traffic?: string;
}

/** The texts as the visitor will read them: every placeholder filled with the values given. */
export function TemplatePreview({ texts, values }: { texts: TemplateTexts; values: InvitationPlaceholderValues }) {
  const { t } = useTranslation('templates');
  const fill = (text = '') => fillInvitationPlaceholders(text, values);
  const location = texts.latitude && texts.longitude ? `${texts.latitude}, ${texts.longitude}` : '';
  const rows = [
    ['address', fill(texts.address)],
    ['location', location],
    ['traffic', fill(texts.traffic)],
    ['companyProfile', fill(texts.companyProfile)],
  ].filter(([, value]) => value !== '');
  const message = fill(texts.inviteContent);
  if (!message && rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('preview.empty')} />;
  return (
    <div data-testid="template-preview">
      {message && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</Typography.Paragraph>
      )}
      {rows.length > 0 && (
        <Descriptions column={1} size="small" bordered>
          {rows.map(([key, value]) => (
            <Descriptions.Item key={key} label={t(`fields.${key}`)}>
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</span>
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </div>
  );
}
