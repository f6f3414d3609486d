// npm run bench:pages [-- --runs n | --skip-lighthouse | --skip-load | --skip-build | --profile dir | ...]: the page-speed benchmark of
// issue 22 §4 (see bench/README.md). It talks to the built app over HTTP only.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchAppEnv } from './search/app-env';
import { buildInto, startBuiltApp } from './pages/built-app';
import { CATEGORIES, PAGE_TARGETS, runLighthouse, type PageFigures } from './pages/lighthouse';
import { measureThroughput, type LoadRow } from './pages/throughput';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    compressed: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    port: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    profile: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const bounded = (name: string, v: string | undefined, min: number, max: number) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};
const runs = bounded('runs', args.runs, 1, 20);
const connections = bounded('connections', args.connections, 1, 1000);
const seconds = bounded('duration', args.duration, 1, 300);
const warmupSeconds = bounded('warmup', args.warmup, 0, 60);
/** 0: free ports from the system; n: the app on n, Chrome's debugging port on n + 1. */
const basePort = bounded('port', args.port, 0, 65534);
const dataDir = path.resolve(args['data-dir'] ?? path.join(import.meta.dirname, '..', '.data-bench-pages'));
// Its own build folder by default, so that a run never replaces the dist/ someone is serving or testing.
const distDir = path.resolve(process.env.DIST_DIR ?? path.join(os.tmpdir(), 'wypozyczalnia-bench-pages', 'dist'));

