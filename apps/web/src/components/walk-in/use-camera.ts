import { useEffect, useRef, useState } from 'react';

/** The live front camera, started while `on` and released after; `failed` when there is none or it was refused. */
export function useCamera(on: boolean) {
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
        // Opened after the field let go of it: release it at once, or the camera stays on.
        if (stopped) for (const track of opened.getTracks()) track.stop();
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
