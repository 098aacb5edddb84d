import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../../../components/picture-upload';
import { pictureList } from '../api/pad-settings';

interface PictureListFieldProps {
  id?: string;
  /** Comma-separated URLs, as the call stores them. */
  value?: string;
  onChange?: (value: string) => void;
  /** The texts' key in the pad namespace: 'carousel' or 'avatars'. */
  texts: 'carousel' | 'avatars';
  max: number;
  /** The thumbnail's size in pixels. */
  frame: { width: number; height: number };
  /** Whether the pictures may be moved, for a list whose order shows (the carousel). */
  orderable?: boolean;
}

/** Pictures in a grid, each removable (and movable when the order counts), with an upload for one more while there is room. */
export function PictureListField({ id, value, onChange, texts, max, frame, orderable = false }: PictureListFieldProps) {
  const { t } = useTranslation('pad');
  const { token } = theme.useToken();
  const pictures = pictureList(value);
  const change = (next: string[]) => onChange?.(next.join(','));
  const move = (from: number, to: number) => {
    const next = pictures.filter((_, index) => index !== from);
    next.splice(to, 0, pictures[from] ?? '');
    change(next);
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {pictures.length > 0 && (
        <ul
          aria-label={t(`${texts}.chosen`)}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {pictures.map((url, index) => (
            <li key={url} style={{ display: 'grid', gap: 4, justifyItems: 'center' }}>
              <img
                src={url}
                alt={t(`${texts}.preview`, { index: index + 1 })}
                style={{
                  ...frame,
                  objectFit: 'cover',
                  borderRadius: token.borderRadius,
                  border: `1px solid ${token.colorBorderSecondary}`,
                }}
              />
              <Space size={4}>
                {orderable && (
                  <Button
                    size="small"
                    icon={<ArrowLeftOutlined aria-hidden="true" />}
                    aria-label={t('moveEarlier', { index: index + 1 })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                )}
                <Button
                  size="small"
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={t(`${texts}.removeOne`, { index: index + 1 })}
                  onClick={() => change(pictures.filter((picture) => picture !== url))}
                />
                {orderable && (
                  <Button
                    size="small"
                    icon={<ArrowRightOutlined aria-hidden="true" />}
                    aria-label={t('moveLater', { index: index + 1 })}
                    disabled={index === pictures.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                )}
              </Space>
            </li>
          ))}
        </ul>
      )}
      {pictures.length < max && (
        <PictureUpload
          id={id}
          frame={frame}
          value=""
          onChange={(url) => url && !pictures.includes(url) && change([...pictures, url])}
          labels={{
            upload: t(`${texts}.upload`),
            change: t(`${texts}.upload`),
            remove: t('remove'),
            preview: t(`${texts}.new`),
            empty: t('pictureTypes'),
            wrongType: t('wrongType'),
          }}
        />
      )}
    </Space>
  );
}
