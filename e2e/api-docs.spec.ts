import { describe, expect, test } from 'vitest';
import { useBrowser } from './harness/browser.js';
import { useServer } from './harness/server.js';

describe('API documentation page', () => {
  const server = useServer({ requireWeb: false });
  const ui = useBrowser({ baseUrl: () => server.url });

  test('lists every operation and filters them by name', async () => {
    const page = ui.page;
    await page.goto('/api/docs');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Vestibule API');
    const operations = page.locator('#list summary');
    await expect.poll(() => operations.count()).toBeGreaterThan(10);
    expect(await operations.allTextContents()).toContainEqual(expect.stringContaining('POST /api/GetUserInfo'));

    await page.getByLabel('Filter by name').fill('Login');
    await expect.poll(() => operations.count()).toBeLessThan(10);
    const filtered = await page.locator('#list summary code').allTextContents();
    expect(filtered).toContain('POST /api/Login');
    expect(filtered.every((path) => path.toLowerCase().includes('login'))).toBe(true);
  });

  test('opens an operation to show its request and result', async () => {
    const page = ui.page;
    await page.goto('/api/docs');
    await page.getByLabel('Filter by name').fill('GetUserInfo');
    const operation = page.locator('#list details').filter({ hasText: 'POST /api/GetUserInfo' });
    await operation.locator('summary').click();
    await expect.poll(() => operation.locator('pre').first().textContent()).toContain('"userid"');
    expect(await operation.locator('pre').nth(1).textContent()).toContain('"company"');
  });
});
