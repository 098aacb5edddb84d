import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/platform/db/connect.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';

/*
 * Migrates once per run, not once per test file: on SQLite into a file whose
 * bytes every test database is opened from (in memory), on PostgreSQL into a
 * template every test database is created from. The server process of the
 * tests of several processes (test/server-processes.ts) is bundled once too,
 * so each start is node's, not tsx compiling the sources again.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file (SQLite runs), or ''. */
    migratedSqliteFile: string;
    /** A migrated PostgreSQL database to copy (PostgreSQL runs), or ''. */
    migratedTemplate: string;
    /** test/fixtures/server-process.ts bundled into one file. */
    serverProcessBundle: string;
  }
}

const here = path.dirname(new URL(import.meta.url).pathname);

/** The fixture bundled beside the server's sources, so its packages resolve from node_modules as they do for them. */
async function bundleServerProcess(): Promise<{ file: string; remove: () => void }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(here, '../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const packages = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@vestibule/'));
  // A name of its own: the SQLite and PostgreSQL runs set up side by side.
  const file = path.join(here, `../dist/server-process-${randomBytes(6).toString('hex')}.mjs`);
  await build({
    entryPoints: [path.join(here, 'fixtures/server-process.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: packages.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return { file, remove: () => fs.rmSync(file, { force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverProcess = await bundleServerProcess();
  project.provide('serverProcessBundle', serverProcess.file);
  if (process.env.TEST_DIALECT !== 'postgres') {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-api-'));
    const file = path.join(folder, 'migrated.db');
    const database = connectDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    // A rollback-journal file holds all its pages itself, and an image of it opens in memory.
    await sql`pragma journal_mode = delete`.execute(database.db);
    await database.destroy();
    project.provide('migratedSqliteFile', file);
    project.provide('migratedTemplate', '');
    return async () => {
      fs.rmSync(folder, { recursive: true, force: true });
      serverProcess.remove();
    };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const template = `vestibule_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = connectDatabase({ databaseUrl: url.toString(), sqliteFile: '', poolSize: 1 });
  await migrateToLatest(database.db);
  await database.destroy();
  project.provide('migratedSqliteFile', '');
  project.provide('migratedTemplate', template);
  return async () => {
    serverProcess.remove();
    await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
