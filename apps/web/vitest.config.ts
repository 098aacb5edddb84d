import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

// Test files that swap a module with vi.mock: a module another file already loaded would keep its real imports.
const mockingTests = fs
  .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(?:do)?mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // antd screens render slowly in jsdom when files run in parallel.
    testTimeout: 20_000,
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        // One worker's files share the module graph (antd and React load once); src/test/setup.ts resets the
        // module state the screens keep (session snapshot, site settings, queued toasts) after every test.
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mockingTests, isolate: false },
      },
      ...(mockingTests.length
        ? [{ extends: true as const, test: { name: 'isolated', include: mockingTests, isolate: true } }]
        : []),
    ],
  },
});
