import { padLimits } from '@vestibule/contract/endpoints/pad-settings';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PadPanel } from './pad-panel';

const { max } = padLimits.secureProtocol;

/** The privacy text a visitor agrees to at the tablet before signing in; empty shows none. */
export function PrivacyTextPanel({ secureProtocol }: { secureProtocol: string }) {
  const { t } = useTranslation('pad');
  return (
    <PadPanel
      call="updateSecureProtocol"
      name="pad-privacy"
      title={t('privacy.title')}
      initialValues={{ secureProtocol }}
      toBody={(values) => ({ secureProtocol: typeof values.secureProtocol === 'string' ? values.secureProtocol : '' })}
    >
      <Form.Item name="secureProtocol" label={t('privacy.label')} extra={t('privacy.hint', { max })}>
        <Input.TextArea maxLength={max} showCount autoSize={{ minRows: 4, maxRows: 12 }} />
      </Form.Item>
    </PadPanel>
  );
}
