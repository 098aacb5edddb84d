import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Db } from '../src/platform/db/connect.js';

/*
 * One fresh database per test file: in memory on SQLite by default, or a new
 * PostgreSQL database when TEST_DIALECT=postgres (on TEST_DATABASE_URL's server).
 * Both start from the schema test/global-setup.ts migrated once for the run.
 */

export const testDialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  database: Db;
  /** The PostgreSQL database's URL, for child processes; undefined for in-memory SQLite. */
  url?: string;
  /** Removes the database; the app has already closed its connections. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** false: an empty database, for the tests of a migration. */
  migrated?: boolean;
}

let migratedImage: Buffer | undefined;

export async function createTestDatabase({ migrated = true }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    if (!migrated) return { database: connectDatabase({ sqliteFile: ':memory:' }), drop: async () => undefined };
    migratedImage ??= fs.readFileSync(inject('migratedSqliteFile'));
    return { database: connectDatabase({ sqliteFile: ':memory:', sqliteImage: migratedImage }), drop: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const name = `vestibule_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(migrated ? `create database ${name} template ${inject('migratedTemplate')}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase({ databaseUrl: url.toString(), sqliteFile: '', poolSize: 4 });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pg's Pool.end() resolves before its connections have closed; forcing them closed makes their clients report errors.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
