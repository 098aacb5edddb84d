import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import type { Database } from '../src/platform/db/schema.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/*
 * Server processes on one PostgreSQL database, for what only separate
 * processes show: jobs run once across them, a kill mid-job, a database restart.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  lines: string[];
  /** The first line matching, waiting for it if need be. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** SIGTERM (graceful) or SIGKILL, and waits for the exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

const running = new Set<ServerProcess>();
const databases: TestDatabase[] = [];

/** A new migrated PostgreSQL database, dropped by stopServers(). */
export async function freshDatabase(): Promise<{ db: Kysely<Database>; url: string }> {
  const testDatabase = await createTestDatabase();
  databases.push(testDatabase);
  return { db: testDatabase.database.db, url: testDatabase.url! };
}

/** Kills what is still running and drops the databases (afterEach). */
export async function stopServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop('SIGKILL')));
  for (const database of databases.splice(0)) {
    await database.database.destroy();
    await database.drop();
  }
}

/** A server process (fixtures/server-process.ts, bundled by global-setup.ts) on the database; it stops when this process ends. */
export function startServer(databaseUrl: string, env: Record<string, string>): ServerProcess {
  // stdin stays a pipe from this process: when it ends however it ends, the server stops.
  const child = spawn(process.execPath, [inject('serverProcessBundle')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', JOB_POLL_MS: '100', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const listeners = new Set<() => void>();
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    lines.push(...complete);
    listeners.forEach((listener) => listener());
  });
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => listeners.forEach((listener) => listener()));

  const server: ServerProcess = {
    child,
    lines,
    waitFor: (pattern, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no line ${pattern} in ${timeoutMs} ms:\n${errors.join('')}`)),
          timeoutMs,
        );
        const check = () => {
          const line = lines.find((candidate) => pattern.test(candidate));
          if (line !== undefined) finish(undefined, line);
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(new Error(`the server exited before ${pattern}:\n${errors.join('')}`));
        };
        const finish = (error?: Error, line?: string) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve(line!);
        };
        listeners.add(check);
        check();
      }),
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      running.delete(server);
    },
  };
  running.add(server);
  return server;
}
