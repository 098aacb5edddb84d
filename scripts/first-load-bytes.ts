/*
 * Bytes on the wire for the first load of signin.html and of the console's
 * first screen (/account/base): the page and every script and style sheet the
 * browser fetches for it, each fetched again as identity, gzip and br.
 * Needs `npm run build` and Chromium; run with `npx tsx scripts/first-load-bytes.ts` (FILES=1 lists them).
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { registerCompany } from '../e2e/harness/api.js';
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { startSignedIn } from '../e2e/harness/session.js';

const encodings = ['identity', 'gzip', 'br'] as const;
const loadedTypes = new Set(['document', 'script', 'stylesheet']);

/** Same-origin pages, scripts and style sheets the page fetched until the network went quiet. */
async function assetsOf(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<string[]> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (loadedTypes.has(request.resourceType())) urls.add(request.url());
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return [...urls];
}

function bodyBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

async function report(name: string, urls: string[]) {
  // FILES=1 lists each file with its size as sent uncompressed.
  if (process.env.FILES) for (const url of urls) console.log(`  ${new URL(url).pathname} ${await bodyBytes(url, 'identity')}`);
  const totals = await Promise.all(
    encodings.map(async (encoding) =>
      (await Promise.all(urls.map((url) => bodyBytes(url, encoding)))).reduce((a, b) => a + b, 0),
    ),
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${name.padEnd(28)} ${String(urls.length).padStart(3)} files  ${encodings.map((e, i) => `${e} ${kb(totals[i] ?? 0)}`).join('  ')}`,
  );
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const signInPage = await (await browser.newContext({ baseURL: server.url })).newPage();
  await report(
    'signin.html',
    await assetsOf(signInPage, '/signin.html', (page) => page.getByRole('heading', { level: 1 }).waitFor()),
  );

  const consolePage = await (await browser.newContext({ baseURL: server.url })).newPage();
  await startSignedIn(consolePage, await registerCompany(server.url));
  await report(
    'console /account/base',
    await assetsOf(consolePage, '/account/base', (page) =>
      page.getByRole('heading', { level: 1, name: 'Company information' }).waitFor(),
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
