import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import { createDocumentStorage } from './adapters/documents/create-document-storage';
import { createPaymentProvider } from './adapters/payments/create-provider';
import { createSmsSender } from './adapters/sms/create-sms-sender';
import { createStorage } from './adapters/storage/create-storage';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { seedDemoData, syncAdmins } from './seed/seed';
import { JOBS } from './job-registry';
import { startJobRunner, type JobRunner } from './jobs/runner';
import { systemClock, type Clock } from './lib/clock';
import { composeDeps } from './process/compose';
import { isDatabaseUnavailable } from './lib/database-unavailable';
import { startDevClock, type DevClock } from './features/dev-clock/public';
import { startDatabase } from './start-database';
import { startFailureMessage } from './start-failure';
import type { PageRenderer } from '@/shared/page-renderer';

/** The bundle (dist/server/server.js) serves dist/client; run from source (`npm run dev`), Vite serves the client. */
function clientDir(): string | null {
  const file = fileURLToPath(import.meta.url);
  return file.endsWith('.js') ? path.join(path.dirname(file), '..', 'client') : null;
}

/**
 * The client's server renderer, bundled beside the server (dist/server/render-page.js, scripts/build-server.mjs):
 * loaded by path, as the server never imports client code. From source there is none (Vite serves the pages).
 */
async function pageRenderer(): Promise<PageRenderer | null> {
  const file = fileURLToPath(import.meta.url);
  if (!file.endsWith('.js')) return null;
  return (await import(pathToFileURL(path.join(path.dirname(file), 'render-page.js')).href)) as PageRenderer;
}

async function main() {
  // A .env file in the working folder is read once, here; the environment's own values win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const say = (msg: string) => console.log(`[wypozyczalnia] ${msg}`);
  let closing = false;
  const database = await startDatabase(config, say, {
    // Ctrl+C in a terminal reaches PostgreSQL as well as the app: its stopping then is no news.
    onDown: (reason) => closing || say(reason),
    onUp: () => say('PostgreSQL is running again.'),
  });
  const { db } = database;
  // The one clock of this process (docs/decisions/0054): app, job runner and seed read the same.
  const devClock: DevClock | undefined = config.isProduction ? undefined : await startDevClock(db);
  const clock: Clock = devClock ?? systemClock;
  let app: App | undefined;
  let jobs: JobRunner | undefined;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received, shutting down ...`);
    // Each step is bounded (jobs 4 s, PostgreSQL's fast shutdown 5 s); this is the last resort, and even then the
    // database is stopped and its lock released before the process ends.
    const timer = setTimeout(() => {
      say('Shutdown is taking too long; stopping the database now.');
      void database.stop().finally(() => process.exit(1));
    }, 8_000);
    let failed = false;
    const step = async (what: string, run: () => Promise<void> | undefined) => {
      try {
        await run();
      } catch (e) {
        // The database going away first (Ctrl+C reached it too) is expected, not a failure to report.
        if (isDatabaseUnavailable(e)) return;
        failed = true;
        say(`Could not ${what} cleanly: ${(e as Error).message}`);
      }
    };
    // Running jobs finish (or time out) before the database they use goes away.
    await step('stop the job queue', () => jobs?.stop());
    await step('close the server', () => app?.close());
    await step('stop the dev clock', () => devClock?.stop());
    await step('stop the database', () => database.stop());
    clearTimeout(timer);
    process.exit(failed ? 1 : 0);
  };
  // From here on (seeding can take a while) Ctrl+C stops PostgreSQL and removes its lock.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await syncAdmins(db, config.ADMIN_EMAILS);
    const storage = createStorage(config);
    const documents = createDocumentStorage(config);
    if (
      config.SEED_DEMO_DATA &&
      (await seedDemoData(db, storage, clock.now(), { testPayments: !config.stripe, documents }))
    )
      say('Seeded demo data into the empty database.');

    // The mailer logs through the app's logger, which exists once the app is built.
    const mailLog = { error: (obj: object, msg: string) => app?.log.error(obj, msg) };
    const mailer = config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, mailLog)
      : createOutboxMailer(db);
    const payments = createPaymentProvider(config, db, { now: () => clock.now() });
    const sms = createSmsSender(config, db);
    app = await buildApp({
      config,
      db,
      mailer,
      storage,
      payments,
      sms,
      documents,
      clock,
      clientDir: clientDir(),
      pageRenderer: await pageRenderer(),
      logger: { level: config.LOG_LEVEL },
    });

    await app.listen({ port: config.PORT, host: config.HOST });
    const port = (app.server.address() as { port: number }).port;
    // The registered jobs (job-registry.ts: the booking process's clock, the deliveries' drain, ...) run once the app serves.
    jobs = await startJobRunner(
      composeDeps({ db, mailer, config, payments, sms, documents, clock, search: app.catalogueSearch }),
      database.url,
      app.log,
      JOBS,
    );
    say(`Ready: http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`);
    if (mailer.kind === 'outbox') say(`E-mails go to the dev outbox: http://localhost:${port}/dev/outbox`);
    if (sms.kind === 'outbox') say(`SMS go to the dev outbox: http://localhost:${port}/dev/outbox`);
    // Under npm start's supervisor (scripts/supervise.mjs): it serves, so a later exit is a crash worth a restart. The
    // channel must not keep the process alive on its own.
    if (process.send) {
      process.send({ type: 'ready' });
      process.channel?.unref();
    }
  } catch (e) {
    // A failed start (the port is taken, ...) leaves no PostgreSQL running and no lock behind.
    closing = true;
    await jobs?.stop().catch(() => {});
    await app?.close().catch(() => {});
    await database.stop().catch(() => {});
    throw e;
  }
}

/** scripts/supervise.mjs START_FAILED_EXIT_CODE: a start that cannot work as configured is not retried (EX_CONFIG). */
const START_FAILED_EXIT_CODE = 78;

main().catch((e: unknown) => {
  // One sentence with the fix, never a stack trace (start-failure.ts). process.exit also stops a started PostgreSQL.
  console.error(`[wypozyczalnia] ${startFailureMessage(e)}`);
  process.exit(START_FAILED_EXIT_CODE);
});
