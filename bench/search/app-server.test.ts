import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createTestDb } from '@/server/test/test-db';
import { benchAppEnv } from './app-env';
import { countRows, generateData } from './generate';
import { startChildServer, type ChildServer } from './servers';

/**
 * `npm run bench:search` and `npm run bench:messages` both start the app as bench/search/app-server.ts, with
 * production settings: this keeps that start working whatever production comes to require.
 */
describe('the benchmarks’ app server', async () => {
  const db = await createTestDb();
  const databaseUrl = (db.$client.options as { connectionString: string }).connectionString;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-bench-'));
  const started: ChildServer[] = [];
  afterAll(async () => {
    await Promise.allSettled(started.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a production configuration the config loader accepts', () => {
    const config = loadConfig(benchAppEnv({ dataDir, databaseUrl }));
    expect(config.isProduction).toBe(true);
    expect(config.DATABASE_URL).toBe(databaseUrl);
  });

  it('the search benchmark’s generator fills the current schema (a small catalogue, the same SQL)', async () => {
    const pool = db.$client;
    await generateData(pool, () => {}, { items: 300, rentals: 400 });
    expect(await countRows(pool)).toEqual({ items: 300, rentals: 400 });
  });

  // bench:search starts it with no extra flags, bench:messages with the Node flags of `npm start`.
  const flags = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../scripts/server-node-flags.json'), 'utf8'),
  ) as string[];
  for (const [bench, nodeFlags] of [
    ['search', []],
    ['messages', flags],
  ] as const) {
    it(`starts as bench:${bench} starts it and answers a search`, { timeout: 60_000 }, async () => {
      const server = await startChildServer('app', 'app-server.ts', {
        env: { BENCH_CHILD_DATABASE_URL: databaseUrl, BENCH_CHILD_DATA_DIR: dataDir },
        // The benchmarks run under tsx and pass its loader on; here it is named.
        nodeFlags: ['--import', 'tsx', ...nodeFlags],
      });
      started.push(server);
      // It tells when it listened and when its index was in memory (the bench prints both), and the index's size.
      expect(server.facts.indexReadyMs).toBeGreaterThanOrEqual(server.facts.listeningMs);
      expect(server.facts.indexBytes).toEqual(expect.any(Number));
      const res = await fetch(`http://127.0.0.1:${server.port}/api/items?location=krakow&limit=1`);
      expect(res.status).toBe(200);
      // The generated catalogue, searched as the benchmark searches it (a city typed without diacritics).
      const found = (await res.json()) as { location: string }[];
      expect(found.map((i) => i.location)).toEqual(found.length ? ['Kraków'] : []);
      expect(Number(res.headers.get('x-total-count'))).toBeGreaterThan(0);
      // Production's headers: the app really runs as deployed.
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
      // Its search counts, which the bench turns into the SQL share: this search was one.
      expect(await server.ask('stats')).toMatchObject({ searches: 1 });
      await server.stop();
    });
  }
});
