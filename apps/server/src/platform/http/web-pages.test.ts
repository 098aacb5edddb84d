import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Status } from '@vestibule/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/api-harness.js';

/*
 * The built pages as the build leaves them: each text file with its .br and
 * .gz twin, except files too small to gain from one.
 */
const files: Record<string, string> = {
  'index.html': `<!doctype html><title>Console</title>${'<div class="console"></div>'.repeat(40)}`,
  'signin.html': `<!doctype html><title>Sign in</title>${'<div class="sign-in"></div>'.repeat(40)}`,
  'assets/console-Ab12Cd34.js': `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};`,
  'assets/tiny-Ef56Gh78.js': 'export {};',
};
const withoutTwins = new Set(['assets/tiny-Ef56Gh78.js']);

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-web-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(webDist, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (withoutTwins.has(name)) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  t = await startTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const decode: Record<string, (bytes: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  identity: (bytes) => bytes,
};

const immutable = 'public, max-age=31536000, immutable';

describe(`built web pages (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each([
    // url, Accept-Encoding, encoding sent, file whose content arrives, cache-control
    ['/assets/console-Ab12Cd34.js', 'gzip, deflate, br, zstd', 'br', 'assets/console-Ab12Cd34.js', immutable],
    ['/assets/console-Ab12Cd34.js', 'gzip', 'gzip', 'assets/console-Ab12Cd34.js', immutable],
    ['/assets/console-Ab12Cd34.js', 'br;q=0, gzip', 'gzip', 'assets/console-Ab12Cd34.js', immutable],
    ['/assets/console-Ab12Cd34.js', undefined, 'identity', 'assets/console-Ab12Cd34.js', immutable],
    ['/assets/tiny-Ef56Gh78.js', 'br, gzip', 'identity', 'assets/tiny-Ef56Gh78.js', immutable],
    ['/signin.html', 'br', 'br', 'signin.html', 'no-cache'],
    ['/signin.html', 'identity', 'identity', 'signin.html', 'no-cache'],
    ['/', 'gzip', 'gzip', 'index.html', 'no-cache'],
    ['/account/base', 'br', 'br', 'index.html', 'no-cache'],
    ['/people/employees?page=2', 'gzip', 'gzip', 'index.html', 'no-cache'],
  ])('GET %s with Accept-Encoding %s answers %s of %s, cache-control %s', async (url, accept, encoding, file, cache) => {
    const response = await get(url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(response.headers['cache-control']).toBe(cache);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toMatch(file.endsWith('.html') ? /^text\/html/ : /^application\/javascript/);
    expect(decode[encoding]?.(response.rawPayload).toString()).toBe(files[file]);
  });

  it('sends a strict Content-Security-Policy and a Permissions-Policy with the pages, not with scripts', async () => {
    for (const url of ['/signin.html', '/', '/account/base']) {
      const { headers } = await get(url, 'br');
      expect(headers['content-security-policy']).toContain("script-src 'self';");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['permissions-policy']).toContain('camera=(self)');
      expect(headers['permissions-policy']).toContain('microphone=()');
    }
    expect((await get('/assets/console-Ab12Cd34.js', 'br')).headers['content-security-policy']).toBeUndefined();
  });

  it('answers 304 to a page whose ETag the browser already has', async () => {
    const first = await get('/signin.html', 'br');
    const again = await t.app.inject({
      method: 'GET',
      url: '/signin.html',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/assets/missing-Zz99.js', '/assets/console-Ab12Cd34.js.br', '/logo.png'])(
    'answers 404 in the envelope for %s',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: Status.notFound, result: null, reason: `Not found: ${url}` });
    },
  );
});
