import type { Insertable, Kysely } from 'kysely';
import type { Database, DownloadTicketTable } from './db/schema.js';

type Db = Kysely<Database>;

export const insertDownloadTicket = (db: Db, row: Insertable<DownloadTicketTable>) =>
  db.insertInto('downloadTicket').values(row).execute();

export const findDownloadTicket = (db: Db, ticketHash: string) =>
  db.selectFrom('downloadTicket').selectAll().where('ticketHash', '=', ticketHash).executeTakeFirst();

/** Marks the ticket used; only the first of two racing downloads changes the row. */
export const spendDownloadTicket = async (db: Db, ticketHash: string, at: number) => {
  const result = await db
    .updateTable('downloadTicket')
    .set({ usedAt: at })
    .where('ticketHash', '=', ticketHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const deleteDownloadTicketsBefore = async (db: Db, before: number) =>
  Number((await db.deleteFrom('downloadTicket').where('expiresAt', '<', before).executeTakeFirst()).numDeletedRows);
