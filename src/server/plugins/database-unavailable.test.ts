import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createDb } from '@/server/db/client';
import { freePort } from '@/server/db/embedded';
import { isDatabaseUnavailable } from '@/server/lib/database-unavailable';
import { createTestDb } from '@/server/test/test-db';

/** A TCP relay in front of the test PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function cuttableRelay(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const cut = async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  await open();
  return { port, cut, restore: open };
}

describe('while the database is away', async () => {
  const real = new URL((await createTestDb()).$client.options.connectionString!);
  const relay = await cuttableRelay({ host: real.hostname, port: Number(real.port) });
  const viaRelay = new URL(real);
  viaRelay.port = String(relay.port);
  const db = createDb(viaRelay.toString(), 3);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wyp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    config,
    db,
    mailer: createOutboxMailer(db),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    clientDir: null,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.$client.end();
    await relay.cut();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('requests get 503 SERVICE_UNAVAILABLE in the request language, /readyz says unavailable, and all recover', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
    await relay.cut();

    const pl = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(pl.statusCode).toBe(503);
    expect(pl.headers['retry-after']).toBe('5');
    expect(pl.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za kilka sekund',
    });
    const en = await app.inject({ method: 'GET', url: '/api/items?q=wiertarka', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is briefly unavailable. Please try again in a few seconds',
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    // Back: the pool connects again on the next query, nothing to restart.
    await relay.restore();
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200);
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells a database that is away from a query that failed', async () => {
    const refused = await new pg.Client({ connectionString: `postgres://u:p@127.0.0.1:${await freePort()}/x` })
      .connect()
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // Drizzle wraps pg's error in `cause`.
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: refused }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('the database system is in recovery mode'), { code: '57P03' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
