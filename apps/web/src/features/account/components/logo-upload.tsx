import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Space, theme } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

const logoTypes = ['image/jpeg', 'image/png'];

interface LogoUploadProps {
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
}

/** The company logo: JPEG or PNG only (spec section 5), stored with the Upload call; the form sends its URL. */
export function LogoUpload({ id, value, onChange }: LogoUploadProps) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!logoTypes.includes(file.type)) {
      toast.error(t('company.logoType'));
      return;
    }
    setUploading(true);
    try {
      onChange?.((await uploadFile(file)).url);
    } catch {
      // The API client has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={logoTypes.join(',')}
        style={{ display: 'none' }}
        aria-label={t('company.uploadLogo')}
        onChange={(event) => void upload(event)}
      />
      <Space align="center" size={16} wrap>
        <div
          style={{
            width: 168,
            height: 42,
            display: 'grid',
            placeItems: 'center',
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: token.colorFillQuaternary,
            overflow: 'hidden',
          }}
        >
          {value ? (
            <img
              src={value}
              alt={t('company.logoPreview')}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <span style={{ color: token.colorTextTertiary, fontSize: 12 }}>{t('company.noLogo')}</span>
          )}
        </div>
        <Button id={id} icon={<UploadOutlined aria-hidden="true" />} loading={uploading} onClick={() => picker.current?.click()}>
          {value ? t('company.changeLogo') : t('company.uploadLogo')}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={() => onChange?.('')}>
            {t('company.removeLogo')}
          </Button>
        )}
      </Space>
    </>
  );
}
