import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests each start a server and Chromium: one file per core at a time, with room for a slow machine.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.spec.ts'],
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: os.availableParallelism(),
    pool: 'forks',
  },
});
