import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobKind, JobPayloads } from './job-kinds.js';
import { insertJob } from './jobs.repo.js';

export const defaultMaxAttempts = 5;

export interface NewJob<K extends JobKind> {
  kind: K;
  payload: JobPayloads[K];
  /** The company the job belongs to; its jobs go when the company goes. */
  companyId?: number;
  /** Not before this instant; now when left out. */
  runAt?: number;
  /** Enqueueing a job whose key exists already does nothing (one run per key). */
  uniqueKey?: string;
  maxAttempts?: number;
}

/**
 * Writes a job through the given handle: in a request that is the call's
 * transaction, so the job exists exactly when the change that caused it does.
 * `now` comes from the caller's clock. Answers the new job's id, or undefined
 * when its unique key was taken.
 */
export function enqueueJob<K extends JobKind>(db: Kysely<Database>, job: NewJob<K>, now: number): Promise<number | undefined> {
  return insertJob(db, {
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    uniqueKey: job.uniqueKey ?? null,
    companyId: job.companyId ?? null,
    maxAttempts: job.maxAttempts ?? defaultMaxAttempts,
    runAt: job.runAt ?? now,
    createdAt: now,
  });
}
