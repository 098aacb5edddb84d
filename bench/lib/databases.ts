import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchClient } from './bench-pool.js';

export type BenchDialect = 'sqlite' | 'postgres';

/** A throwaway database for one case: the environment that points the app at it, and how to remove it. */
export interface BenchDatabase {
  dialect: BenchDialect;
  environment: Record<string, string>;
  drop(): Promise<void>;
}

const dataRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');
const postgresServerUrl = (): string | undefined => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * names a server. BENCH_DIALECTS (for example `postgres`) narrows the list.
 */
export function benchDialects(): BenchDialect[] {
  const available: BenchDialect[] = postgresServerUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
  const wanted = process.env.BENCH_DIALECTS?.split(',').map((name) => name.trim());
  return wanted ? available.filter((dialect) => wanted.includes(dialect)) : available;
}

export async function createBenchDatabase(dialect: BenchDialect, caseName: string): Promise<BenchDatabase> {
  const name = `vestibule_bench_${caseName.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  if (dialect === 'sqlite') {
    const dataDir = path.join(dataRoot, name);
    await fs.mkdir(dataDir, { recursive: true });
    return { dialect, environment: { DATA_DIR: dataDir }, drop: () => fs.rm(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error('PostgreSQL benchmarks need BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    environment: { DATABASE_URL: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = await benchClient(serverUrl);
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
