// npm run bench:search [-- --fresh | --explain | --profile <dir> | --searches <n>]: the search benchmark of issue 3 §5 (see bench/README.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresCpu, type CpuPart } from './search/cpu';
import { openBenchDatabase, type BenchDatabase } from './search/database';
import { explainSearches } from './search/explain';
import { measure, type LoadResult } from './search/load';
import { payloadSizes } from './search/payload';
import { searchPaths } from './search/queries';
import { startChildServer, type ChildServer } from './search/servers';

const TARGET = { ratio: 0.2, p95Ms: 20 };

const { values: args } = parseArgs({
  options: {
    fresh: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    profile: { type: 'string' },
    searches: { type: 'string', default: '0' },
  },
});
const bounded = (name: string, v: string | undefined, min: number, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};
const connections = bounded('connections', args.connections, 1, 1000);
const seconds = bounded('duration', args.duration, 1, 300);
const warmupSeconds = bounded('warmup', args.warmup, 0, 60);
/** 0: every request a new search; n: requests drawn from n searches (for a cache's hit rate). */
const distinctSearches = bounded('searches', args.searches, 0, 1_000_000);

const say = (msg: string) => console.log(msg);
const dataDir = path.resolve(import.meta.dirname, '..', '.data-bench');
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kib = (bytes: number) => `${fmt(bytes)} B (${fmt(bytes / 1024, 1)} KiB)`;

function describe(name: string, r: LoadResult) {
  const l = r.latency;
  say(
    `${name.padEnd(12)} ${fmt(r.throughput).padStart(7)} req/s  (${fmt(r.requests)} requests)  latency p50 ${l.p50.toFixed(2)} ms, ` +
      `p95 ${l.p95.toFixed(2)} ms, p99 ${l.p99.toFixed(2)} ms, max ${l.max.toFixed(2)} ms`,
  );
  if (r.cpu) {
    const parts = r.cpu.perRequestUs.map((p) => `${p.name} ${fmt(p.us)} µs`).join(', ');
    say(
      `${''.padEnd(12)} CPU per request: ${parts}; an idle ${os.cpus().length}-core machine could serve ~${fmt(r.cpu.projectedThroughput)} req/s`,
    );
  }
  if (r.non2xx || r.errors || r.timeouts)
    throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts`);
}

async function main() {
  const started: ChildServer[] = [];
  let database: BenchDatabase | undefined;
  const cleanup = async () => {
    await Promise.allSettled(started.splice(0).map((s) => s.stop()));
    await database?.stop();
    database = undefined;
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  try {
    say(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}, ` +
        `load average ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(' ')}`,
    );
    database = await openBenchDatabase({
      dataDir,
      externalUrl: process.env.BENCH_DATABASE_URL || undefined,
      fresh: args.fresh,
      log: say,
    });
    const pgCpu = process.env.BENCH_DATABASE_URL ? null : postgresCpu(path.join(dataDir, 'postgres', 'data'));
    if (args.explain) return await explainSearches(database.url, dataDir, searchPaths(7), 200, say, pgCpu);

    started.push(await startChildServer('hello', 'hello-server.ts'));
    const appEnv = { BENCH_CHILD_DATABASE_URL: database.url, BENCH_CHILD_DATA_DIR: dataDir };
    // The app with the V8 flags `npm start` gives it (scripts/server-node-flags.json); the bare hello-world with none.
    const nodeFlags = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../scripts/server-node-flags.json'), 'utf8'),
    ) as string[];
    started.push(
      await startChildServer('app', 'app-server.ts', {
        env: appEnv,
        nodeFlags,
        profileDir: args.profile ? path.resolve(args.profile) : undefined,
      }),
    );
    const [hello, app] = started;
    say(
      `App started with the Node flags of npm start: ${nodeFlags.join(' ') || '(none)'}; its search index is loaded.`,
    );
    const appUrl = `http://127.0.0.1:${app.port}`;

    const sample = searchPaths(1)();
    const probe = await fetch(appUrl + sample);
    if (probe.status !== 200)
      throw new Error(`${sample} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
    const found = ((await probe.json()) as unknown[]).length;
    say(
      `Sample search ${decodeURIComponent(sample)}: ${found} items on the page, X-Total-Count ${probe.headers.get('x-total-count')}`,
    );

    say(
      `\nautocannon: ${connections} connections, ${warmupSeconds} s warm-up then ${seconds} s measured, each server in turn; ` +
        (distinctSearches
          ? `searches drawn from ${fmt(distinctSearches)} distinct ones`
          : 'a new search for every request'),
    );
    const common = { connections, seconds, warmupSeconds };
    const loadGenerator: CpuPart = {
      name: 'autocannon',
      singleThreaded: true,
      read: () => process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000,
    };
    const server = (s: ChildServer): CpuPart => ({
      name: s.name === 'app' ? 'app' : 'server',
      singleThreaded: true,
      read: s.cpuMs,
    });
    const pgPart: CpuPart[] = pgCpu ? [{ name: 'PostgreSQL', singleThreaded: false, read: pgCpu }] : [];

    const helloResult = await measure({
      ...common,
      url: `http://127.0.0.1:${hello.port}`,
      nextPath: () => '/',
      cpu: [loadGenerator, server(hello)],
    });
    describe('hello-world', helloResult);
    const appResult = await measure({
      ...common,
      url: appUrl,
      nextPath: searchPaths(42, distinctSearches),
      cpu: [loadGenerator, server(app), ...pgPart],
    });
    describe('search', appResult);

    const sizes = await payloadSizes(database.db, appUrl);
    const ratio = appResult.throughput / helloResult.throughput;
    const p95 = appResult.latency.p95;
    say(
      `\nFirst browse page (GET /api/items): ${sizes.firstPage.items} items, ${kib(sizes.firstPage.bytes)}, gzip ${kib(sizes.firstPage.gzip)}`,
    );
    say(
      `Whole catalogue as one list:        ${fmt(sizes.catalogue.items)} items, ${kib(sizes.catalogue.bytes)}, gzip ${kib(sizes.catalogue.gzip)}` +
        ` (${fmt(sizes.catalogue.bytes / sizes.firstPage.bytes)} × the first page)`,
    );
    if (!sizes.serialisationMatches)
      say("  (note: the catalogue serialised here differs from the API's own bytes for the first page)");

    say(
      `\nThroughput ratio search / hello-world: ${ratio.toFixed(3)}  (target ≥ ${TARGET.ratio})  ${ratio >= TARGET.ratio ? 'PASS' : 'FAIL'}`,
    );
    say(
      `Search p95 latency: ${p95.toFixed(2)} ms  (target ≤ ${TARGET.p95Ms} ms)  ${p95 <= TARGET.p95Ms ? 'PASS' : 'FAIL'}`,
    );
    if (helloResult.cpu && appResult.cpu) {
      const projected = appResult.cpu.projectedThroughput / helloResult.cpu.projectedThroughput;
      say(`From CPU per request (what an idle machine would give): ratio ~${projected.toFixed(3)}`);
    }
    say(
      `Load average after the run: ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} (other work on the machine lowers both throughputs)`,
    );
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error('bench:search failed:', e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
