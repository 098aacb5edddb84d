import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { migrateToLatest, migrateUpTo } from '../../platform/db/migrate.js';

/* Companies whose automatic sign-out was stored in hours keep its length, now in minutes. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema as it was before this migration
type OldDb = Kysely<any>;

const now = Date.UTC(2026, 10, 24);
const limits = { 30_000_001: 4, 30_000_002: 0, 30_000_003: 72 } as const;

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrated: false });
  const db = testDatabase.database.db as unknown as OldDb;
  await migrateUpTo(db, '2026-11-24-0025-visit-name-day-index');
  for (const [id, hours] of Object.entries(limits)) {
    await db
      .withoutPlugins()
      .insertInto('company')
      .values({
        id: Number(id),
        company: `Company ${id}`,
        company_key: `company ${id}`,
        username: 'Admin',
        email: `admin@${id}.example.com`,
        phone: '13900000000',
        password_hash: 'x',
        password_changed_at: now,
        reg_date: now,
        leave_expiry_time: hours,
      })
      .execute();
  }
  await migrateToLatest(db);
});
afterAll(async () => {
  await testDatabase.database.destroy();
  await testDatabase.drop();
});

describe(`migration 0026 leave expiry in minutes (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('turns each stored number of hours into as many minutes; 0 (never) stays 0', async () => {
    const rows = await testDatabase.database.db
      .selectFrom('company')
      .select(['id', 'leaveExpiryTime'])
      .where('id', 'in', Object.keys(limits).map(Number))
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 30_000_001, leaveExpiryTime: 240 },
      { id: 30_000_002, leaveExpiryTime: 0 },
      { id: 30_000_003, leaveExpiryTime: 4320 },
    ]);
  });
});
