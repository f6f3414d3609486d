// Child process of bench/search.ts: the real app (buildApp) over the bench database, on a free loopback port.
import path from 'node:path';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createDb } from '@/server/db/client';
import { serveUntilStopped } from './child';

const url = process.env.BENCH_CHILD_DATABASE_URL;
const dataDir = process.env.BENCH_CHILD_DATA_DIR;
if (!url || !dataDir) throw new Error('BENCH_CHILD_DATABASE_URL and BENCH_CHILD_DATA_DIR are required');

// Production settings, as deployed (security headers included). SMTP_URL only satisfies the production check:
// the app is given the outbox mailer, and the search sends no mail anyway.
const config = loadConfig({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  PUBLIC_URL: 'http://127.0.0.1',
  SMTP_URL: 'smtp://127.0.0.1:25',
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'silent',
});
const db = createDb(url);
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(db),
  storage: createLocalStorage(path.join(dataDir, 'uploads')),
  clientDir: null,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
serveUntilStopped((app.server.address() as { port: number }).port, async () => {
  await app.close();
  await db.$client.end();
});
