import type { Insertable, Kysely } from 'kysely';
import { skippingLockedRows } from '../db/portable.js';
import type { Database, JobStatus, JobTable } from '../db/schema.js';

type Db = Kysely<Database>;

/** Inserts the job; one whose unique key exists already is left alone (undefined). */
export const insertJob = async (db: Db, row: Insertable<JobTable>) =>
  (
    await db
      .insertInto('job')
      .values(row)
      .onConflict((conflict) => conflict.column('uniqueKey').doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

/**
 * Claims the most overdue job: a pending one that is due, or a running one
 * whose lease has passed (its worker died). The claim counts as an attempt.
 */
export const claimNextJob = (db: Db, workerId: string, now: number, leaseMs: number) => {
  const due = db
    .selectFrom('job')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('runAt', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('lockedUntil', '<=', now)]),
      ]),
    )
    .orderBy('runAt')
    .orderBy('id')
    .limit(1);
  return db
    .updateTable('job')
    .set((eb) => ({ status: 'running', lockedBy: workerId, lockedUntil: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', skippingLockedRows(db, due))
    .returningAll()
    .executeTakeFirst();
};

/**
 * Renews the claim inside the run's transaction. On PostgreSQL the row stays
 * locked until that transaction ends, so no other worker claims it meanwhile.
 */
export const holdJob = async (db: Db, id: number, workerId: string, until: number) => {
  const result = await db
    .updateTable('job')
    .set({ lockedUntil: until })
    .where('id', '=', id)
    .where('lockedBy', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/** Ends the worker's claim: done, failed, or back to pending for a later try. */
export const releaseJob = async (
  db: Db,
  id: number,
  workerId: string,
  changes: { status: JobStatus; runAt?: number; lastError?: string; finishedAt?: number },
) => {
  const result = await db
    .updateTable('job')
    .set({ ...changes, lockedBy: null, lockedUntil: null })
    .where('id', '=', id)
    .where('lockedBy', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const countFailedJobs = async (db: Db) => {
  const row = await db
    .selectFrom('job')
    .select((eb) => eb.fn.countAll<number>().as('failed'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.failed);
};

export const deleteJobsFinishedBefore = async (db: Db, status: 'done' | 'failed', before: number) => {
  const result = await db.deleteFrom('job').where('finishedAt', '<', before).where('status', '=', status).executeTakeFirst();
  return Number(result.numDeletedRows);
};
