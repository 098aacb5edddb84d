import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchDatabase } from './databases.js';

/*
 * The app as `npm start` runs it (tsx on src/main.ts), in a child process of
 * its own: its memory is then its own, read from /proc.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startTimeoutMs = 60_000;

/** Resident memory of a process, in MB: now, and the peak since it started (VmHWM). */
export interface ResidentMemory {
  rssMb: number;
  peakMb: number;
}

export interface AppProcess {
  url: string;
  pid: number;
  memory(): Promise<ResidentMemory>;
  close(): Promise<void>;
}

export async function startAppProcess(database: BenchDatabase): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    SEED_DEMO: 'off',
    LOG_LEVEL: 'warn',
  };
  // A database URL from the shell would point the app away from the case's database.
  delete environment.DATABASE_URL;
  delete environment.DATA_DIR;
  Object.assign(environment, database.environment);
  // The browser tests' preload ends the app when this process ends without close() (its stdin closes).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './e2e/harness/exit-with-parent.mjs', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env: environment, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const pid = child.pid;
  const close = () => stopChild(child);
  try {
    if (pid === undefined) throw new Error('the app process did not start');
    await waitForHealth(url, child, output);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid, memory: () => residentMemory(pid), close };
}

/** VmRSS and VmHWM of /proc/<pid>/status (Linux). */
export async function residentMemory(pid: number): Promise<ResidentMemory> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) / 1024;
  };
  return { rssMb: megabytes('VmRSS'), peakMb: megabytes('VmHWM') };
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
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app was not healthy after ${startTimeoutMs / 1000} s:\n${output.join('')}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
