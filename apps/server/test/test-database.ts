import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Db } from '../src/platform/db/connect.js';

/*
 * One fresh database per test file: in-memory SQLite by default, or a new
 * PostgreSQL database when TEST_DIALECT=postgres (on TEST_DATABASE_URL's server).
 */

export const testDialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  database: Db;
  /** The PostgreSQL database's URL, for child processes; undefined for in-memory SQLite. */
  url?: string;
  /** Removes the database; the app has already closed its connections. */
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect === 'sqlite') {
    const database = connectDatabase({ sqliteFile: ':memory:' });
    return { database, drop: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const name = `vestibule_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
