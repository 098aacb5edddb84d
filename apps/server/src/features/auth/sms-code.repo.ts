import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

export const insertSmsCode = (db: Kysely<Database>, row: { phone: string; code: string; createdAt: number; expiresAt: number }) =>
  db
    .insertInto('smsCode')
    .values({ ...row, usedAt: null })
    .execute();

export const latestSmsCode = (db: Kysely<Database>, phone: string) =>
  db
    .selectFrom('smsCode')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const spendSmsCode = async (db: Kysely<Database>, id: number, at: number) => {
  const result = await db
    .updateTable('smsCode')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const countSmsCodesSince = async (db: Kysely<Database>, phone: string, since: number) => {
  const row = await db
    .selectFrom('smsCode')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where('phone', '=', phone)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.sent);
};

export const deleteSmsCodesExpiredBefore = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('smsCode').where('expiresAt', '<', before).executeTakeFirst()).numDeletedRows);
