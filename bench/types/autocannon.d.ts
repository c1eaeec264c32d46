// autocannon ships no types and @types/autocannon lags its major versions: only what the bench uses.
declare module 'autocannon' {
  export type Options = {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds */
    timeout?: number;
    expectBody?: string;
    warmup?: { connections?: number; duration?: number };
  };

  /**
   * What a run resolves with inside a worker thread: autocannon then assumes its own worker mode and
   * skips aggregation, so latencies and per-second samples stay encoded and only the counters are usable.
   */
  export type RawResult = {
    /** seconds */
    duration: number;
    totalCompletedRequests: number;
    totalRequests: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  /** The run is an EventEmitter ('response': client, status, bytes, milliseconds) that is also thenable. */
  export type Run = PromiseLike<RawResult> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void): Run;
  };

  const autocannon: (options: Options) => Run;
  export default autocannon;
}
