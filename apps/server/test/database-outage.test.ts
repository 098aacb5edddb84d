import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Status } from '@vestibule/contract';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { connectDatabase, type Db } from '../src/platform/db/connect.js';
import { createTestDatabase, testDialect } from './test-database.js';

/*
 * While the database cannot be reached, or stays locked by another
 * connection, every call answers 503 with Retry-After and status 2002: the
 * client is told to come back, not that the server is broken. The next call
 * after the database is back succeeds.
 */

const unavailable = {
  http: 503,
  retryAfter: '5',
  envelope: { status: Status.serviceUnavailable, result: null, reason: 'The service is briefly unavailable; try again shortly' },
};

async function startApp(database: Db): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
    CAPTCHA: 'off',
    RATE_LIMIT_PER_MINUTE: '10000',
    HOLIDAY_API_URL: 'http://127.0.0.1:9',
  });
  return (await buildApp({ config, database, logger: pino({ level: 'silent' }), checkResponses: true })).app;
}

async function post(app: FastifyInstance, name: string, body: object, token?: string, base = '/api/') {
  const response = await app.inject({
    method: 'POST',
    url: `${base}${name}`,
    payload: body,
    headers: token ? { 'x-coolvisit-token': token } : {},
  });
  return { http: response.statusCode, retryAfter: response.headers['retry-after'], envelope: response.json() as unknown };
}

async function registeredToken(app: FastifyInstance): Promise<string> {
  const answer = await post(app, 'Register', {
    name: 'Ada',
    company: 'Outage Ltd',
    email: 'ada@outage.example.com',
    phone: '13900000088',
    password: 'secret-Pass1',
  });
  const { userid, token } = (answer.envelope as { result: { userid: number; token: string } }).result;
  return `${userid}-${token}`;
}

/** What the console does while the database is away: reads, writes, and a sign-in, on both edges. */
async function expectUnavailable(app: FastifyInstance, token: string) {
  for (const base of ['/api/', '/qcvisit/']) {
    expect(await post(app, 'getDeptList', {}, token, base)).toEqual(unavailable);
    expect(await post(app, 'addDepartment', { deptName: 'Away', deptNo: 'away' }, token, base)).toEqual(unavailable);
  }
  expect(await post(app, 'Login', { email: 'ada@outage.example.com', password: 'secret-Pass1' })).toEqual(unavailable);
}

/** A TCP relay in front of PostgreSQL that the test pulls out, as a stopped server or a network fault would. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Closes the port and cuts the open connections: from now on connecting is refused. */
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
  };
}

describe.runIf(testDialect === 'postgres')('PostgreSQL out of reach (PostgreSQL only)', () => {
  it('answers 503 with Retry-After and 2002, with no stack, and serves again once it is back', async () => {
    const testDatabase = await createTestDatabase();
    await testDatabase.database.destroy();
    const relay = await startRelay(new URL(process.env.TEST_DATABASE_URL!));
    const relayed = new URL(testDatabase.url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const app = await startApp(connectDatabase({ databaseUrl: relayed.toString(), sqliteFile: '', poolSize: 2 }));
    try {
      const token = await registeredToken(app);
      await relay.cut();
      await expectUnavailable(app, token);
      await relay.restore();
      expect(await post(app, 'getDeptList', {}, token)).toMatchObject({ http: 200, envelope: { status: 0 } });
    } finally {
      await app.close();
      await relay.cut();
      await testDatabase.drop();
    }
  });
});

describe.runIf(testDialect === 'sqlite')('SQLite locked by another connection (SQLite only)', () => {
  it('answers 503 with Retry-After and 2002 once busy_timeout has passed, and serves again once the lock is gone', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vestibule-busy-'));
    const file = path.join(folder, 'busy.db');
    fs.copyFileSync(inject('migratedSqliteFile'), file);
    const database = connectDatabase({ sqliteFile: file });
    // A short wait, so that the test does not sit out the server's five seconds.
    await sql`pragma busy_timeout = 50`.execute(database.db);
    const app = await startApp(database);
    const other = new SQLite(file);
    try {
      const token = await registeredToken(app);
      other.exec('begin exclusive');
      for (const base of ['/api/', '/qcvisit/']) {
        expect(await post(app, 'addDepartment', { deptName: 'Away', deptNo: 'away' }, token, base)).toEqual(unavailable);
      }
      other.exec('rollback');
      expect(await post(app, 'addDepartment', { deptName: 'Back', deptNo: 'back' }, token)).toMatchObject({
        http: 200,
        envelope: { status: 0 },
      });
    } finally {
      other.close();
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
