import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import { createStorage } from './adapters/storage/create-storage';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/embedded';
import { seedDemoData, syncAdmins } from './db/seed';
import { startJobRunner, type JobRunner } from './features/jobs/runner';
import { startDatabase } from './start-database';

/** The bundle (dist/server/server.js) serves dist/client; run from source (`npm run dev`), Vite serves the client. */
function clientDir(): string | null {
  const file = fileURLToPath(import.meta.url);
  return file.endsWith('.js') ? path.join(path.dirname(file), '..', 'client') : null;
}

async function main() {
  // A .env file in the working folder is read once, here; the environment's own values win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const say = (msg: string) => console.log(`[wypozyczalnia] ${msg}`);
  const database = await startDatabase(config, say);
  const { db } = database;
  await syncAdmins(db, config.ADMIN_EMAILS);
  const storage = createStorage(config);
  if (config.SEED_DEMO_DATA && (await seedDemoData(db, storage))) say('Seeded demo data into the empty database.');

  // The mailer logs through the app's logger, which exists once the app is built.
  const mailLog = { error: (obj: object, msg: string) => app.log.error(obj, msg) };
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, mailLog) : createOutboxMailer(db);
  const app = await buildApp({
    config,
    db,
    mailer,
    storage,
    clientDir: clientDir(),
    logger: { level: config.LOG_LEVEL },
  });

  let jobs: JobRunner | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received, shutting down ...`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    try {
      // Running jobs finish (or time out) before the database they use goes away.
      await jobs?.stop();
      await app.close();
      await database.stop();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  // The booking process's clock (expiry, starts, completion, reminders) runs once the app serves.
  jobs = await startJobRunner({ db, mailer, config }, database.url, app.log);
  say(`Ready: http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`);
  if (mailer.kind === 'outbox') say(`E-mails go to the dev outbox: http://localhost:${port}/dev/outbox`);
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof DataDirInUseError) {
    console.error(`[wypozyczalnia] ${e.message}`);
  } else {
    console.error('[wypozyczalnia] Failed to start:', e);
  }
  process.exit(1);
});
