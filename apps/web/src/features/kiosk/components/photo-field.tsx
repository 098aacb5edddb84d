import CameraOutlined from '@ant-design/icons/CameraOutlined';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../api/kiosk';

interface PhotoFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  /** The company's built-in avatars the visitor may pick instead of a photo. */
  avatars: readonly string[];
}

/** JPEG quality of the photo: sharp enough for a badge, small enough to upload at once. */
const photoQuality = 0.85;

/** The live front camera, started while the field shows it and released after. */
function useCamera(on: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Without mediaDevices (an insecure page) there is no camera to ask for.
  const [failed, setFailed] = useState(() => !navigator.mediaDevices);
  useEffect(() => {
    if (!on || !navigator.mediaDevices) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'user' } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = opened;
        void videoRef.current.play().catch(() => undefined);
      })
      .catch(() => !stopped && setFailed(true));
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);
  return { videoRef, failed };
}

/** The visitor's photo: taken with the camera and uploaded, or one of the built-in avatars. */
export function PhotoField({ value = '', onChange, avatars }: PhotoFieldProps) {
  const { t } = useTranslation('kiosk');
  const [retaking, setRetaking] = useState(false);
  const [busy, setBusy] = useState(false);
  const picked = avatars.includes(value);
  const showCamera = value === '' || picked || retaking;
  const { videoRef, failed } = useCamera(showCamera);

  const take = async () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoQuality));
    if (!blob) return;
    setBusy(true);
    try {
      onChange?.(await uploadPhoto(blob));
      setRetaking(false);
    } catch {
      // The client has told why the upload failed; the camera stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        {showCamera ? (
          <div className="kiosk-camera" style={{ width: 240, aspectRatio: '4 / 3' }}>
            {failed ? (
              <p role="status" style={{ color: '#fff', padding: 16, margin: 0, fontSize: 16 }}>
                {t('camera.unavailable')}
              </p>
            ) : (
              <video
                ref={videoRef}
                muted
                playsInline
                aria-label={t('photo.live')}
                style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
              />
            )}
          </div>
        ) : (
          <img src={value} alt={t('photo.taken')} style={{ width: 180, height: 135, objectFit: 'cover', borderRadius: 12 }} />
        )}
        {showCamera ? (
          <Button
            size="large"
            type="primary"
            icon={<CameraOutlined aria-hidden="true" />}
            loading={busy}
            disabled={failed}
            onClick={() => void take()}
            style={{ minHeight: 56 }}
          >
            {t('photo.take')}
          </Button>
        ) : (
          <Button size="large" onClick={() => setRetaking(true)} style={{ minHeight: 56 }}>
            {t('photo.retake')}
          </Button>
        )}
      </div>
      {avatars.length > 0 && (
        <div role="group" aria-label={t('photo.orAvatar')}>
          <p style={{ margin: '0 0 8px' }}>{t('photo.orAvatar')}</p>
          <div className="kiosk-avatars">
            {avatars.map((url, index) => (
              <button
                key={url}
                type="button"
                className="kiosk-avatar"
                aria-pressed={value === url}
                aria-label={t('photo.avatar', { number: index + 1 })}
                onClick={() => {
                  setRetaking(false);
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
