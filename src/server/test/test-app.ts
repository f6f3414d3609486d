import type { PageRenderer } from '@/shared/page-renderer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createOutboxSms } from '@/server/adapters/sms/outbox-sms';
import { createPaymentProvider } from '@/server/adapters/payments/create-provider';
import type { PaymentProvider } from '@/server/adapters/payments/provider';
import { isTestProvider, type TestPaymentProvider } from '@/server/adapters/payments/test-provider';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp, type App } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { outbox } from '@/server/db/tables';
import { createCatalogueSearch, type CatalogueSearch } from '@/server/features/items/search/catalogue-search';
import { systemClock, type Clock } from '@/server/lib/clock';
import { startDevClock } from '@/server/features/dev-clock/public';
import { createTestDb } from './test-db';
import { testDeps } from './test-deps';

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  dataDir: string;
  /** The app's catalogue search (its version source as asked). */
  search: CatalogueSearch;
  /** The app's payment provider, as the configuration picks it (the test provider unless Stripe's keys are given). */
  payments: PaymentProvider;
  /** The same when it is the built-in test provider (tests pay and sign events with it), else null. */
  testPayments: TestPaymentProvider | null;
  /**
   * The app's clock: the dev clock on this test's database (move it with POST /api/dev/clock, as a developer does),
   * or the wall clock under NODE_ENV=production. Tests read `now` from it, not from `new Date()`.
   */
  clock: Clock;
  /**
   * The app's parts composed as the app composes them (process/compose.ts: the rental process and the outboxes), for
   * tests that call a service, a job or the process directly.
   */
  deps: ReturnType<typeof testDeps>;
}

/**
 * The real app on a fresh real database, for `app.inject()`. `beforeReady` may add routes (e.g. one that throws);
 * `clientDir` serves a built client from there.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    beforeReady?: (app: App) => void | Promise<void>;
    clientDir?: string;
    /** Pages rendered on the server (features/pages): the client's renderer from source (test/page-renderer.ts). */
    pageRenderer?: PageRenderer;
    catalogueVersion?: 'listen' | 'read';
    /** The live stream's heartbeat (and session re-check) interval. */
    liveHeartbeatMs?: number;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    FORM_RATE_LIMIT_PER_HOUR: '100000',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Tests of production behaviour (NODE_ENV=production) pay with the test provider too; Stripe has no network here.
    ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    // Required in production; the tests' SMS go to the outbox whatever the config says (the app is given its sender).
    SMSAPI_TOKEN: 'test-token-never-used',
    KYC_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
    // Production requires the company (issue 27 §1); the other tests see the demo's, as `npm start` does.
    ...(env.NODE_ENV === 'production' ? TEST_COMPANY : {}),
    ...env,
  });
  const db = await createTestDb();
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const devClock = config.isProduction ? undefined : await startDevClock(db);
  const clock = devClock ?? systemClock;
  const payments = createPaymentProvider(config, db, { now: () => clock.now() });
  // Tests write to the database directly and search at once: each search reads the catalogue version (unless asked).
  const search = createCatalogueSearch({ db, log: { warn: () => {} }, version: opts.catalogueVersion ?? 'read' });
  const app = await buildApp({
    config,
    db,
    mailer: createOutboxMailer(db),
    sms: createOutboxSms(db),
    storage,
    payments,
    clock,
    clientDir: opts.clientDir ?? null,
    pageRenderer: opts.pageRenderer ?? null,
    search,
    liveHeartbeatMs: opts.liveHeartbeatMs,
  });
  await opts.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await devClock?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    app,
    db,
    config,
    dataDir,
    search,
    payments,
    testPayments: isTestProvider(payments) ? payments : null,
    clock,
    deps: testDeps({ db, config, payments, clock, sms: createOutboxSms(db) }),
  };
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const sid = list.find((c): c is string => typeof c === 'string' && c.startsWith('sid='));
  if (!sid) throw new Error('no session cookie in response');
  return sid.split(';')[0];
}

/** A company as COMPANY_* give it (a valid NIP), for tests of a configured company and of production. */
export const TEST_COMPANY = {
  COMPANY_NAME: 'Wypożyczalnia Testowa sp. z o.o.',
  COMPANY_ADDRESS: 'ul. Marszałkowska 10; 00-590 Warszawa',
  COMPANY_NIP: '526-025-02-74',
  COMPANY_KRS: '0000123456',
  COMPANY_PHONE: '+48 22 500 60 70',
  COMPANY_EMAIL: 'kontakt@wypozyczalnia-testowa.pl',
} as const;

let counter = 0;
/** Meets the spec's rules and is not on the common-password list (which refuses e.g. 'Haslo123!'). */
export const VALID_PASSWORD = 'Kajak7Rower!';

/** Registers a new user through the API and returns its id and session cookie. */
export async function registerUser(app: App, overrides: Record<string, string> = {}) {
  counter++;
  const body = {
    email: `user${counter}-${Date.now()}@example.com`,
    password: VALID_PASSWORD,
    firstName: 'Jan',
    lastName: 'Kowalski',
    mobileNumber: '+48 600100200',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().user.id as number, cookie: sessionCookie(res), email: body.email, password: body.password };
}

/** Logs in through the API; returns the response (cookie via sessionCookie). */
export function login(
  app: App,
  email: string,
  password: string,
  opts: { cookie?: string; lang?: string; remoteAddress?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: opts.remoteAddress,
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });
}

/** The newest e-mail in the outbox to this address, if any. */
export async function latestEmailTo(db: Db, to: string) {
  const [m] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return m;
}

/** The token of the newest link to `path` (e.g. '/weryfikacja-email') e-mailed to an address. */
export async function linkTokenTo(db: Db, to: string, path = '/weryfikacja-email'): Promise<string> {
  const mail = await latestEmailTo(db, to);
  const m = mail && new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link e-mailed to ${to}`);
  return decodeURIComponent(m[1]);
}

/** Opens the newest verification link e-mailed to an address. */
export function verifyEmailOf(app: App, db: Db, to: string) {
  return linkTokenTo(db, to).then((token) =>
    app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } }),
  );
}
