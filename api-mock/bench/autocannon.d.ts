// autocannon ships no types; this is the part of its result the benchmark reads.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Request {
    method?: string;
    path?: string;
    setupRequest?: (req: Request) => Request;
  }
  function autocannon(opts: { url: string; connections?: number; duration?: number; headers?: Record<string, string>; requests?: Request[] }): Promise<Result>;
  export default autocannon;
}
