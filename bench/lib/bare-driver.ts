import SQLite from 'better-sqlite3';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import type { BenchDatabase } from './databases.js';
import { benchPool } from './bench-pool.js';

/** The bare driver running one compiled statement, and its plan. */
export interface BareDriver {
  run(parameters: readonly unknown[]): Promise<unknown[]>;
  plan(parameters: readonly unknown[]): Promise<string[]>;
  close(): Promise<void>;
}

export function bareDriver(database: BenchDatabase, statement: string): BareDriver {
  const config = loadConfig({ ...database.environment, LOG_LEVEL: 'error' });
  if (database.dialect === 'sqlite') {
    const connection = new SQLite(config.sqliteFile, { readonly: true });
    const prepared = connection.prepare(statement);
    const explain = connection.prepare(`explain query plan ${statement}`);
    return {
      run: async (parameters) => prepared.all(...parameters),
      plan: async (parameters) => (explain.all(...parameters) as Array<{ detail: string }>).map((row) => row.detail),
      close: async () => {
        connection.close();
      },
    };
  }
  const pool = benchPool(config.databaseUrl, 4);
  return {
    run: async (parameters) => (await pool.query(statement, [...parameters])).rows,
    plan: async (parameters) =>
      (await pool.query<{ 'QUERY PLAN': string }>(`explain ${statement}`, [...parameters])).rows.map((row) => row['QUERY PLAN']),
    close: () => pool.end(),
  };
}
