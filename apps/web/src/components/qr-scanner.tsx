import { type CSSProperties, useEffect, useRef } from 'react';
import { decodeQr, scanSize } from '../lib/qr-decode';

/** Why the camera gives no picture: the user (or the browser's policy) refused it, or there is no camera. */
export type CameraProblem = 'denied' | 'unavailable';

interface QrScannerProps {
  /** Called once with each code read; the same code again only after `repeatAfterMs`. */
  onCode: (text: string) => void;
  onProblem?: (problem: CameraProblem) => void;
  /** While paused the camera stays on but nothing is decoded (the screen is handling a code). */
  paused?: boolean;
  /** The accessible name of the live picture. */
  label: string;
  repeatAfterMs?: number;
  style?: CSSProperties;
}

/** Time between two decoded frames: often enough to feel instant, rare enough to leave a tablet's CPU free. */
const frameIntervalMs = 150;

/**
 * The live camera (the rear one where there is one) with a QR decoder on a
 * canvas loop. The camera is released when the scanner leaves the page.
 */
export function QrScanner({ onCode, onProblem, paused = false, label, repeatAfterMs = 3000, style }: QrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // The loop reads the latest props without restarting the camera.
  const latest = useRef({ onCode, onProblem, paused, repeatAfterMs });
  useEffect(() => {
    latest.current = { onCode, onProblem, paused, repeatAfterMs };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { text: '', at: 0 };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const scan = () => {
      if (stopped) return;
      const video = videoRef.current;
      if (context && video && !latest.current.paused && video.readyState >= video.HAVE_CURRENT_DATA) {
        const { width, height } = scanSize(video.videoWidth, video.videoHeight);
        if (width > 0) {
          canvas.width = width;
          canvas.height = height;
          context.drawImage(video, 0, 0, width, height);
          const text = decodeQr(context.getImageData(0, 0, width, height));
          const now = Date.now();
          if (text !== null && (text !== last.text || now - last.at > latest.current.repeatAfterMs)) {
            last = { text, at: now };
            latest.current.onCode(text);
          }
        }
      }
      timer = window.setTimeout(scan, frameIntervalMs);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        latest.current.onProblem?.('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (error) {
        const denied = error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
        if (!stopped) latest.current.onProblem?.(denied ? 'denied' : 'unavailable');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      scan();
    };

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <video
      ref={videoRef}
      aria-label={label}
      data-testid="qr-scanner"
      muted
      playsInline
      style={{ width: '100%', height: '100%', objectFit: 'cover', background: '#000', ...style }}
    />
  );
}
