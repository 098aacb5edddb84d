import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/platform/db/connect.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';

/*
 * Migrates once per run, not once per test file: on SQLite into a file whose
 * bytes every test database is opened from (in memory), on PostgreSQL into a
 * template every test database is created from.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file (SQLite runs), or ''. */
    migratedSqliteFile: string;
    /** A migrated PostgreSQL database to copy (PostgreSQL runs), or ''. */
    migratedTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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
    return async () => fs.rmSync(folder, { recursive: true, force: true });
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
  return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
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
