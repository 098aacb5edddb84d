import { Status } from '@vestibule/contract';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase, startServer, stopServers } from './server-processes.js';
import { testDialect } from './test-database.js';

/*
 * The server rides through a database restart: calls in flight may fail with
 * 2002 (HTTP 503, try again), later calls succeed, and the process never stops. A restart is what
 * its connections see when PostgreSQL ends them (57P01, "terminating
 * connection due to administrator command"); ending this database's
 * connections does that without disturbing the tests beside it.
 */

afterEach(stopServers);

interface Answer {
  http: number;
  status: number;
  /** When the call was sent. */
  sentAt: number;
}

async function post(url: string, name: string, body: unknown, token?: string): Promise<Answer & { result: unknown }> {
  const sentAt = Date.now();
  const response = await fetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-coolvisit-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: number; result: unknown };
  return { http: response.status, status: envelope.status, result: envelope.result, sentAt };
}

async function endConnectionsOf(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(testDialect === 'postgres')('a database restart under load (PostgreSQL only; not applicable on SQLite)', () => {
  it('fails only the calls in flight, answers the later ones and keeps running', { timeout: 120_000 }, async () => {
    const { url: databaseUrl } = await freshDatabase();
    const server = startServer(databaseUrl, { CAPTCHA: 'off' });
    const url = (await server.waitFor(/^listening /)).slice('listening '.length);
    const registered = await post(url, 'Register', {
      name: 'Ada',
      company: 'Restart Ltd',
      email: 'ada@restart.example.com',
      phone: '13900000077',
      password: 'secret-Pass1',
    });
    const { userid, token } = registered.result as { userid: number; token: string };
    const header = `${userid}-${token}`;

    const answers: Answer[] = [];
    let loading = true;
    const worker = async (index: number) => {
      for (let round = 0; loading; round++) {
        // Reads and writes alike: the writes hold transactions when the connections go.
        const answer =
          round % 3 === 0
            ? await post(url, 'addDepartment', { deptName: `D ${index}-${round}`, deptNo: `${index}-${round}` }, header)
            : await post(url, 'getDeptList', {}, header);
        answers.push(answer);
      }
    };
    const workers = Array.from({ length: 8 }, (_, index) => worker(index));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const endedAt = Date.now();
    expect(await endConnectionsOf(databaseUrl)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    loading = false;
    await Promise.all(workers);

    expect(server.child.exitCode).toBeNull();
    const failed = answers.filter((answer) => answer.status !== 0);
    // Only "briefly unavailable", as envelopes with HTTP 503, and only around the moment the connections went.
    for (const answer of failed) expect([answer.http, answer.status]).toEqual([503, Status.serviceUnavailable]);
    expect(failed.length).toBeLessThanOrEqual(16);
    // A second is ample for every process to hear that its connections are gone, even on a busy machine.
    const after = answers.filter((answer) => answer.sentAt > endedAt + 1000);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((answer) => answer.status !== 0)).toEqual([]);
    expect((await post(url, 'addDepartment', { deptName: 'After', deptNo: 'after' }, header)).status).toBe(0);
  });
});
