import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * CPU time per request, by process, so that a run on a busy shared machine still tells what a request costs: the
 * throughput measured under someone else's load says little, the CPU each request used says what an idle machine
 * of this size could serve.
 */
export interface CpuPart {
  name: string;
  /** Single-threaded (one Node event loop): it alone can use at most one core. */
  singleThreaded: boolean;
  /** CPU time used so far, in ms. */
  read: () => Promise<number> | number;
}

/** Linux reports CPU times in clock ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

function statFields(pid: string): string[] | null {
  try {
    const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The CPU time (user + system, ms) a local process has used so far (Linux); NaN when it cannot be read. */
export function processCpuMs(pid: number): number {
  const f = statFields(String(pid));
  return f ? (Number(f[11]) + Number(f[12])) * TICK_MS : NaN;
}

/**
 * The CPU time of a PostgreSQL cluster: the postmaster (with its exited children) and its live backends. Linux
 * only; null when the cluster is not a local one started from `clusterDir`.
 */
export function postgresCpu(clusterDir: string): (() => number) | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (os.platform() !== 'linux' || !fs.existsSync(pidFile)) return null;
  const postmaster = fs.readFileSync(pidFile, 'utf8').split('\n')[0].trim();
  return () => {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const f = statFields(pid);
      if (!f) continue;
      // Fields after the name: [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime.
      if (pid === postmaster) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      else if (f[1] === postmaster) ticks += Number(f[11]) + Number(f[12]);
    }
    return ticks * TICK_MS;
  };
}

export async function readCpu(parts: readonly CpuPart[]): Promise<number[]> {
  return Promise.all(parts.map(async (p) => p.read()));
}

export interface CpuCost {
  /** µs of CPU per request, by part. */
  perRequestUs: { name: string; us: number }[];
  /** Requests per second an idle machine with `cores` cores could serve at these costs. */
  projectedThroughput: number;
}

export function cpuCost(
  parts: readonly CpuPart[],
  before: number[],
  after: number[],
  requests: number,
  cores = os.cpus().length,
): CpuCost {
  const perRequestUs = parts.map((p, i) => ({
    name: p.name,
    us: ((after[i] - before[i]) * 1000) / Math.max(1, requests),
  }));
  const total = perRequestUs.reduce((s, p) => s + p.us, 0);
  const limits = [
    (cores * 1e6) / total,
    ...perRequestUs.filter((_, i) => parts[i].singleThreaded).map((p) => 1e6 / p.us),
  ];
  return { perRequestUs, projectedThroughput: Math.min(...limits.filter(Number.isFinite)) };
}
