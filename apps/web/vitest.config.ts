import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // antd screens render slowly in jsdom when files run in parallel.
    testTimeout: 20_000,
    maxWorkers: os.availableParallelism(),
    // One worker's files share the module graph (antd and React load once); src/test/setup.ts resets the module
    // state the screens keep (session snapshot, site settings, queued toasts) after every test.
    isolate: false,
  },
});
