import { sessionToken } from './session';

/*
 * Server-Sent Events read with fetch: the session token travels in its
 * header, which an EventSource cannot send. A dropped stream is opened again
 * after 1, 2, 4 … 30 s, and a refused session (a JSON envelope instead of a
 * stream) stops it.
 */

const firstDelayMs = 1_000;
const longestDelayMs = 30_000;

export interface ServerEventsOptions {
  /** The complete event blocks (the text between blank lines) of each chunk the stream delivers. */
  onBlocks: (blocks: string[]) => void;
  /** After a reconnect: events may have been missed while away. */
  onReconnect?: () => void;
}

/** Starts listening to the stream at the path (GET, with the session's token); the answer stops it. */
export function watchServerEvents(path: string, { onBlocks, onReconnect }: ServerEventsOptions): () => void {
  const controller = new AbortController();
  let delay = firstDelayMs;
  let attempts = 0;

  const readStream = async (): Promise<'again' | 'stop'> => {
    const response = await fetch(path, {
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
      if (blocks.length > 0) onBlocks(blocks);
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
