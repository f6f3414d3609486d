// Child process of bench/search.ts: the real app (buildApp) over the bench database, on a free loopback port.
import path from 'node:path';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createOutboxSms } from '@/server/adapters/sms/outbox-sms';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createDb } from '@/server/db/client';
import { benchAppEnv } from './app-env';
import { serveUntilStopped } from './child';

const url = process.env.BENCH_CHILD_DATABASE_URL;
const dataDir = process.env.BENCH_CHILD_DATA_DIR;
if (!url || !dataDir) throw new Error('BENCH_CHILD_DATABASE_URL and BENCH_CHILD_DATA_DIR are required');

// Production settings with local stand-ins (app-env.ts). The app is given the outbox mailer and SMS sender, so the
// stand-ins' addresses are never even tried; the search and the messages send neither anyway.
const config = loadConfig(benchAppEnv({ dataDir, databaseUrl: url }));
const db = createDb(url);
const app = await buildApp({
  config,
  db,
  mailer: createOutboxMailer(db),
  sms: createOutboxSms(db),
  storage: createLocalStorage(path.join(dataDir, 'uploads')),
  clientDir: null,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
serveUntilStopped((app.server.address() as { port: number }).port, async () => {
  await app.close();
  await db.$client.end();
});
