import path from 'node:path';
import { seededRandom } from '@/shared/lib/seeded-random';
import { benchAppEnv } from '../search/app-env';
import { postgresCpu, type CpuPart } from '../search/cpu';
import { openBenchDatabase } from '../search/database';
import { measure, type LoadResult } from '../search/load';
import { startChildServer, type ChildServer } from '../search/servers';
import { startBuiltApp } from './built-app';

/** Issue 22 §4: throughput as a share of the bare hello-world's, measured in the same run. */
export const LOAD_TARGETS = { itemApi: 0.4, pageUncached: 0.02, pageUncachedP95Ms: 50, pageRepeated: 0.3 };
export const REPEATED_ITEMS = 500;

export interface LoadRow {
  name: string;
  result: LoadResult;
  target?: { ratio: number; p95Ms?: number };
}

export interface ThroughputOptions {
  dataDir: string;
  externalDatabaseUrl?: string;
  fresh: boolean;
  distDir: string;
  port: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Send a browser's Accept and Accept-Encoding headers (compressed answers) instead of none. */
  compressed: boolean;
  /** A V8 CPU profile of the app (over the whole load part), written into this folder. */
  profileDir?: string;
  /** Registers what must be stopped at the end, on an error and on Ctrl-C. */
  track: (stop: () => Promise<void>) => void;
  log: (m: string) => void;
}

const randomFrom = (ids: readonly number[], seed: number) => {
  const r = seededRandom(seed);
  return () => ids[Math.floor(r() * ids.length)];
};

