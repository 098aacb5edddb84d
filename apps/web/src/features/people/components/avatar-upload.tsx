import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

const pictureTypes = ['image/jpeg', 'image/png'];

interface AvatarUploadProps {
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
}

/** The employee's photo: a JPEG or PNG stored with the Upload call; the form keeps its URL. */
export function AvatarUpload({ id, value, onChange }: AvatarUploadProps) {
  const { t } = useTranslation('people');
  const [uploading, setUploading] = useState(false);
  return (
    <Space align="end" size={12}>
      <Upload
        id={id}
        accept={pictureTypes.join(',')}
        listType="picture-card"
        showUploadList={false}
        beforeUpload={(file) => {
          if (pictureTypes.includes(file.type)) return true;
          toast.error(t('employee.avatarType'));
          return Upload.LIST_IGNORE;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setUploading(true);
          uploadFile(file as File)
            .then((uploaded) => {
              onChange?.(uploaded.url);
              onSuccess?.(uploaded);
            })
            .catch((error: Error) => onError?.(error))
            .finally(() => setUploading(false));
        }}
      >
        {value ? (
          <img src={value} alt={t('employee.avatarPreview')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <span style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
            {uploading ? <LoadingOutlined aria-hidden="true" /> : <PlusOutlined aria-hidden="true" />}
            <span>{t('employee.avatarUpload')}</span>
          </span>
        )}
      </Upload>
      {value && (
        <Button size="small" icon={<DeleteOutlined aria-hidden="true" />} onClick={() => onChange?.('')}>
          {t('employee.avatarRemove')}
        </Button>
      )}
    </Space>
  );
}
