// The package ships no types; these cover the programmatic API the benchmarks use.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      /** Every response body must equal this; a difference counts as a mismatch. */
      expectBody?: string;
      /** A response body for which this answers false counts as a mismatch. */
      verifyBody?: (body: string) => boolean;
      /** Requests each connection cycles through; setupRequest may give each its own body. */
      requests?: Array<{ method?: 'GET' | 'POST'; setupRequest?: (request: { body?: string }) => { body?: string } }>;
      timeout?: number;
      /** Answer the raw result (encoded histograms) so several runs can be merged. */
      skipAggregateResult?: boolean;
    }
    interface Percentiles {
      average: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Result {
      latency: Percentiles & { totalCount: number };
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
    }
    interface RawResult {
      totalCompletedRequests: number;
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
    }
    function aggregateResult(results: RawResult[], options: { url: string; connections?: number }): Result;
  }
  function autocannon(options: autocannon.Options & { skipAggregateResult: true }): Promise<autocannon.RawResult>;
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
