import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { invitationSigningKey } from '../../platform/signing-key.js';
import { checkVideoLink, videoLinkPath } from './video-link.js';
import { findVideo, videoChunks } from './videos.repo.js';
import { videoChunkBytes } from './videos.service.js';

/*
 * Plays a training video by its signed link, with HTTP ranges (206,
 * Content-Range; 416 for a range outside the file), reading only the chunks
 * the range covers, one at a time.
 */

type ByteRange = { start: number; end: number };

/** The one byte range asked for, 'all' without a bytes range, or null when it cannot be served. */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'all' | null {
  if (!header || !header.startsWith('bytes=')) return 'all';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.split(',')[0]!.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? null : { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? null : { start, end };
}

async function* bytesOf(ctx: AppContext, storageKey: string, range: ByteRange) {
  const first = Math.floor(range.start / videoChunkBytes);
  const last = Math.floor(range.end / videoChunkBytes);
  for (let seq = first; seq <= last; seq += 1) {
    const [chunk] = await videoChunks(ctx.database.db, storageKey, seq, seq);
    if (!chunk) return;
    const offset = seq * videoChunkBytes;
    yield Buffer.from(chunk.content).subarray(Math.max(range.start - offset, 0), range.end - offset + 1);
  }
}

export function mountVideoStreams(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { tvid: string; grant: string } }>(`${videoLinkPath}:tvid/:grant`, async (request, reply) => {
    const tvid = /^\d{1,10}$/.test(request.params.tvid) ? Number(request.params.tvid) : 0;
    const companyId = checkVideoLink(tvid, request.params.grant, ctx.clock.now(), invitationSigningKey(ctx.config));
    const video = companyId === null ? undefined : await findVideo(ctx.database.db, companyId, tvid);
    if (!video) return reply.code(404).type('text/plain').send('Not found');
    const range = byteRangeOf(request.headers.range, video.size);
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff');
    if (range === null) {
      return reply.code(416).header('content-range', `bytes */${video.size}`).type('text/plain').send('Range Not Satisfiable');
    }
    const whole = range === 'all';
    const served = whole ? { start: 0, end: video.size - 1 } : range;
    if (!whole) reply.code(206).header('content-range', `bytes ${served.start}-${served.end}/${video.size}`);
    return reply
      .type(video.mime)
      .header('content-length', String(served.end - served.start + 1))
      .send(Readable.from(bytesOf(ctx, video.storageKey, served)));
  });
}
