import http from 'node:http';
import type { Page, Request } from 'playwright-core';
import { registerCompany } from './api.js';
import { startSignedIn } from './session.js';

/*
 * Bytes on the wire for a page's first load: the page and every script and
 * style sheet the browser fetches for it until the network goes quiet, each
 * fetched again as identity, gzip and br. The budgets of ARCHITECTURE.md
 * section 10 (decision 0004) are for its initial JS: the scripts alone.
 */

export const encodings = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof encodings)[number];
export type BytesByEncoding = Record<Encoding, number>;

export interface LoadedFile {
  /** The URL's path, e.g. /assets/start-page-1a2b3c.js. */
  path: string;
  /** The browser's resource type: document, script or stylesheet. */
  type: string;
  bytes: BytesByEncoding;
}

export interface FirstLoad {
  files: LoadedFile[];
  /** Every file. */
  total: BytesByEncoding;
  /** The scripts alone, which the budgets are for. */
  scripts: BytesByEncoding;
}

export interface FirstScreen {
  name: string;
  /** The most gzip bytes its first load's scripts may take. */
  gzipBudget: number;
  /** Opens the screen in a fresh page and waits until it shows. */
  open(page: Page, serverUrl: string): Promise<void>;
}

export const kilobyte = 1024;

/** The budgeted screens: the sign-in page, and the console's first screen after sign-in. */
export const firstScreens: readonly FirstScreen[] = [
  {
    name: 'signin.html',
    gzipBudget: 100 * kilobyte,
    open: async (page) => {
      await page.goto('/signin.html');
      await page.getByRole('heading', { level: 1, name: 'Sign in to Vestibule' }).waitFor();
    },
  },
  {
    name: 'console /account/base',
    gzipBudget: 200 * kilobyte,
    open: async (page, serverUrl) => {
      await startSignedIn(page, await registerCompany(serverUrl));
      await page.goto('/account/base');
      await page.getByRole('heading', { level: 1, name: 'Company information' }).waitFor();
    },
  },
];

const loadedTypes = new Set(['document', 'script', 'stylesheet']);

/** What the page fetched from its own origin while `open` ran and until the network went quiet, measured per encoding. */
export async function measureFirstLoad(page: Page, open: () => Promise<unknown>): Promise<FirstLoad> {
  const urls = new Map<string, string>();
  const track = (request: Request) => {
    if (loadedTypes.has(request.resourceType())) urls.set(request.url(), request.resourceType());
  };
  page.on('request', track);
  await open();
  await page.waitForLoadState('networkidle');
  page.off('request', track);

  const origin = new URL(page.url()).origin;
  const files = await Promise.all(
    [...urls]
      .filter(([url]) => new URL(url).origin === origin)
      .map(async ([url, type]) => ({ path: new URL(url).pathname, type, bytes: await bytesByEncoding(url) })),
  );
  return { files, total: sum(files), scripts: sum(files.filter((file) => file.type === 'script')) };
}

const sum = (files: LoadedFile[]) =>
  Object.fromEntries(
    encodings.map((encoding) => [encoding, files.reduce((bytes, file) => bytes + file.bytes[encoding], 0)]),
  ) as BytesByEncoding;

async function bytesByEncoding(url: string): Promise<BytesByEncoding> {
  const sizes = await Promise.all(encodings.map((encoding) => bodyBytes(url, encoding)));
  return Object.fromEntries(encodings.map((encoding, index) => [encoding, sizes[index] ?? 0])) as BytesByEncoding;
}

/** The body's length as sent for this Accept-Encoding (compressed when the server compresses). */
function bodyBytes(url: string, encoding: Encoding): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / kilobyte).toFixed(1)} KB`;
const byEncoding = (bytes: BytesByEncoding) => encodings.map((encoding) => `${encoding} ${kb(bytes[encoding])}`).join('  ');

/** The screen, its file count and its bytes per encoding: all files, then the scripts alone. */
export function describeFirstLoad(name: string, load: FirstLoad): string {
  const scripts = load.files.filter((file) => file.type === 'script').length;
  return [
    `${name.padEnd(24)} ${String(load.files.length).padStart(3)} files    ${byEncoding(load.total)}`,
    `${''.padEnd(24)} ${String(scripts).padStart(3)} scripts  ${byEncoding(load.scripts)}`,
  ].join('\n');
}

/** Each file with its bytes per encoding, the largest gzip first. */
export function listFirstLoad(load: FirstLoad): string {
  return [...load.files]
    .sort((a, b) => b.bytes.gzip - a.bytes.gzip)
    .map((file) => `  ${file.path.padEnd(48)} ${file.type.padEnd(10)} ${byEncoding(file.bytes)}`)
    .join('\n');
}
