import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchServerEvents } from './server-events';
import { saveProfile } from './session';

const eventStream = (...chunks: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('server events', () => {
  it("reads the stream at the path with the session's token and hands over each complete block", async () => {
    saveProfile({ token: '7-abc' });
    const fetchMock = vi.fn(async () => eventStream('event: visits\ndata: {}\n\nevent: arr', 'ival\ndata: {"vid":1}\n\n'));
    vi.stubGlobal('fetch', fetchMock);
    const blocks: string[] = [];
    stop = watchServerEvents('/api/events/mine', { onBlocks: (chunk) => blocks.push(...chunk) });
    await vi.waitFor(() => expect(blocks).toEqual(['event: visits\ndata: {}', 'event: arrival\ndata: {"vid":1}']));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/events/mine',
      expect.objectContaining({ headers: { 'X-COOLVISIT-TOKEN': '7-abc', Accept: 'text/event-stream' } }),
    );
  });

  it('opens a dropped stream again after a second, and tells that it reconnected', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => eventStream());
    vi.stubGlobal('fetch', fetchMock);
    const onReconnect = vi.fn();
    stop = watchServerEvents('/api/events', { onBlocks: () => undefined, onReconnect });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onReconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('stops for good when the session is refused with a JSON envelope', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => Response.json({ status: 27, result: null, reason: 'Invalid token' }));
    vi.stubGlobal('fetch', fetchMock);
    stop = watchServerEvents('/api/events', { onBlocks: () => undefined });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