const say = (msg: string) => console.log(msg);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const mark = (ok: boolean) => (ok ? '  ' : ' ✗');
const pad = (cells: string[], widths: number[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' ');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
const port = async (offset: number) => (basePort ? basePort + offset : freePort());

/** Counts the values that miss their target while it prints them. */
function printPages(pages: { path: string; figures: PageFigures }[]): number {
  const widths = [22, 6, 6, 6, 6, 10, 12, 8, 10];
  const t = PAGE_TARGETS;
  say(pad(['page', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS', 'JS bytes'], widths));
  say(
    pad(
      [
        'target',
        ...CATEGORIES.map((c) => (t.scores[c] === 100 ? '100' : `≥${t.scores[c]}`)),
        `≤${fmt(t.lcpMs / 1000, 1)} s`,
        `≤${t.tbtMs} ms`,
        `≤${t.cls}`,
        '',
      ],
      widths,
    ),
  );
  let misses = 0;
  const cell = (text: string, ok: boolean) => {
    if (!ok) misses++;
    return text + mark(ok);
  };
  for (const { path: p, figures: f } of pages) {
    say(
      pad(
        [
          p,
          ...CATEGORIES.map((c) => cell(String(f.scores[c]), f.scores[c] >= t.scores[c])),
          cell(`${fmt(f.lcpMs / 1000, 2)} s`, f.lcpMs <= t.lcpMs),
          cell(`${fmt(f.tbtMs)} ms`, f.tbtMs <= t.tbtMs),
          cell(fmt(f.cls, 3), f.cls <= t.cls),
          fmt(f.jsBytes),
        ],
        widths,
      ),
    );
  }
  for (const { path: p, figures: f } of pages) if (f.failing.length) say(`  ${p} fails: ${f.failing.join(', ')}`);
  for (const w of new Set(pages.flatMap((p) => p.figures.warnings))) say(`  Lighthouse warning: ${w}`);
  return misses;
}

/** Counts the values that miss their target while it prints them. */
function printLoad(rows: LoadRow[]): number {
  const [http, fastify] = rows;
  const widths = [34, 9, 8, 8, 8, 11, 11, 26];
  say(pad(['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '÷ Node http', '÷ Fastify', 'target'], widths));
  let misses = 0;
  for (const { name, result: r, target } of rows) {
    const ratio = r.throughput / http.result.throughput;
    const okRatio = !target || ratio >= target.ratio;
    const okP95 = !target?.p95Ms || r.latency.p95 <= target.p95Ms;
    if (!okRatio) misses++;
    if (!okP95) misses++;
    const goal = target ? `≥ ${target.ratio}${target.p95Ms ? `, p95 ≤ ${target.p95Ms} ms` : ''}` : '';
    say(
      pad(
        [
          name,
          fmt(r.throughput),
          r.latency.p50.toFixed(2),
          r.latency.p95.toFixed(2) + mark(okP95),
          r.latency.p99.toFixed(2),
          ratio.toFixed(3) + mark(okRatio),
          (r.throughput / fastify.result.throughput).toFixed(3),
          goal,
        ],
        widths,
      ),
    );
    if (r.cpu && r.requests === 0) {
      const parts = r.cpu.perRequestUs.map((p) => `${p.name} ${fmt(p.us / 1000)} ms`).join(', ');
      say(`${''.padEnd(widths[0])} no answer within the run; CPU used meanwhile: ${parts}`);
    } else if (r.cpu) {
      const parts = r.cpu.perRequestUs.map((p) => `${p.name} ${fmt(p.us)} µs`).join(', ');
      say(`${''.padEnd(widths[0])} CPU per request: ${parts} (idle machine: ~${fmt(r.cpu.projectedThroughput)} req/s)`);
    }
  }
  return misses;
}

async function lighthousePart(track: (stop: () => Promise<void>) => void): Promise<number> {
  // The demo catalogue, new each run: the same pages every time.
  const demoDir = path.join(dataDir, 'demo');
  fs.rmSync(demoDir, { recursive: true, force: true });
  const appPort = await port(0);
  say(`\nStarting the built app with its demo data (production settings) on port ${appPort} ...`);
  const app = await startBuiltApp({
    distDir,
    port: appPort,
    env: {
      // No DATABASE_URL: the app's own embedded PostgreSQL in DATA_DIR, seeded with the demo data as `npm start` is.
      ...benchAppEnv({ dataDir: demoDir, databaseUrl: '' }),
      SEED_DEMO_DATA: 'true',
      ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      LOG_LEVEL: 'warn',
    },
    log: say,
  });
  track(app.stop);
  const first = await fetch(`${app.url}/api/items?limit=1`);
  const [item] = (await first.json()) as { id: number }[];
  if (first.status !== 200 || !item) throw new Error(`GET /api/items answered ${first.status} with no demo item`);
  const paths = ['/', '/?lang=en', '/przegladaj', '/browse', `/przedmiot/${item.id}`, `/item/${item.id}`];
  say(`Lighthouse ${runs === 1 ? '(1 run of each page)' : `(${runs} runs of each page, the median shown)`} ...`);
  const figures = await runLighthouse({
    urls: paths.map((p) => app.url + p),
    runs,
    chromePath: args.chrome,
    chromePort: basePort ? basePort + 1 : undefined,
    log: say,
  });
  await app.stop();
  say('\nLighthouse, mobile (default configuration), median of each figure:');
  return printPages(paths.map((p, i) => ({ path: p, figures: figures[i] })));
}

async function main() {
  const stoppers: (() => Promise<void>)[] = [];
  const track = (stop: () => Promise<void>) => void stoppers.push(stop);
  const cleanup = async () => {
    // Last started, first stopped: the app before the database it uses.
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => {});
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  const started = performance.now();
  try {
    say(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ` +
        `Node ${process.version}, load average ${loadAverage()}`,
    );
    fs.mkdirSync(dataDir, { recursive: true });
    // The folder ignores itself, so its gigabyte of data never shows up in git.
    fs.writeFileSync(path.join(dataDir, '.gitignore'), '*\n');
    if (!args['skip-build']) buildInto(distDir, say);
    let misses = 0;
    const failed: string[] = [];
    if (!args['skip-lighthouse']) misses += await lighthousePart(track);
    if (!args['skip-load']) {
      const rows = await measureThroughput({
        dataDir,
        externalDatabaseUrl: process.env.BENCH_DATABASE_URL || undefined,
        fresh: args.fresh,
        distDir,
        port: await port(2),
        connections,
        seconds,
        warmupSeconds,
        compressed: args.compressed,
        profileDir: args.profile ? path.resolve(args.profile) : undefined,
        track,
        log: say,
      });
      say('\nThroughput against the bare hello-world of the same run (targets judged on the Node http one):');
      misses += printLoad(rows);
      // Printed first, so that a run that failed still shows what it measured.
      for (const { name, result: r } of rows) {
        if (r.non2xx || r.errors || r.timeouts)
          failed.push(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} time-outs (10 s)`);
      }
    }
    say(
      `\n${misses ? `FAIL: ${misses} figure(s) miss their target (marked ✗)` : 'PASS: every figure meets its target'}. ` +
        `Run time ${fmt((performance.now() - started) / 1000)} s; load average after ${loadAverage()}.`,
    );
    if (failed.length) throw new Error(failed.join('; '));
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error('bench:pages failed:', e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
