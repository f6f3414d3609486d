// Child process of bench/search.ts: the real app (buildApp) over the bench database, on a free loopback port.
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createOutboxSms } from '@/server/adapters/sms/outbox-sms';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createDb } from '@/server/db/client';
import { createCatalogueSearch, searchSnapshotFile } from '@/server/features/items/search/catalogue-search';
import { benchAppEnv } from './app-env';
import { serveUntilStopped } from './child';

const url = process.env.BENCH_CHILD_DATABASE_URL;
const dataDir = process.env.BENCH_CHILD_DATA_DIR;
if (!url || !dataDir) throw new Error('BENCH_CHILD_DATABASE_URL and BENCH_CHILD_DATA_DIR are required');

// A full garbage collection before each memory reading, so that the index's share is what stays, not garbage.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/**
 * Memory the process holds for JavaScript: the V8 heap in use plus buffers outside it (typed arrays, Buffers). Buffers
 * that died are let go by a task after the collection (the snapshot file's 400 MB, read whole): measured after it.
 */
async function heldBytes(): Promise<number> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 500));
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

const startedAt = performance.now();
// Production settings with local stand-ins (app-env.ts). The app is given the outbox mailer and SMS sender, so the
// stand-ins' addresses are never even tried; the search and the messages send neither anyway.
const config = loadConfig(benchAppEnv({ dataDir, databaseUrl: url }));
const db = createDb(url);
// The index is read once the app listens, so that its memory is measured alone (the app's own start before it).
// It starts from the snapshot the bench had the catalogue-snapshot job write (issue 28), as an app process does.
const search = createCatalogueSearch({
  db,
  log: { warn: (o, m) => console.warn(m, o) },
  autoLoadIndex: false,
  snapshotFile: searchSnapshotFile(dataDir),
});
const app = await buildApp({
  config,
  db,
  search,
  mailer: createOutboxMailer(db),
  sms: createOutboxSms(db),
  storage: createLocalStorage(path.join(dataDir, 'uploads')),
  clientDir: null,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
// The app answers from here on (searches by SQL until the index is in memory).
const listeningMs = performance.now() - startedAt;
const before = await heldBytes();
const loadStarted = performance.now();
await search.indexLoaded();
// From the start, without the memory reading's own pause before the load.
const indexReadyMs = listeningMs + (performance.now() - loadStarted);
const indexBytes = (await heldBytes()) - before;
serveUntilStopped(
  (app.server.address() as { port: number }).port,
  async () => {
    await app.close();
    await db.$client.end();
  },
  {
    listeningMs,
    indexReadyMs,
    indexBytes,
    rssBytes: process.memoryUsage().rss,
    fromSnapshot: search.indexFromSnapshot ? 1 : 0,
  },
  { stats: () => ({ ...search.stats(), rssBytes: process.memoryUsage().rss }) },
);
