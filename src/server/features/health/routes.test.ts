import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/shared/constants/categories';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createDb } from '@/server/db/client';
import { createTestApp } from '@/server/test/test-app';

describe('health', async () => {
  const { app } = await createTestApp();

  it('GET /healthz answers while the process is up', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /api/categories lists the 7 categories with emoji and description', async () => {
    const res = await app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(7);
    expect(list.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const c of list) expect(c.emoji && c.description && c.name).toBeTruthy();
    expect(list).toEqual(CATEGORIES);
  });
});

describe('readiness without a database', () => {
  it('GET /readyz answers 503 while /healthz still answers 200', async () => {
    const dataDir = path.join(os.tmpdir(), `wyp-ready-${process.pid}`);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const db = createDb('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const app = await buildApp({
      config,
      db,
      mailer: createOutboxMailer(db),
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
    });
    try {
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await db.$client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
