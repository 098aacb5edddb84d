import { Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLobbyVideos } from '../api/training';

/** How long a lobby screen waits before skipping a video that failed to play. */
const errorPauseMs = 5_000;

/** /videos: the company's training videos one after another in a loop, filling the window (a lobby screen). */
export function LobbyVideosPage() {
  const { t } = useTranslation('training');
  const videos = useLobbyVideos();
  const [index, setIndex] = useState(0);
  const list = videos.data?.list ?? [];
  const current = list.length > 0 ? list[index % list.length] : undefined;
  // A lobby screen runs for days: each round starts with the list read again, and so with fresh signed links
  // (valid 12 hours), never changing the link of a video while it plays.
  const next = () => {
    if ((index + 1) % Math.max(list.length, 1) !== 0) {
      setIndex((value) => value + 1);
      return;
    }
    void videos.refetch().finally(() => setIndex((value) => value + 1));
  };
  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: 2000, background: '#000', display: 'grid', placeItems: 'center' }}>
      {current ? (
        <video
          key={`${current.tvid}-${index}`}
          src={current.videoUrl}
          autoPlay
          muted
          playsInline
          data-testid="lobby-video"
          onEnded={next}
          // A video that cannot play (the network down, say) is skipped after a pause, not in a tight loop.
          onError={() => window.setTimeout(next, errorPauseMs)}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        !videos.isPending && <Empty description={<span style={{ color: '#ccc' }}>{t('lobby.empty')}</span>} />
      )}
    </div>
  );
}
