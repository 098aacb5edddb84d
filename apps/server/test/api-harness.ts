import type { Envelope } from '@vestibule/contract';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/platform/config.js';
import { startMailCatcher, startSmsCatcher } from './message-catchers.js';
import { createTestDatabase, testDialect } from './test-database.js';

/** A clock tests move forward to reach expiries. */
export function movableClock(start = Date.UTC(2026, 10, 21, 9, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const testInvitationSecret = 'test-invitation-secret-of-32-chars!';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The whole server on a fresh database, with real SMTP and SMS receivers. */
export async function startTestApp(environment: Record<string, string> = {}, configOverrides: Partial<Config> = {}) {
  const testDatabase = await createTestDatabase();
  const mail = await startMailCatcher();
  const sms = await startSmsCatcher();
  const clock = movableClock();
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SMTP_URL: mail.url,
      SMS_URL_TEMPLATE: sms.template,
      RATE_LIMIT_PER_MINUTE: '10000',
      SEED_DEMO: 'off',
      // A fixed key: tests can sign their own invitation tokens.
      INVITATION_SECRET: testInvitationSecret,
      // Nothing listens on port 9: tests never reach the real holiday API; those that import start a fake provider.
      HOLIDAY_API_URL: 'http://127.0.0.1:9',
      ...environment,
    }),
    ...configOverrides,
  };
  // Errors the server logs are kept, so a test that meets a 2000 can say what failed.
  const loggedErrors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void loggedErrors.push(line) });
  const { app, ctx } = await buildApp({ config, database: testDatabase.database, clock, checkResponses: true, logger });

  /** POSTs a call and returns the envelope with the HTTP status. */
  const call = async <T = unknown>(name: string, body?: unknown, token?: string, base = '/api/') => {
    const response = await app.inject({
      method: 'POST',
      url: `${base}${name}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { 'x-coolvisit-token': token } : {},
    });
    return { http: response.statusCode, ...(response.json() as Envelope<T>) };
  };

  return {
    app,
    ctx,
    clock,
    mail,
    sms,
    dialect: testDialect,
    /** The PostgreSQL database's URL (undefined on SQLite), for a second process on the same data. */
    databaseUrl: testDatabase.url,
    call,
    /** What the server logged at error level since the last call of this (and forgets it). */
    takeLoggedErrors: () => loggedErrors.splice(0).join(''),
    close: async () => {
      await app.close();
      await Promise.all([mail.close(), sms.close(), testDatabase.drop()]);
    },
  };
}

/**
 * The preamble every API test file shares: the whole server on a fresh
 * database for the file's tests, closed after them. Use the answer inside
 * tests and hooks (the app starts in beforeAll).
 */
export function useTestApp(environment: Record<string, string> = {}, configOverrides: Partial<Config> = {}): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(environment, configOverrides);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_target, key) => {
      if (!started) throw new Error('The test app starts in beforeAll: use it inside tests and hooks');
      return started[key as keyof TestApp];
    },
  });
}