/** A GET that must answer 200; its body. */
async function get(url: string, headers: Record<string, string>): Promise<string> {
  // fetch asks for gzip and brotli by itself: say what autocannon says (nothing: identity), so that a warmed page is
  // the one the measured run asks for (the page cache keeps a page per encoding).
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

/**
 * A warm cache is one that has seen each page once: every page is asked for once (10 at a time) before the repeating
 * run, for at most WARM_LIMIT_MS (the first answers may be slow).
 */
const WARM_LIMIT_MS = 120_000;
async function warm(
  ids: number[],
  url: (id: number) => string,
  headers: Record<string, string>,
  log: (m: string) => void,
) {
  const started = performance.now();
  const queue = [...ids];
  let done = 0;
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined && performance.now() - started < WARM_LIMIT_MS; id = queue.shift()) {
      await get(url(id), headers);
      done++;
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  log(`  (warmed ${done} of ${ids.length} pages once in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

/**
 * The bare hello-worlds (Node http, as bench:search measures it, and Fastify), `GET /api/items/{id}` and the item
 * page's HTML on the built app over bench:search's 100,000-item catalogue, one after the other, with autocannon.
 */
export async function measureThroughput(opts: ThroughputOptions): Promise<LoadRow[]> {
  const { log } = opts;
  const catalogueDir = path.join(opts.dataDir, 'catalogue');
  const started = performance.now();
  const database = await openBenchDatabase({
    dataDir: catalogueDir,
    externalUrl: opts.externalDatabaseUrl,
    fresh: opts.fresh,
    log,
  });
  opts.track(database.stop);
  log(`The catalogue was ready in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const { rows } = await database.db.$client.query<{ id: number }>('SELECT id FROM items ORDER BY id');
  const ids = rows.map((r) => r.id);

  const hello = await startChildServer('hello-world', 'hello-server.ts');
  opts.track(hello.stop);
  const fastify = await startChildServer('Fastify hello-world', '../pages/fastify-hello-server.ts');
  opts.track(fastify.stop);
  log('Starting the built app over the catalogue (it reads the catalogue into its search index first) ...');
  const appStarted = performance.now();
  const app = await startBuiltApp({
    distDir: opts.distDir,
    port: opts.port,
    env: {
      ...benchAppEnv({ dataDir: path.join(opts.dataDir, 'app'), databaseUrl: database.url }),
      PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
      LOG_LEVEL: 'warn',
    },
    log,
    profileDir: opts.profileDir,
  });
  opts.track(app.stop);
  log(`App ready in ${((performance.now() - appStarted) / 1000).toFixed(0)} s.`);

  const headers: Record<string, string> = opts.compressed
    ? { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' }
    : {};
  // Every answer measured must be a 200: a probe of a few items first, and what the page holds.
  const probeId = randomFrom(ids, 99);
  const times = { api: [] as number[], page: [] as number[] };
  for (let i = 0; i < 20; i++) {
    const id = probeId();
    for (const [kind, url] of [
      ['api', `${app.url}/api/items/${id}`],
      ['page', `${app.url}/przedmiot/${id}`],
    ] as const) {
      const t = performance.now();
      await get(url, {});
      times[kind].push(performance.now() - t);
    }
  }
  const med = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)].toFixed(1);
  log(
    `One request at a time, 20 random items: GET /api/items/{id} median ${med(times.api)} ms, ` +
      `/przedmiot/{id} median ${med(times.page)} ms.`,
  );
  const sampleId = probeId();
  const item = JSON.parse(await get(`${app.url}/api/items/${sampleId}`, {})) as { name: string };
  const html = await get(`${app.url}/przedmiot/${sampleId}`, {});
  log(
    `Item page /przedmiot/${sampleId}: ${html.length.toLocaleString('en')} characters of HTML; ` +
      (html.includes(item.name) ? "the item's name is in it (server-rendered)." : "the item's name is not in it."),
  );

  const loadGenerator: CpuPart = {
    name: 'autocannon',
    singleThreaded: true,
    read: () => (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  };
  const child = (s: ChildServer): CpuPart => ({ name: 'server', singleThreaded: true, read: s.cpuMs });
  const appPart: CpuPart = { name: 'app', singleThreaded: true, read: app.cpuMs };
  const pgCpu = opts.externalDatabaseUrl ? null : postgresCpu(path.join(catalogueDir, 'postgres', 'data'));
  const pgPart: CpuPart[] = pgCpu ? [{ name: 'PostgreSQL', singleThreaded: false, read: pgCpu }] : [];
  const common = { connections: opts.connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds };
  const onApp = { ...common, url: app.url, headers, cpu: [loadGenerator, appPart, ...pgPart] };

  log(
    `\nautocannon: ${opts.connections} connections, ${opts.warmupSeconds} s warm-up then ${opts.seconds} s measured, ` +
      `one after the other; ${opts.compressed ? "a browser's Accept-Encoding (compressed answers)" : 'no Accept-Encoding (uncompressed answers)'}`,
  );
  const out: LoadRow[] = [];
  // Requests autocannon gave up on are still being answered: the next run starts once the app and PostgreSQL are
  // idle again (at most a minute), so that it does not pay for this one's backlog.
  const settle = async () => {
    const busy = async () => {
      const before = [app.cpuMs(), pgCpu?.() ?? 0];
      await new Promise((r) => setTimeout(r, 500));
      return app.cpuMs() - before[0] > 100 || (pgCpu?.() ?? 0) - before[1] > 100;
    };
    const waitUntil = Date.now() + 60_000;
    while (Date.now() < waitUntil && (await busy()));
  };
  const run = async (name: string, load: () => Promise<LoadResult>, target?: LoadRow['target']) => {
    log(`  ${name} ...`);
    out.push({ name, result: await load(), target });
    await settle();
  };
  await run('hello-world, Node http', () =>
    measure({
      ...common,
      url: `http://127.0.0.1:${hello.port}`,
      nextPath: () => '/',
      cpu: [loadGenerator, child(hello)],
    }),
  );
  await run('hello-world, Fastify', () =>
    measure({
      ...common,
      url: `http://127.0.0.1:${fastify.port}`,
      nextPath: () => '/',
      cpu: [loadGenerator, child(fastify)],
    }),
  );
  const apiId = randomFrom(ids, 3);
  await run('GET /api/items/{id}, random', () => measure({ ...onApp, nextPath: () => `/api/items/${apiId()}` }), {
    ratio: LOAD_TARGETS.itemApi,
  });
  const pageId = randomFrom(ids, 7);
  await run(
    `/przedmiot/{id}, random of ${ids.length.toLocaleString('en')}`,
    () => measure({ ...onApp, nextPath: () => `/przedmiot/${pageId()}` }),
    { ratio: LOAD_TARGETS.pageUncached, p95Ms: LOAD_TARGETS.pageUncachedP95Ms },
  );
  const pick = randomFrom(ids, 11);
  const repeated = new Set<number>();
  while (repeated.size < Math.min(REPEATED_ITEMS, ids.length)) repeated.add(pick());
  const repeatedId = randomFrom([...repeated], 13);
  await warm([...repeated], (id) => `${app.url}/przedmiot/${id}`, headers, log);
  await run(
    `/przedmiot/{id}, ${REPEATED_ITEMS} repeating`,
    () => measure({ ...onApp, nextPath: () => `/przedmiot/${repeatedId()}` }),
    { ratio: LOAD_TARGETS.pageRepeated },
  );
  return out;
}
