import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { databaseFreeTests } from './test/database-free-tests.js';

// Tests that never reach a database run in the SQLite run only.
const onPostgres = process.env.TEST_DIALECT === 'postgres';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: onPostgres ? databaseFreeTests(import.meta.dirname) : [],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: os.availableParallelism(),
    // Test files hold their state in their own app and database, so one worker's files share the module graph.
    isolate: false,
  },
});
