import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CaptchaTable, Database } from '../../platform/db/schema.js';

export const insertCaptcha = (db: Kysely<Database>, row: Insertable<CaptchaTable>) =>
  db.insertInto('captcha').values(row).execute();

export const findCaptcha = (db: Kysely<Database>, digest: string) =>
  db.selectFrom('captcha').selectAll().where('digest', '=', digest).executeTakeFirst();

/** Marks the captcha; only the first of two racing callers changes the row. */
export const updateUnusedCaptcha = async (db: Kysely<Database>, digest: string, changes: Updateable<CaptchaTable>) => {
  const result = await db
    .updateTable('captcha')
    .set(changes)
    .where('digest', '=', digest)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** A passed captcha stays usable until its sign-in window closes, which may be after it expired. */
export const deleteExpiredCaptchas = async (db: Kysely<Database>, before: number) => {
  const result = await db
    .deleteFrom('captcha')
    .where('expiresAt', '<', before)
    .where((eb) => eb.or([eb('passedUntil', 'is', null), eb('passedUntil', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};
