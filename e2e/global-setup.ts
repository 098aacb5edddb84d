import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareServer } from './harness/prepared-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled server and a migrated SQLite file every test server starts from. */
    preparedServer: { bundle: string; operatorBundle: string; migratedDatabase: string };
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-e2e-prepared-'));
  project.provide('preparedServer', await prepareServer(folder));
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
