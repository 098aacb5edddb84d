import { sessionToken } from '../../../lib/session';

/*
 * An employee's own events: GET /api/events/mine read with fetch, since the
 * session token travels in a header an EventSource cannot send. Every
 * `event: arrival` (one of this employee's visitors signed in) calls onArrival;
 * a dropped stream is opened again after 1, 2, 4 … 30 s, and a refused session
 * (a JSON envelope instead of a stream) stops it.
 */

const firstDelayMs = 1_000;
const longestDelayMs = 30_000;

export interface Arrival {
  vid: number;
  vname: string;
  vcompany: string;
  at: number;
}

/** The arrivals in a chunk of complete event blocks; anything else (comments, heartbeats) is skipped. */
export function arrivalsIn(blocks: readonly string[]): Arrival[] {
  const arrivals: Arrival[] = [];
  for (const block of blocks) {
    const data = /^event: arrival\r?\ndata: (.*)$/m.exec(block)?.[1];
    if (!data) continue;
    try {
      arrivals.push(JSON.parse(data) as Arrival);
    } catch {
      // A garbled event is dropped; the next one still comes.
    }
  }
  return arrivals;
}

/** Starts listening; the answer stops it. */
export function watchArrivals(onArrival: (arrival: Arrival) => void): () => void {
  const controller = new AbortController();
  let delay = firstDelayMs;

  const readStream = async (): Promise<'again' | 'stop'> => {
    const response = await fetch('/api/events/mine', {
      headers: { 'X-COOLVISIT-TOKEN': sessionToken(), Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) return 'again';
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return 'stop';
    delay = firstDelayMs;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      buffered += value;
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const arrival of arrivalsIn(blocks)) onArrival(arrival);
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
