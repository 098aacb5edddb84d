/*
 * Bytes on the wire for the first load of signin.html and of the console's
 * first screen (/account/base): the page and every script and style sheet the
 * browser fetches for it, each fetched again as identity, gzip and br.
 * Needs `npm run build` and Chromium; run with `npx tsx scripts/first-load-bytes.ts`.
 */
import http from 'node:http';
import type { LoginResult } from '@vestibule/contract';
import type { Page } from 'playwright-core';
import { callApiOk, registerCompany } from '../e2e/harness/api.js';
import { launchBrowser } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';

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
  if (process.env.VERBOSE) for (const url of urls) console.log(`  ${url} ${await bodyBytes(url, 'identity')}`);
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

const server = await startServer({ env: { CAPTCHA: 'off' } });
const browser = await launchBrowser();
try {
  const signInPage = await (await browser.newContext({ baseURL: server.url })).newPage();
  await report(
    'signin.html',
    await assetsOf(signInPage, '/signin.html', (page) => page.getByRole('heading', { level: 1 }).waitFor()),
  );

  const company = await registerCompany(server.url);
  const info = await callApiOk<LoginResult>(server.url, 'GetUserInfo', { userid: company.userid }, company.token).catch(
    () => undefined,
  );
  const consoleContext = await browser.newContext({ baseURL: server.url });
  await consoleContext.addInitScript(
    (profile) => {
      for (const [key, value] of Object.entries(profile)) sessionStorage.setItem(key, value);
    },
    {
      userid: String(company.userid),
      token: company.token,
      company: company.company,
      username: info?.username ?? company.name,
      loginType: '0',
    },
  );
  const consolePage = await consoleContext.newPage();
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
