import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { migrateToLatest, migrateUpTo } from '../../platform/db/migrate.js';

/* Companies made before the sign-out QR code keep the badge they print, whether or not they ever changed it. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema as it was before this migration
type OldDb = Kysely<any>;

const at = Date.UTC(2026, 10, 26, 9);
const untouched = 50_000_001;
const photoBadge = 50_000_002;
let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrated: false });
  const db = (testDatabase.database.db as unknown as OldDb).withoutPlugins();
  await migrateUpTo(db, '2026-11-27-0030-company-language');
  const company = (id: number, badge: Record<string, number>) => ({
    id,
    company: `Badge Co ${id}`,
    company_key: `badge co ${id}`,
    username: 'Admin',
    email: `admin@${id}.example.com`,
    phone: '13900000000',
    password_hash: 'x',
    password_changed_at: at,
    reg_date: at,
    ...badge,
  });
  // One row at a time: a row leaving a column out gets the column's default.
  await db.insertInto('company').values(company(untouched, {})).execute();
  await db
    .insertInto('company')
    .values(company(photoBadge, { show_avatar: 1, avatar_type: 0 }))
    .execute();
  await migrateToLatest(db);
});
afterAll(async () => {
  await testDatabase.database.destroy();
  await testDatabase.drop();
});

describe(`migration 0031 badge sign-out QR code (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds the sign-out QR code switched off, and leaves every existing badge as it was', async () => {
    const rows = await testDatabase.database.db
      .selectFrom('company')
      .select(['id', 'showAvatar', 'avatarType', 'badgeQrcode'])
      .where('id', 'in', [untouched, photoBadge])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: untouched, showAvatar: 0, avatarType: 0, badgeQrcode: 0 },
      { id: photoBadge, showAvatar: 1, avatarType: 0, badgeQrcode: 0 },
    ]);
  });
});
