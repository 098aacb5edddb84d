import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, theme } from 'antd';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../lib/api-client';
import { toast } from '../lib/toast';
import { pictureFiles, uploadHint, uploadRefusal } from '../lib/uploads';

/** The texts of one picture field, in the words of its screen ("Upload logo", "Company logo"). */
export interface PictureLabels {
  upload: string;
  change: string;
  remove: string;
  /** The preview's alternative text. */
  preview: string;
  /** Shown in the frame while there is no picture. */
  empty: string;
  /** Told when the file is not a JPEG or PNG. */
  wrongType: string;
}

interface PictureUploadProps {
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  labels: PictureLabels;
  /** The preview frame in pixels, the shape the picture is shown in. */
  frame: { width: number; height: number };
}

/**
 * A JPEG or PNG picture (spec section 5) stored with the Upload call; the form field keeps its URL.
 * The types and size limit show beside the button, and a file outside them is refused before it is sent.
 */
export function PictureUpload({ id, value, onChange, labels, frame }: PictureUploadProps) {
  const { token } = theme.useToken();
  // Re-renders the hint when the language changes.
  useTranslation();
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const refusal = await uploadRefusal(file, pictureFiles, labels.wrongType);
      if (refusal) {
        toast.error(refusal);
        return;
      }
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
        accept={pictureFiles.accept}
        style={{ display: 'none' }}
        aria-label={labels.upload}
        onChange={(event) => void upload(event)}
      />
      {/* Laid out as antd's Space would, without its code on the screens that show a picture. */}
      <div style={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 16 }}>
        <div
          style={{
            ...frame,
            display: 'grid',
            placeItems: 'center',
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            background: token.colorFillQuaternary,
            overflow: 'hidden',
          }}
        >
          {value ? (
            <img src={value} alt={labels.preview} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <span style={{ color: token.colorTextTertiary, fontSize: 12, textAlign: 'center' }}>{labels.empty}</span>
          )}
        </div>
        <Button
          id={id}
          icon={<UploadOutlined aria-hidden="true" />}
          loading={uploading}
          aria-describedby={hintId}
          onClick={() => picker.current?.click()}
        >
          {value ? labels.change : labels.upload}
        </Button>
        {value && (
          // Words alone: this control is on the console's first screen, whose download is budgeted.
          <Button onClick={() => onChange?.('')}>{labels.remove}</Button>
        )}
        <span id={hintId} style={{ color: token.colorTextSecondary, fontSize: 12 }}>
          {uploadHint(pictureFiles)}
        </span>
      </div>
    </>
  );
}
