import autocannon from 'autocannon';
import { cpuCost, readCpu, type CpuCost, type CpuPart } from './cpu';

export interface LoadResult {
  requests: number;
  /** Responses per second over the measured window. */
  throughput: number;
  latency: { p50: number; p95: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** CPU per request of the parts given to measure(). */
  cpu?: CpuCost;
}

export interface LoadOptions {
  url: string;
  /** A new path for every request (or one fixed path). */
  nextPath: () => string;
  connections: number;
  seconds: number;
  /** Request headers (e.g. a browser's Accept-Encoding); none by default. */
  headers?: Record<string, string>;
}

/** The q-th quantile (0..1) of sorted values, nearest-rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * One autocannon run. Latencies are collected from every response (autocannon's own summary stops at p97.5 and
 * p99, and the target is a p95).
 */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.seconds,
        timeout: 10,
        headers: opts.headers,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: opts.nextPath() }) }],
      },
      (err, result) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        latencies.sort((a, b) => a - b);
        const mean = latencies.reduce((s, v) => s + v, 0) / (latencies.length || 1);
        resolve({
          requests: result.requests.total,
          throughput: result.requests.total / (result.duration || opts.seconds),
          latency: {
            p50: quantile(latencies, 0.5),
            p95: quantile(latencies, 0.95),
            p99: quantile(latencies, 0.99),
            max: latencies.at(-1) ?? NaN,
            mean,
          },
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** A warm-up run (discarded), then the measured run, with the CPU time of `cpu`'s parts around it. */
export async function measure(
  opts: LoadOptions & { warmupSeconds: number; cpu: readonly CpuPart[] },
): Promise<LoadResult> {
  if (opts.warmupSeconds > 0) await runLoad({ ...opts, seconds: opts.warmupSeconds });
  const before = await readCpu(opts.cpu);
  const result = await runLoad(opts);
  const after = await readCpu(opts.cpu);
  return { ...result, cpu: cpuCost(opts.cpu, before, after, result.requests) };
}
