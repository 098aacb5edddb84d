import { useRef } from 'react';

/** How far past the furthest point watched a seek may land (the player's own jitter), in seconds. */
const seekSlack = 0.5;

/**
 * The training video. On a first viewing (`guarded`) a seek beyond the
 * furthest point watched is pulled back to it, so the visitor cannot skip
 * ahead; going back is allowed. `onEnded` fires when it has played through.
 */
export function GuardedVideo({
  src,
  label,
  guarded,
  onEnded,
}: {
  src: string;
  label: string;
  guarded: boolean;
  onEnded: () => void;
}) {
  const furthest = useRef(0);
  const pullBack = (video: HTMLVideoElement) => {
    if (guarded && video.currentTime > furthest.current + seekSlack) video.currentTime = furthest.current;
  };
  return (
    <video
      src={src}
      aria-label={label}
      controls
      playsInline
      preload="auto"
      data-guarded={guarded ? 'true' : 'false'}
      style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }}
      onSeeking={(event) => pullBack(event.currentTarget)}
      onTimeUpdate={(event) => {
        const video = event.currentTarget;
        // Playing moves the furthest point on; a jump ahead (seeking) does not.
        if (!video.seeking && video.currentTime <= furthest.current + seekSlack + 1) {
          furthest.current = Math.max(furthest.current, video.currentTime);
        } else pullBack(video);
      }}
      onEnded={onEnded}
    />
  );
}
