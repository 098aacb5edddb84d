import type { AppContext } from '../context.js';
import type { JobKind, JobPayloads } from './job-kinds.js';

/** What a handler knows of the job it runs, besides its payload. */
export interface JobInfo {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempts: number;
  maxAttempts: number;
  companyId: number | null;
}

/** Runs one job. `ctx.database.db` is the job's transaction: its changes commit with the job's completion. */
export type JobHandler<K extends JobKind> = (ctx: AppContext, payload: JobPayloads[K], job: JobInfo) => Promise<void>;

export interface JobRegistry {
  register<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
  /** The handler of a stored job's kind, if this process knows it. */
  find(kind: string): ((ctx: AppContext, payload: unknown, job: JobInfo) => Promise<void>) | undefined;
}

export function createJobRegistry(): JobRegistry {
  const handlers = new Map<string, (ctx: AppContext, payload: unknown, job: JobInfo) => Promise<void>>();
  return {
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is registered already`);
      handlers.set(kind, handler as (ctx: AppContext, payload: unknown, job: JobInfo) => Promise<void>);
    },
    find: (kind) => handlers.get(kind),
  };
}
