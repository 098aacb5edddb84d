import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../context.js';
import { inUnitOfWork } from '../db/unit-of-work.js';
import { retryDelayMs } from './backoff.js';
import { claimNextJob, holdJob, releaseJob } from './jobs.repo.js';
import type { JobInfo, JobRegistry } from './registry.js';

export interface WorkerOptions {
  /** Names this worker in `locked_by`; unique per process. */
  workerId: string;
  /** How long a claim holds before another worker may take the job (its worker presumed dead). */
  leaseMs: number;
}

export const newWorkerId = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const errorTextLimit = 2000;

/** The run's claim was lost to another worker (its lease had passed); its changes are rolled back. */
class LostClaim extends Error {}

/**
 * Claims one due job and runs it. The handler's changes and the job's
 * completion commit in one transaction, so a process that dies mid-job leaves
 * nothing half done and the job runs again once its lease passes. Answers
 * whether a job was claimed.
 */
export async function runNextJob(ctx: AppContext, registry: JobRegistry, options: WorkerOptions): Promise<boolean> {
  const { db } = ctx.database;
  const { workerId, leaseMs } = options;
  const job = await claimNextJob(db, workerId, ctx.clock.now(), leaseMs);
  if (!job) return false;
  const info: JobInfo = {
    id: job.id,
    kind: job.kind,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    companyId: job.companyId,
  };
  // Claimed past its last attempt: the previous run's process died with the job.
  if (job.attempts > job.maxAttempts) {
    await fail(ctx, info, workerId, new Error('Its worker stopped during the last attempt (lease expired)'));
    return true;
  }
  try {
    const handler = registry.find(job.kind);
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    const payload: unknown = JSON.parse(job.payload);
    // The same unit of work as a call's: standing writes and after-commit work behave alike in jobs.
    await inUnitOfWork(ctx, async (jobCtx) => {
      const trx = jobCtx.database.db;
      if (!(await holdJob(trx, job.id, workerId, ctx.clock.now() + leaseMs))) throw new LostClaim();
      await handler(jobCtx, payload, info);
      const finished = await releaseJob(trx, job.id, workerId, { status: 'done', finishedAt: ctx.clock.now() });
      if (!finished) throw new LostClaim();
    });
    ctx.logger.debug({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job done');
  } catch (error) {
    if (error instanceof LostClaim) {
      ctx.logger.warn({ jobId: job.id, kind: job.kind }, 'job claimed by another worker meanwhile; its run was rolled back');
    } else {
      await fail(ctx, info, workerId, error);
    }
  }
  return true;
}

/** Schedules the next try with backoff, or marks the job failed after its last attempt; logs either way. */
async function fail(ctx: AppContext, job: JobInfo, workerId: string, error: unknown) {
  const lastError = String(error instanceof Error ? `${error.name}: ${error.message}` : error).slice(0, errorTextLimit);
  const now = ctx.clock.now();
  const final = job.attempts >= job.maxAttempts;
  const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, maxAttempts: job.maxAttempts, err: error };
  if (final) {
    ctx.logger.error(details, 'job failed for good');
    await releaseJob(ctx.database.db, job.id, workerId, { status: 'failed', lastError, finishedAt: now });
  } else {
    const runAt = now + retryDelayMs(job.attempts);
    ctx.logger.warn({ ...details, retryAt: new Date(runAt).toISOString() }, 'job failed; will retry');
    await releaseJob(ctx.database.db, job.id, workerId, { status: 'pending', lastError, runAt });
  }
}

export interface JobWorker {
  /** Looks for jobs now instead of at the next poll. */
  wake(): void;
  /** Stops polling and waits for the job in hand to finish. */
  stop(): Promise<void>;
}

/** Runs due jobs one after another, and polls every `pollMs` when there are none. */
export function startJobWorker(ctx: AppContext, registry: JobRegistry, options: WorkerOptions & { pollMs: number }): JobWorker {
  let stopped = false;
  let woken: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  const pause = () =>
    new Promise<void>((resolve) => {
      woken = resolve;
      timer = setTimeout(resolve, options.pollMs);
    });

  const loop = (async () => {
    while (!stopped) {
      let claimed = false;
      try {
        claimed = await runNextJob(ctx, registry, options);
        if (failing) ctx.logger.info('job worker reaches the database again');
        failing = false;
      } catch (error) {
        // Once per outage, not once per poll: a database that is down would fill the log.
        if (!failing) ctx.logger.error({ err: error }, 'job worker cannot reach the database; retrying');
        failing = true;
      }
      if (!claimed && !stopped) await pause();
    }
  })();

  return {
    wake: () => woken?.(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      woken?.();
      await loop;
    },
  };
}
