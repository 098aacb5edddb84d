import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { readStoredFile } from './files.service.js';

/** Serves stored pictures at the URL Upload returned. */
export function mountFileDownloads(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { key: string } }>('/files/:key/*', async (request, reply) => {
    const file = /^[0-9a-f]{32}$/.test(request.params.key) ? await readStoredFile(ctx, request.params.key) : undefined;
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(file.content));
  });
}
