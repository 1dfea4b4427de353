// autocannon ships no types and @types/autocannon is not installed; this covers what bench uses.
// A plain .ts script file (no imports or exports), so its `declare module` is ambient.
declare module 'autocannon' {
  namespace autocannon {
    export type Histogram = {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p2_5: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
    };

    export type Result = {
      title?: string;
      url: string;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
      start: Date;
      finish: Date;
    };

    export type RequestData = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    };

    export type Request = RequestData & {
      setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData;
    };

    export type Options = {
      url: string;
      connections?: number;
      duration?: number;
      pipelining?: number;
      timeout?: number;
      title?: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: Request[];
    };

    export type Instance = {
      stop(): void;
      /** Every response; responseTime in milliseconds (fractional). */
      on(
        event: 'response',
        listener: (
          client: unknown,
          statusCode: number,
          resBytes: number,
          responseTime: number,
        ) => void,
      ): Instance;
    };
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  export = autocannon;
}
