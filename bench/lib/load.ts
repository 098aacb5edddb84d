import autocannon from 'autocannon';

export const loadSettings = {
  connections: 64,
  /** Seconds of measurement per target, split into `rounds` slices. */
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5)),
};

export const loadDescription = () =>
  `${loadSettings.connections} connections, ${loadSettings.durationSeconds} s each in ${loadSettings.rounds} alternating slices after ${loadSettings.warmupSeconds} s warm-up`;

/**
 * One POST repeated by every connection; each answer must equal `expectBody`,
 * or pass `verifyBody` when each request has its own body (`nextBody`).
 */
export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  expectBody?: string;
  nextBody?: () => string;
  verifyBody?: (body: string) => boolean;
}

export interface LoadTarget {
  label: string;
  request: LoadRequest;
}

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts, non-2xx answers and answers that differ from the expected body. */
  errors: number;
  requests: number;
}

const options = ({ nextBody, ...request }: LoadRequest, seconds: number) => ({
  ...request,
  method: 'POST' as const,
  connections: loadSettings.connections,
  duration: seconds,
  ...(nextBody
    ? { requests: [{ method: 'POST' as const, setupRequest: (sent: { body?: string }) => ({ ...sent, body: nextBody() }) }] }
    : {}),
});

/**
 * Warms every target up, then measures them in alternating slices so that a
 * neighbour's load on a shared machine falls on all of them alike.
 */
export async function compareLoad(targets: LoadTarget[]): Promise<LoadFigures[]> {
  if (loadSettings.warmupSeconds > 0) {
    for (const target of targets) await autocannon(options(target.request, loadSettings.warmupSeconds));
  }
  const slices = targets.map((): autocannon.RawResult[] => []);
  const sliceSeconds = loadSettings.durationSeconds / loadSettings.rounds;
  for (let round = 0; round < loadSettings.rounds; round++) {
    for (const [index, target] of targets.entries()) {
      slices[index]?.push(await autocannon({ ...options(target.request, sliceSeconds), skipAggregateResult: true }));
    }
  }
  return targets.map((target, index) => summarise(target, slices[index] ?? []));
}

function summarise(target: LoadTarget, slices: autocannon.RawResult[]): LoadFigures {
  const merged = autocannon.aggregateResult(slices, { url: target.request.url, connections: loadSettings.connections });
  const requests = slices.reduce((sum, slice) => sum + slice.totalCompletedRequests, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.duration, 0);
  return {
    label: target.label,
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50Ms: merged.latency.p50,
    p99Ms: merged.latency.p99,
    errors: merged.errors + merged.non2xx + merged.mismatches,
    requests,
  };
}
