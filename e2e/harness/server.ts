import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { repoRoot, webDist } from './paths.js';

export interface ServerOptions {
  /** Extra environment for the server, e.g. { CAPTCHA: 'off' }. */
  env?: Record<string, string>;
  /** Pages need the built web; only API-level screens (like /api/docs) may do without. Default true. */
  requireWeb?: boolean;
}

export interface RunningServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** The server's DATA_DIR; its SQLite file is `<dataDir>/vestibule.db`. */
  dataDir: string;
  stop(): Promise<void>;
}

const startTimeoutMs = 60_000;

/** Starts the server as a child process on a free port with a fresh SQLite database, and waits for /healthz. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if ((options.requireWeb ?? true) && !fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The browser tests serve the built web app, but ${webDist} has no index.html: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-e2e-'));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
    // Passwords hash at the minimum cost, as in the API tests (decision 0028).
    NODE_ENV: 'test',
    ...options.env,
  };
  // A database URL inherited from the shell would point the server away from its fresh SQLite file.
  if (!options.env?.DATABASE_URL) delete environment.DATABASE_URL;

  const prepared = preparedServer();
  if (prepared) fs.copyFileSync(prepared.migratedDatabase, path.join(dataDir, 'vestibule.db'));
  // The preload stops the server when the test process ends without stop().
  const child = spawn(
    process.execPath,
    prepared
      ? ['--import', './e2e/harness/exit-with-parent.mjs', prepared.bundle]
      : ['--import', 'tsx', '--import', './e2e/harness/exit-with-parent.mjs', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env: environment, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    process.stderr.write(chunk);
  });

  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}

/** The browser tier's bundled server and migrated database (e2e/global-setup.ts); outside that tier, none. */
function preparedServer() {
  try {
    return inject('preparedServer');
  } catch {
    return undefined;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitForHealth(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not healthy after ${startTimeoutMs / 1000} s:\n${output.join('')}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One server for the test file: started before its tests, stopped after them.
 * The answer reads through to the running server, so tests use it like one.
 */
export function useServer(options: ServerOptions = {}): RunningServer {
  let running: RunningServer | undefined;
  const current = () => {
    if (!running) throw new Error('The test server is not running (use it inside tests)');
    return running;
  };
  beforeAll(async () => {
    running = await startServer(options);
  });
  afterAll(async () => {
    await running?.stop();
  });
  return {
    get url() {
      return current().url;
    },
    get dataDir() {
      return current().dataDir;
    },
    stop: () => current().stop(),
  };
}
