import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { AppError, Status } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';
import { pageSecurityHeaders } from './security-headers.js';

// Vite names everything under assets/ by its content hash, so a URL there never changes meaning.
const hashedAssetCache = 'public, max-age=31536000, immutable';
// Pages and unhashed files are checked with the server (ETag) on every use, so a new build shows at once.
const revalidatedCache = 'no-cache';

const precompressedSuffix = /\.(br|gz)$/;

/** Cache and security headers of one served file (`filePath` may be its .br or .gz twin). */
function setFileHeaders(webDist: string, response: SetHeadersResponse, filePath: string): void {
  const relative = path.relative(webDist, filePath).split(path.sep).join('/');
  response.setHeader('cache-control', relative.startsWith('assets/') ? hashedAssetCache : revalidatedCache);
  response.setHeader('vary', 'accept-encoding');
  if (relative.replace(precompressedSuffix, '').endsWith('.html')) {
    for (const [name, value] of Object.entries(pageSecurityHeaders)) response.setHeader(name, value);
  }
}

/**
 * Serves the built pages, choosing the .br or .gz file the build wrote beside each one by Accept-Encoding;
 * console paths fall back to index.html, whose router shows its own 404.
 */
export async function mountWebPages(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<(request: FastifyRequest, reply: FastifyReply) => unknown> {
  const notFound = (request: FastifyRequest, reply: FastifyReply, why = '') =>
    reply.code(404).send(failure(new AppError(Status.notFound, `Not found: ${request.url.split('?')[0]}${why}`)));
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    return (request, reply) => notFound(request, reply, ' (the web pages are not built: npm run build)');
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: ['index.html'],
    wildcard: false,
    preCompressed: true,
    // The compressed twins are chosen by negotiation, never asked for by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (response, filePath) => setFileHeaders(webDist, response, filePath),
  });
  return (request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    return wantsPage ? reply.type('text/html').sendFile('index.html') : notFound(request, reply);
  };
}
