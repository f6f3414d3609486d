import path from 'node:path';
import type pg from 'pg';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createDb } from '@/server/db/client';
import { createCatalogueSearch } from '@/server/features/items/search/catalogue-search';
import { quantile } from './load';

interface Captured {
  text: string;
  values: unknown[];
}

/**
 * Records every statement the pool runs into the list `target()` gives at that moment, so the search's own SQL can
 * be explained exactly as the app sent it.
 */
function recordQueries(pool: pg.Pool, target: () => Captured[]) {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    values?: unknown,
    cb?: unknown,
  ) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const vals = (Array.isArray(values) ? values : (config as { values?: unknown[] }).values) ?? [];
    target().push({ text, values: vals });
    return original(config, values, cb);
  };
}

/**
 * Diagnosis (`--explain`): the app in this process answers `samples` searches one at a time through inject(), its
 * index never loaded, so every search takes the SQL path (what answers while an index loads, and the typo-tolerant
 * match always); prints their latency without concurrency, then EXPLAIN (ANALYZE, BUFFERS) of the statements of the
 * median and the slowest search.
 */
export async function explainSearches(
  url: string,
  dataDir: string,
  nextPath: () => string,
  samples: number,
  log: (m: string) => void,
  pgCpu: (() => number) | null,
) {
  const db = createDb(url);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    config,
    db,
    search: createCatalogueSearch({ db, log: { warn: () => {} }, autoLoadIndex: false }),
    mailer: createOutboxMailer(db),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    clientDir: null,
  });
  const runs: { path: string; ms: number; statements: Captured[]; total: string }[] = [];
  let statements: Captured[] = [];
  recordQueries(db.$client, () => statements);
  try {
    // Warm the JIT and the connections first, as the measured run of the benchmark does.
    for (let i = 0; i < 100; i++) await app.inject({ method: 'GET', url: nextPath() });
    const cpu0 = process.cpuUsage();
    const pg0 = pgCpu?.() ?? 0;
    for (let i = 0; i < samples; i++) {
      statements = [];
      const p = nextPath();
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: p });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${p} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      runs.push({ path: p, ms, statements, total: String(res.headers['x-total-count']) });
    }
    const cpu = process.cpuUsage(cpu0);
    const nodeUs = (cpu.user + cpu.system) / samples;
    const pgUs = pgCpu ? ((pgCpu() - pg0) * 1000) / samples : NaN;
    statements = []; // the EXPLAINs below are not recorded into a run's list
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    log(
      `One search at a time (${samples} searches, inject, no network): p50 ${quantile(sorted, 0.5).toFixed(2)} ms, ` +
        `p95 ${quantile(sorted, 0.95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms; ` +
        `${(runs.reduce((s, r) => s + r.statements.length, 0) / runs.length).toFixed(2)} statements per search; ` +
        `CPU per search: Node (app + inject) ${nodeUs.toFixed(0)} µs, PostgreSQL ${Number.isNaN(pgUs) ? 'n/a' : `${pgUs.toFixed(0)} µs`}`,
    );
    const byTime = [...runs].sort((a, b) => a.ms - b.ms);
    for (const [label, run] of [
      ['median', byTime[Math.floor(byTime.length / 2)]],
      ['slowest', byTime.at(-1)!],
    ] as const) {
      log(
        `\n--- ${label} search: ${decodeURIComponent(run.path)} (${run.ms.toFixed(2)} ms, X-Total-Count ${run.total}) ---`,
      );
      for (const s of run.statements) {
        const plan = await db.$client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
        log(`${s.text}\n-- params: ${JSON.stringify(s.values)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      }
    }
  } finally {
    await app.close();
    await db.$client.end();
  }
}
