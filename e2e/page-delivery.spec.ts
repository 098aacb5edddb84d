import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerCompany } from './harness/api.js';
import { useBrowser } from './harness/browser.js';
import { webDist } from './harness/paths.js';
import { useServer } from './harness/server.js';
import { startSignedIn } from './harness/session.js';

/*
 * How the built pages reach the browser: compressed as the build left them,
 * hashed assets cached for good, pages checked again on each use, and the
 * page policy in force.
 */

const loadedTypes = new Set(['document', 'script', 'stylesheet']);

/** The page, scripts and style sheets a page fetches while `load` runs. */
async function responsesDuring(page: Page, load: () => Promise<unknown>): Promise<Response[]> {
  const responses: Response[] = [];
  const track = (response: Response) => {
    if (loadedTypes.has(response.request().resourceType())) responses.push(response);
  };
  page.on('response', track);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', track);
  return responses;
}

/** The twin the server must choose: the first the browser accepts that the build wrote. */
function expectedEncoding(file: string, acceptEncoding: string): string | undefined {
  const accepted = acceptEncoding.split(',').map((token) => token.trim().split(';')[0]);
  if (accepted.includes('br') && fs.existsSync(`${file}.br`)) return 'br';
  if (accepted.includes('gzip') && fs.existsSync(`${file}.gz`)) return 'gzip';
  return undefined;
}

async function checkDelivery(responses: Response[]) {
  const encodings = new Set<string>();
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    const headers = response.headers();
    const isDocument = response.request().resourceType() === 'document';
    const file = path.join(webDist, isDocument && !pathname.endsWith('.html') ? 'index.html' : pathname);
    const accept = (await response.request().allHeaders())['accept-encoding'] ?? '';
    expect(response.status(), pathname).toBe(200);
    expect(headers['content-encoding'], pathname).toBe(expectedEncoding(file, accept));
    expect(headers.vary, pathname).toBe('accept-encoding');
    if (isDocument) {
      expect(headers['cache-control'], pathname).toBe('no-cache');
      expect(headers['content-security-policy'], pathname).toContain("script-src 'self';");
    } else {
      expect(pathname).toMatch(/^\/assets\//);
      expect(headers['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
    }
    encodings.add(headers['content-encoding'] ?? 'identity');
  }
  expect([...encodings].some((encoding) => encoding !== 'identity')).toBe(true);
}

describe('page delivery', () => {
  const server = useServer();
  const ui = useBrowser({ baseUrl: () => server.url });

  test('signin.html and what it loads arrive compressed and cached by kind', async () => {
    const page = ui.page;
    const responses = await responsesDuring(page, async () => {
      await page.goto('/signin.html');
      await page.getByRole('heading', { level: 1, name: 'Sign in to Vestibule' }).waitFor();
    });
    expect(responses.filter((response) => response.request().resourceType() === 'script').length).toBeGreaterThan(1);
    await checkDelivery(responses);
  });

  test("the console's first screen arrives compressed and cached by kind", async () => {
    const page = ui.page;
    await startSignedIn(page, await registerCompany(server.url));
    const responses = await responsesDuring(page, async () => {
      await page.goto('/account/base');
      await page.getByRole('heading', { level: 1, name: 'Company information' }).waitFor();
    });
    await checkDelivery(responses);
  });

  test('the page policy refuses an inline script, and the test harness hears of it', async () => {
    const page = ui.page;
    await page.goto('/signin.html');
    await page.getByRole('heading', { level: 1, name: 'Sign in to Vestibule' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      document.body.append(script);
    });
    const reported: string[] = [];
    await expect
      .poll(() => {
        reported.push(...ui.takePolicyViolations());
        return reported.join('\n');
      })
      .toMatch(/^script-src-elem blocked inline/m);
    expect(await page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
  });
});
