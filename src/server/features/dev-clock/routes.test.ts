import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { buildApp } from '@/server/app';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { rentals, users } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { startDevClock } from './dev-clock';
import { createTestApp, registerUser } from '@/server/test/test-app';

const HOUR = 3_600_000;
/** The requests come from this machine, as a developer's do (the outbox's guard, features/outbox/local-request.ts). */
const LOCAL = { host: 'localhost:3000', 'accept-language': 'en' };

describe('dev clock', async () => {
  const ctx = await createTestApp();
  const { app, db } = ctx;
  const read = async () => {
    const res = await app.inject({ url: '/api/dev/clock', headers: LOCAL });
    expect(res.statusCode).toBe(200);
    return new Date(res.json<{ now: string }>().now).getTime();
  };
  const advance = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/dev/clock', payload, headers: { ...LOCAL, ...headers } });

  it('GET answers the app’s now, the wall clock until it is moved', async () => {
    const before = Date.now();
    const now = await read();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThan(before + 60_000);
  });

  it('moves forward by a duration, and every reader of the clock sees it', async () => {
    const before = await read();
    const res = await advance({ advanceBy: 'PT2H' });
    expect(res.statusCode).toBe(200);
    const answered = new Date(res.json<{ now: string }>().now).getTime();
    expect(answered - before).toBeGreaterThanOrEqual(2 * HOUR);
    expect(answered - before).toBeLessThan(2 * HOUR + 60_000);
    expect(await read()).toBeGreaterThanOrEqual(answered);
    expect(ctx.clock.now().getTime()).toBeGreaterThanOrEqual(answered);
  });

  it('moves forward to a date-time with its offset', async () => {
    const target = new Date((await read()) + 5 * 24 * HOUR);
    // The same instant written in Warsaw's winter offset.
    const at = new Date(target.getTime() + HOUR).toISOString().replace('Z', '+01:00');
    const res = await advance({ at });
    expect(res.statusCode).toBe(200);
    expect(Math.abs(new Date(res.json<{ now: string }>().now).getTime() - target.getTime())).toBeLessThan(60_000);
  });

  it('never goes back: a past time, now itself or a zero duration is a 409 that moves nothing', async () => {
    const before = await read();
    for (const payload of [
      { at: new Date(before - HOUR).toISOString() },
      { at: new Date(before).toISOString() },
      { advanceBy: 'PT0S' },
      { advanceBy: 'P0D' },
    ]) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toEqual({
        code: 'CLOCK_NOT_FORWARD',
        message: 'The clock only moves forward: give a later time or a positive duration',
      });
    }
    const pl = await advance({ advanceBy: 'PT0S' }, { 'accept-language': 'pl' });
    expect(pl.json().message).toBe('Zegar można przesunąć tylko do przodu: podaj późniejszy moment lub dodatni okres');
    expect((await read()) - before).toBeLessThan(60_000);
  });

  it('refuses bad bodies with 400 and the field’s message', async () => {
    const cases: [object, string, string][] = [
      [{ advanceBy: '-PT1H' }, 'advanceBy', 'Give an ISO 8601 duration, e.g. PT49H or P2D'],
      [{ advanceBy: '49h' }, 'advanceBy', 'Give an ISO 8601 duration, e.g. PT49H or P2D'],
      [{ advanceBy: 49 }, 'advanceBy', 'Give an ISO 8601 duration, e.g. PT49H or P2D'],
      [{ at: '2030-01-01' }, 'at', 'Give an ISO 8601 date-time with its offset, e.g. 2026-12-01T10:00:00+01:00'],
      [{ at: 'tomorrow' }, 'at', 'Give an ISO 8601 date-time with its offset, e.g. 2026-12-01T10:00:00+01:00'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fields?.[field], JSON.stringify(payload)).toBe(message);
    }
    for (const payload of [{}, { advanceBy: 'PT1H', at: '2099-01-01T00:00:00Z' }]) {
      const res = await advance(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json())).toContain('Give exactly one of advanceBy and at');
    }
  });

  it('is guarded like the dev outbox: another machine gets 403, an administrator’s session is let in', async () => {
    const remote = { remoteAddress: '203.0.113.5', headers: { host: 'rent.example.com', 'accept-language': 'en' } };
    const user = await registerUser(app);
    const admin = await registerUser(app);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    for (const method of ['GET', 'POST'] as const) {
      const as = (cookie?: string) =>
        app.inject({
          method,
          url: '/api/dev/clock',
          remoteAddress: remote.remoteAddress,
          headers: { ...remote.headers, ...(cookie ? { cookie } : {}) },
          ...(method === 'POST' ? { payload: { advanceBy: 'PT1M' } } : {}),
        });
      const stranger = await as();
      expect(stranger.statusCode, method).toBe(403);
      expect(stranger.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
      expect((await as(user.cookie)).statusCode, method).toBe(403);
      expect((await as(admin.cookie)).statusCode, method).toBe(200);
    }
  });

  it('runs what became due before it answers: a pending request is declined as expired after PT49H', async () => {
    const owner = await insertUser(db);
    const item = await insertItem(db, owner.id);
    const renter = await registerUser(app);
    const startDate = addDays(todayIso(ctx.clock.now()), 10);
    const made = await app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: renter.cookie },
      payload: { itemId: item.id, startDate, endDate: addDays(startDate, 1) },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json<{ id: number }>().id;

    expect((await advance({ advanceBy: 'PT47H' })).statusCode).toBe(200);
    const [waiting] = await db.select().from(rentals).where(eq(rentals.id, id));
    expect(waiting.status).toBe('pending');

    expect((await advance({ advanceBy: 'PT2H' })).statusCode).toBe(200);
    const [expired] = await db.select().from(rentals).where(eq(rentals.id, id));
    expect(expired).toMatchObject({ status: 'declined', statusReason: 'expired' });
  });

  it('keeps its offset in the database: a second app and a new clock on it see the same time', async () => {
    await advance({ advanceBy: 'P3D' });
    const now = await read();
    const other = await startDevClock(db);
    try {
      expect(Math.abs(other.now().getTime() - now)).toBeLessThan(60_000);
      // An advance in one process reaches the other (LISTEN/NOTIFY) without a restart.
      await advance({ advanceBy: 'P1D' });
      await expect.poll(() => other.now().getTime() - now, { timeout: 5_000 }).toBeGreaterThanOrEqual(24 * HOUR);
    } finally {
      await other.stop();
    }
    // A restart: a new app on the same database starts where the clock was.
    const restarted = await buildApp({
      config: ctx.config,
      db,
      mailer: createOutboxMailer(db),
      storage: createLocalStorage(ctx.dataDir),
    });
    try {
      const res = await restarted.inject({ url: '/api/dev/clock', headers: LOCAL });
      expect(new Date(res.json<{ now: string }>().now).getTime() - now).toBeGreaterThanOrEqual(24 * HOUR);
    } finally {
      await restarted.close();
    }
  });

  it('is the clock of the rules: a session idle for more than 7 days of app time ends', async () => {
    const user = await registerUser(app);
    const me = () => app.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect((await me()).statusCode).toBe(200);
    await advance({ advanceBy: 'P6D' });
    expect((await me()).statusCode).toBe(200);
    await advance({ advanceBy: 'P7DT1H' });
    expect((await me()).statusCode).toBe(401);
  });
});

describe('dev clock in production', async () => {
  const { app } = await createTestApp({
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://localhost:2525',
    PUBLIC_URL: 'https://rent.example.com',
  });

  it('does not exist: GET and POST answer 404', async () => {
    const get = await app.inject({ url: '/api/dev/clock', headers: { host: 'localhost:3000' } });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('NOT_FOUND');
    const post = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { host: 'localhost:3000' },
      payload: { advanceBy: 'PT49H' },
    });
    expect(post.statusCode).toBe(404);
  });
});
