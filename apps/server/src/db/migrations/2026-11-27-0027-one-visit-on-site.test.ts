import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { migrateToLatest, migrateUpTo } from '../../platform/db/migrate.js';

/*
 * A database where one person was signed in twice at once, moved forward: the
 * newest visit stays on site, the older is closed at its own sign-in, and the
 * rule then holds.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema as it was before this migration
type OldDb = Kysely<any>;

const at = Date.UTC(2026, 10, 26, 9);
const companyId = 40_000_001;
let testDatabase: TestDatabase;
let vids: Record<'olderPhone' | 'newerPhone' | 'olderCard' | 'newerCard' | 'left' | 'expected', number>;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrated: false });
  const db = (testDatabase.database.db as unknown as OldDb).withoutPlugins();
  await migrateUpTo(db, '2026-11-25-0026-leave-expiry-minutes');
  await db
    .insertInto('company')
    .values({
      id: companyId,
      company: 'Twice Co',
      company_key: 'twice co',
      username: 'Admin',
      email: 'admin@twice.example.com',
      phone: '13900000000',
      password_hash: 'x',
      password_changed_at: at,
      reg_date: at,
    })
    .execute();
  const visit = async (fields: Record<string, unknown>) =>
    (
      await db
        .insertInto('visit')
        .values({
          company_id: companyId,
          vname: 'Dora Double',
          vname_key: 'dora double',
          signin_type: 0,
          permission: 1,
          list_day: '2026-11-26',
          created_at: at,
          vphone: '',
          card_id: '',
          ...fields,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  vids = {
    olderPhone: await visit({ vphone: '13655550002', visitdate: at }),
    newerPhone: await visit({ vphone: '13655550002', visitdate: at + 60_000 }),
    olderCard: await visit({ card_id: '110105198505120032', visitdate: at }),
    newerCard: await visit({ card_id: '110105198505120032', visitdate: at + 60_000 }),
    left: await visit({ vphone: '13655550003', visitdate: at, sign_out_date: at + 1 }),
    expected: await visit({ vphone: '13655550003' }),
  };
  await migrateToLatest(db);
});
afterAll(async () => {
  await testDatabase.database.destroy();
  await testDatabase.drop();
});

describe(`migration 0027 one visit on site (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('closes the older of two visits on site at its own sign-in and leaves every other visit as it was', async () => {
    const rows = await testDatabase.database.db
      .selectFrom('visit')
      .select(['id', 'visitdate', 'signOutDate'])
      .where('companyId', '=', companyId)
      .orderBy('id')
      .execute();
    const signOutOf = (vid: number) => rows.find((row) => row.id === vid)?.signOutDate;
    expect(signOutOf(vids.olderPhone)).toBe(at);
    expect(signOutOf(vids.olderCard)).toBe(at);
    expect(signOutOf(vids.newerPhone)).toBeNull();
    expect(signOutOf(vids.newerCard)).toBeNull();
    expect(signOutOf(vids.left)).toBe(at + 1);
    expect(signOutOf(vids.expected)).toBeNull();
  });

  it('then refuses a second visit on site for the phone', async () => {
    const second = testDatabase.database.db
      .insertInto('visit')
      .values({
        companyId,
        vname: 'Dora Double',
        vnameKey: 'dora double',
        vphone: '13655550002',
        signinType: 0,
        permission: 1,
        visitdate: at + 120_000,
        listDay: '2026-11-26',
        createdAt: at,
      })
      .execute();
    await expect(second).rejects.toThrow();
  });
});
