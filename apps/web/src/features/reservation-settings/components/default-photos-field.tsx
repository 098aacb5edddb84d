import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { reservationLimits } from '@vestibule/contract/endpoints/reservation-settings';
import { Button, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload';

const frame = { width: 96, height: 96 };

/** Comma-separated picture URLs as a list without blanks. */
export const photoList = (value = '') =>
  value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

/** The built-in avatars: pictures already chosen, each removable, and an upload for one more while there is room. */
export function DefaultPhotosField({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('reserve');
  const { token } = theme.useToken();
  const photos = photoList(value);
  const change = (next: string[]) => onChange?.(next.join(','));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {photos.length > 0 && (
        <ul
          aria-label={t('photo.chosen')}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {photos.map((url, index) => (
            <li key={url} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
              <img
                src={url}
                alt={t('photo.preview', { index: index + 1 })}
                style={{
                  ...frame,
                  objectFit: 'cover',
                  borderRadius: token.borderRadius,
                  border: `1px solid ${token.colorBorderSecondary}`,
                }}
              />
              <Button
                size="small"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('photo.removeOne', { index: index + 1 })}
                onClick={() => change(photos.filter((photo) => photo !== url))}
              >
                {t('photo.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < reservationLimits.defaultPhotos.max && (
        <PictureUpload
          id={id}
          frame={frame}
          value=""
          onChange={(url) => url && change([...photos, url])}
          labels={{
            upload: t('photo.upload'),
            change: t('photo.upload'),
            remove: t('photo.remove'),
            preview: t('photo.new'),
            empty: t('photo.empty'),
            wrongType: t('photo.wrongType'),
          }}
        />
      )}
    </Space>
  );
}
