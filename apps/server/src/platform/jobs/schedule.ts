import { Cron } from 'croner';
import type { AppContext } from '../context.js';
import { enqueueJob } from './enqueue.js';
import type { JobKind, JobPayloads, ScheduledRun } from './job-kinds.js';

/** Kinds whose payload is just the period, so a schedule can enqueue them. */
export type ScheduledKind = { [K in JobKind]: JobPayloads[K] extends ScheduledRun ? K : never }[JobKind];

export interface ScheduleOptions {
  /** IANA zone the pattern is read in (e.g. `Asia/Shanghai` for a daily 00:00); the process's zone otherwise. */
  timezone?: string;
  /** Called after each tick's enqueue; `created` is false when another process enqueued the period first. */
  onTick?: (uniqueKey: string, created: boolean) => void;
}

export interface Schedule {
  /** No more ticks; waits for an enqueue under way. */
  stop(): Promise<void>;
}

// setTimeout cannot wait longer than about 24.8 days; longer waits are cut into pieces.
const longestTimeoutMs = 2 ** 31 - 1;

/** The one key a period has in every process: the kind and the period's start. */
export const periodKey = (kind: string, periodStart: Date) => `${kind}:${periodStart.toISOString()}`;

/**
 * Enqueues a job of `kind` at each tick of the cron pattern (croner syntax,
 * with optional seconds). Its unique key is the kind and the tick, so any
 * number of processes running the same schedule produce one job per period.
 * A period that passes while no process runs is not made up for.
 */
export function schedule(ctx: AppContext, kind: ScheduledKind, pattern: string, options: ScheduleOptions = {}): Schedule {
  // Croner does the calendar (patterns, time zones, summer time); the timer below fires at the ticks it names.
  const cron = new Cron(pattern, { timezone: options.timezone });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let enqueueing: Promise<void> = Promise.resolve();

  const enqueueTick = async (tick: Date) => {
    const uniqueKey = periodKey(kind, tick);
    try {
      const id = await enqueueJob(ctx.database.db, { kind, payload: { period: tick.toISOString() }, uniqueKey }, ctx.clock.now());
      options.onTick?.(uniqueKey, id !== undefined);
    } catch (error) {
      ctx.logger.error({ err: error, kind, uniqueKey }, 'scheduled job could not be enqueued');
    }
  };

  const armAfter = (after: Date) => {
    if (stopped) return;
    // After a stall (a blocked event loop, a suspended machine) only the latest missed tick runs.
    let tick = cron.nextRun(after);
    for (let next = tick && cron.nextRun(tick); next && next.getTime() <= Date.now(); next = cron.nextRun(next)) tick = next;
    if (!tick) return;
    const due = tick;
    timer = setTimeout(
      () => {
        if (Date.now() < due.getTime()) return armAfter(after);
        enqueueing = enqueueTick(due).finally(() => armAfter(due));
      },
      Math.min(Math.max(0, due.getTime() - Date.now()), longestTimeoutMs),
    );
  };

  armAfter(new Date());
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      return enqueueing;
    },
  };
}
