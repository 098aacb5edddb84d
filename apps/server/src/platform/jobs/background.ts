import type { AppContext } from '../context.js';
import { type ExpiryPurge, purgeExpiredJob } from './purge.job.js';
import type { JobKind, ScheduledRun } from './job-kinds.js';
import { createJobRegistry, type JobHandler, type JobInfo, type JobRegistry } from './registry.js';
import { schedule, type Schedule, type ScheduledKind, type ScheduleOptions } from './schedule.js';
import { newWorkerId, startJobWorker } from './worker.js';

export interface ScheduleEntry {
  kind: ScheduledKind;
  pattern: string;
  timezone?: string;
}

/**
 * A feature's scheduled job: its kind (listed in job-kinds.ts), the croner
 * pattern and the handler. The platform knows no feature, so the app hands
 * these in (features/index.ts lists them), like the purges.
 */
export interface FeatureSchedule {
  kind: ScheduledKind;
  pattern: string;
  handler: (ctx: AppContext, payload: ScheduledRun, job: JobInfo) => Promise<void>;
}

/** A feature's job that a call enqueues (features/index.ts lists them), with its handler. */
export type FeatureJob = { [K in JobKind]: { kind: K; handler: JobHandler<K> } }[JobKind];

/** Every handler this server knows; a feature adds its kinds here. The purge also deletes what `purges` name. */
export function registerJobHandlers(
  registry: JobRegistry,
  purges: readonly ExpiryPurge[],
  featureSchedules: readonly FeatureSchedule[] = [],
  featureJobs: readonly FeatureJob[] = [],
): void {
  registry.register('purge-expired', purgeExpiredJob(purges));
  for (const entry of featureSchedules) registry.register(entry.kind, entry.handler);
  for (const entry of featureJobs) registry.register(entry.kind, entry.handler as JobHandler<JobKind>);
}

/** The schedules every server runs; each process runs all of them, and each period still runs once. */
export const builtInSchedules: ScheduleEntry[] = [{ kind: 'purge-expired', pattern: '*/10 * * * *' }];

export interface BackgroundWork {
  registry: JobRegistry;
  stop(): Promise<void>;
}

export interface BackgroundOptions {
  /** The features' shares of the scheduled purge (features/index.ts lists them). */
  purges: readonly ExpiryPurge[];
  /** The features' scheduled jobs (features/index.ts lists them); each runs once per period whatever the processes. */
  featureSchedules?: readonly FeatureSchedule[];
  /** The features' jobs that calls enqueue (features/index.ts lists them). */
  featureJobs?: readonly FeatureJob[];
  /** More handlers (a test's own kinds). */
  register?: (registry: JobRegistry) => void;
  schedules?: ScheduleEntry[];
  onTick?: ScheduleOptions['onTick'];
}

/**
 * Starts the job worker and the schedules. buildApp leaves them off (API
 * tests build many apps); main calls this once the server listens.
 */
export function startBackgroundWork(ctx: AppContext, options: BackgroundOptions): BackgroundWork {
  const registry = createJobRegistry();
  registerJobHandlers(registry, options.purges, options.featureSchedules, options.featureJobs);
  options.register?.(registry);
  const worker = startJobWorker(ctx, registry, {
    workerId: newWorkerId(),
    pollMs: ctx.config.jobPollMs,
    leaseMs: ctx.config.jobLeaseMs,
  });
  const schedules: Schedule[] = [
    ...builtInSchedules,
    ...(options.featureSchedules ?? []).map(({ kind, pattern }): ScheduleEntry => ({ kind, pattern })),
    ...(options.schedules ?? []),
  ].map((entry) =>
    schedule(ctx, entry.kind, entry.pattern, {
      timezone: entry.timezone,
      onTick: (key, created) => {
        // The job this process just enqueued is due now: no need to wait for the next poll.
        if (created) worker.wake();
        options.onTick?.(key, created);
      },
    }),
  );
  return {
    registry,
    stop: async () => {
      await Promise.all(schedules.map((entry) => entry.stop()));
      await worker.stop();
    },
  };
}
