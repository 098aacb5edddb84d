import type { Insertable, Kysely } from 'kysely';
import type { Database, PasswordResetTable } from '../../platform/db/schema.js';

export const insertPasswordReset = (db: Kysely<Database>, row: Insertable<PasswordResetTable>) =>
  db.insertInto('passwordReset').values(row).execute();

export const findPasswordReset = (db: Kysely<Database>, tokenHash: string) =>
  db.selectFrom('passwordReset').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();

/** True for the one caller that spends the link. */
export const spendPasswordReset = async (db: Kysely<Database>, id: number, at: number) => {
  const result = await db
    .updateTable('passwordReset')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const deletePasswordResetsExpiredBefore = async (db: Kysely<Database>, before: number) =>
  Number((await db.deleteFrom('passwordReset').where('expiresAt', '<', before).executeTakeFirst()).numDeletedRows);
