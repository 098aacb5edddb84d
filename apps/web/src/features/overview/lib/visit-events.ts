import { sessionToken } from '../../../lib/session';

/*
 * The live home screen listens to GET /api/events with fetch: the session
 * token travels in its header, which an EventSource cannot send. Every
 * `event: visits` calls onChange; a dropped stream is opened again after
 * 1, 2, 4 … 30 s, and a refused session (a JSON envelope) stops it.
 */

const firstDelayMs = 1_000;
const longestDelayMs = 30_000;

export interface WatchOptions {
  onChange: () => void;
  /** After a reconnect: changes may have been missed while away. */
  onReconnect?: () => void;
}

/** Starts listening; the answer stops it. */
export function watchVisitEvents({ onChange, onReconnect }: WatchOptions): () => void {
  const controller = new AbortController();
  let delay = firstDelayMs;
  let attempts = 0;

  const readStream = async (): Promise<'again' | 'stop'> => {
    const response = await fetch('/api/events', {
      headers: { 'X-COOLVISIT-TOKEN': sessionToken(), Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return 'again';
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return 'stop';
    if (attempts++ > 0) onReconnect?.();
    delay = firstDelayMs;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      if (blocks.some((block) => /^event: visits$/m.test(block))) onChange();
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      const next = await readStream().catch(() => 'again' as const);
      if (next === 'stop' || controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, longestDelayMs);
    }
  })();
  return () => controller.abort();
}
