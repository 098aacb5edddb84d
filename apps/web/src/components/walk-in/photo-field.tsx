import CameraOutlined from '@ant-design/icons/CameraOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { Button, Typography } from 'antd';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { pictureFiles, uploadHint, uploadRefusal } from '../../lib/uploads';
import { useCamera } from './use-camera';
import { uploadPhoto } from './walk-in-queries';
import { useWalkInTexts, type WalkInStation } from './walk-in-station';

interface PhotoFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  /** The company's built-in avatars the visitor may pick instead of a photo. */
  avatars: readonly string[];
  station: WalkInStation;
  /** Told whether the camera failed (none, or refused), so the form asks for the photo the way that is left. */
  onCameraFailed?: (failed: boolean) => void;
}

/** JPEG quality of the photo: sharp enough for a badge, small enough to upload at once. */
const photoQuality = 0.85;

/**
 * The visitor's photo: taken with the camera, or chosen as a file (a phone or
 * tablet offers its camera app for it), and uploaded; or one of the built-in
 * avatars. The tablet offers the file only without a working camera, the
 * terminal always.
 */
export function PhotoField({ value = '', onChange, avatars, station, onCameraFailed }: PhotoFieldProps) {
  const { t } = useWalkInTexts(station);
  const hintId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [retaking, setRetaking] = useState(false);
  // Which way the photo being uploaded came, so that button shows the wait.
  const [uploading, setUploading] = useState<'camera' | 'file'>();
  const [fileProblem, setFileProblem] = useState('');
  const picked = avatars.includes(value);
  const showCamera = value === '' || picked || retaking;
  const { videoRef, failed } = useCamera(showCamera);
  const offersFile = station === 'desk' || failed;
  const chooseLabel = t(value !== '' && !picked ? 'photo.chooseAgain' : 'photo.choose');
  useEffect(() => onCameraFailed?.(failed), [failed, onCameraFailed]);

  const upload = async (photo: Blob, way: 'camera' | 'file') => {
    setUploading(way);
    try {
      onChange?.(await uploadPhoto(photo));
      setRetaking(false);
      setFileProblem('');
    } catch {
      // The client has told why the upload failed; the field stays for another try.
    } finally {
      setUploading(undefined);
    }
  };

  const take = async () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoQuality));
    if (blob) await upload(blob, 'camera');
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = await uploadRefusal(file, pictureFiles, t('photo.wrongType'));
    setFileProblem(refusal ?? '');
    if (!refusal) await upload(file, 'file');
  };

  return (
    <div className="walk-in-photo">
      <div className="walk-in-photo-row">
        {showCamera ? (
          <div className="walk-in-camera">
            {failed ? (
              <p role="status" className="walk-in-camera-note">
                {t('photo.noCamera')}
              </p>
            ) : (
              <video ref={videoRef} muted playsInline aria-label={t('photo.live')} />
            )}
          </div>
        ) : (
          <img className="walk-in-photo-taken" src={value} alt={t('photo.taken')} />
        )}
        <div className="walk-in-photo-actions">
          {!failed && (
            <Button
              size="large"
              type={showCamera ? 'primary' : 'default'}
              icon={showCamera ? <CameraOutlined aria-hidden="true" /> : undefined}
              loading={uploading === 'camera'}
              onClick={() => (showCamera ? void take() : setRetaking(true))}
            >
              {t(showCamera ? 'photo.take' : 'photo.retake')}
            </Button>
          )}
          {offersFile && (
            <>
              <input
                ref={picker}
                type="file"
                accept={pictureFiles.accept}
                capture="user"
                hidden
                aria-label={chooseLabel}
                onChange={(event) => void choose(event)}
              />
              <Button
                size="large"
                type={failed && showCamera ? 'primary' : 'default'}
                icon={<PictureOutlined aria-hidden="true" />}
                loading={uploading === 'file'}
                aria-describedby={hintId}
                onClick={() => picker.current?.click()}
              >
                {chooseLabel}
              </Button>
              <Typography.Text type="secondary" id={hintId} className="walk-in-photo-hint">
                {uploadHint(pictureFiles)}
              </Typography.Text>
            </>
          )}
        </div>
      </div>
      {fileProblem && (
        <Typography.Text type="danger" role="alert">
          {fileProblem}
        </Typography.Text>
      )}
      {avatars.length > 0 && (
        <div role="group" aria-label={t('photo.orAvatar')}>
          <p className="walk-in-avatars-title">{t('photo.orAvatar')}</p>
          <div className="walk-in-avatars">
            {avatars.map((url, index) => (
              <button
                key={url}
                type="button"
                className="walk-in-avatar"
                aria-pressed={value === url}
                aria-label={t('photo.avatar', { number: index + 1 })}
                onClick={() => {
                  setRetaking(false);
                  setFileProblem('');
                  onChange?.(url);
                }}
              >
                <img src={url} alt="" />
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
