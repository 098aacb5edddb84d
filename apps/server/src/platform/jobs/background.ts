import type { AppContext } from '../context.js';
import { purgeExpired } from './purge.job.js';
import { createJobRegistry, type JobHandler, type JobRegistry } from './registry.js';
import { schedule, type Schedule, type ScheduledKind, type ScheduleOptions } from './schedule.js';
import { newWorkerId, startJobWorker } from './worker.js';

export interface ScheduleEntry {
  kind: ScheduledKind;
  pattern: string;
  timezone?: string;
}

/** Every handler this server knows; a feature adds its kinds here. */
export function registerJobHandlers(registry: JobRegistry): void {
  registry.register('purge-expired', purgeExpired satisfies JobHandler<'purge-expired'>);
}

/** The schedules every server runs; each process runs all of them, and each period still runs once. */
export const builtInSchedules: ScheduleEntry[] = [{ kind: 'purge-expired', pattern: '*/10 * * * *' }];

export interface BackgroundWork {
  registry: JobRegistry;
  stop(): Promise<void>;
}

export interface BackgroundExtras {
  /** More handlers (a test's own kinds). */
  register?: (registry: JobRegistry) => void;
  schedules?: ScheduleEntry[];
  onTick?: ScheduleOptions['onTick'];
}

/**
 * Starts the job worker and the schedules. buildApp leaves them off (API
 * tests build many apps); main calls this once the server listens.
 */
export function startBackgroundWork(ctx: AppContext, extras: BackgroundExtras = {}): BackgroundWork {
  const registry = createJobRegistry();
  registerJobHandlers(registry);
  extras.register?.(registry);
  const worker = startJobWorker(ctx, registry, {
    workerId: newWorkerId(),
    pollMs: ctx.config.jobPollMs,
    leaseMs: ctx.config.jobLeaseMs,
  });
  const schedules: Schedule[] = [...builtInSchedules, ...(extras.schedules ?? [])].map((entry) =>
    schedule(ctx, entry.kind, entry.pattern, {
      timezone: entry.timezone,
      onTick: (key, created) => {
        // The job this process just enqueued is due now: no need to wait for the next poll.
        if (created) worker.wake();
        extras.onTick?.(key, created);
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
