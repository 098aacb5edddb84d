import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Serves the built pages; console paths fall back to index.html, whose router shows its own 404. */
export async function mountWebPages(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    return (_request, reply) => reply.code(404).type('text/plain').send('Not found');
  }
  await app.register(fastifyStatic, { root: webDist, index: ['index.html'], wildcard: false, maxAge: '1h' });
  return (request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    return wantsPage
      ? reply.type('text/html').sendFile('index.html', { maxAge: 0 })
      : reply.code(404).type('text/plain').send('Not found');
  };
}
