import { inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '@/server/adapters/mail/outbox-mailer';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { buildApp, type App } from '@/server/app';
import { createDb } from '@/server/db/client';
import { liveEvents, notifications } from '@/server/db/tables';
import { createCatalogueSearch } from '@/server/features/items/search/catalogue-search';
import { signedInUser } from '@/server/test/direct-session';
import { openSse, type SseConnection } from '@/server/test/sse-client';
import { createTestApp } from '@/server/test/test-app';
import { MAX_STREAMS_PER_USER, SESSION_SWEEP_MS } from './hub';
import { publishLive } from './publish';

/** The last event of a stream the server ends on purpose. */
const REPLACED = { id: undefined, event: 'closed', data: JSON.stringify({ reason: 'replaced' }) };
const SESSION_ENDED = { id: undefined, event: 'closed', data: JSON.stringify({ reason: 'session_ended' }) };

const HEARTBEAT_MS = 150;

/** The base URL of an app listening on a free loopback port. */
async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

const opened: SseConnection[] = [];
async function stream(base: string, opts: Parameters<typeof openSse>[1]) {
  const conn = await openSse(base, opts);
  opened.push(conn);
  return conn;
}
afterAll(() => opened.forEach((c) => c.close()));

/** Waits long enough for a notification to have crossed PostgreSQL and the hub (what must not arrive has not). */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('GET /api/events, the live channel', async () => {
  const ctx = await createTestApp({}, { liveHeartbeatMs: HEARTBEAT_MS });
  const { db } = ctx;
  const base = await listening(ctx.app);
  const ping = (userId: number, conversationId: number) =>
    db.transaction((tx) => publishLive(tx, [{ userId, type: 'conversation', payload: { conversationId } }]));

  it('refuses a visitor with 401 and the error body', async () => {
    const conn = await stream(base, {});
    expect(conn.status).toBe(401);
    expect(JSON.parse(conn.body)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('is documented in the OpenAPI document as a text/event-stream, its errors as JSON', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    const op = doc.paths['/api/events'].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
    expect(Object.keys(op.responses.default.content)).toEqual(['application/json']);
  });

  it('streams with the headers a proxy and a browser need, a retry hint and heartbeats', async () => {
    const user = await signedInUser(db);
    const conn = await stream(base, { cookie: user.cookie });
    expect(conn.status).toBe(200);
    expect(conn.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(conn.headers['cache-control']).toBe('no-store');
    expect(conn.headers['x-accel-buffering']).toBe('no');
    expect(conn.headers['content-encoding']).toBeUndefined();
    expect(conn.headers['content-security-policy']).toContain("default-src 'self'");
    await conn.waitForComments(2);
    expect(conn.retry).toBe(3000);
  });

  it('delivers a committed event with its id, type and payload, and nothing of a rolled-back one', async () => {
    const user = await signedInUser(db);
    const conn = await stream(base, { cookie: user.cookie });
    await expect(
      db.transaction(async (tx) => {
        await publishLive(tx, [{ userId: user.id, type: 'conversation', payload: { conversationId: 666 } }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const [id] = await db.transaction((tx) =>
      publishLive(tx, [
        { userId: user.id, type: 'message', payload: { conversationId: 7, messageId: 70, senderId: 3 } },
      ]),
    );
    const [event] = await conn.waitForEvents(1);
    await settle();
    expect(conn.events.map((e) => ({ ...e, data: JSON.parse(e.data) as unknown }))).toEqual([
      { id: String(id), event: 'message', data: { conversationId: 7, messageId: 70, senderId: 3 } },
    ]);
    expect(event.id).toBe(String(id));
  });

  it("never sends a user someone else's events, and sends each tab of a user each event", async () => {
    const [a, b] = [await signedInUser(db), await signedInUser(db)];
    const aTab1 = await stream(base, { cookie: a.cookie });
    const aTab2 = await stream(base, { cookie: a.cookie });
    const bTab = await stream(base, { cookie: b.cookie });
    await ping(a.id, 1);
    await ping(b.id, 2);
    await Promise.all([aTab1.waitForEvents(1), aTab2.waitForEvents(1), bTab.waitForEvents(1)]);
    await settle();
    for (const tab of [aTab1, aTab2])
      expect(tab.events.map((e) => JSON.parse(e.data))).toEqual([{ conversationId: 1 }]);
    expect(bTab.events.map((e) => JSON.parse(e.data))).toEqual([{ conversationId: 2 }]);
  });

  it('replays exactly what a reconnecting client missed (Last-Event-ID header or ?lastEventId=), then goes live', async () => {
    const [user, other] = [await signedInUser(db), await signedInUser(db)];
    const first = await stream(base, { cookie: user.cookie });
    await ping(user.id, 1);
    const [seen] = await first.waitForEvents(1);
    first.close();
    await first.ended;
    await ping(user.id, 2);
    await ping(other.id, 99);
    await ping(user.id, 3);

    const again = await stream(base, { cookie: user.cookie, lastEventId: seen.id });
    await again.waitForEvents(2);
    await ping(user.id, 4);
    await again.waitForEvents(3);
    await settle();
    expect(again.events.map((e) => JSON.parse(e.data))).toEqual([
      { conversationId: 2 },
      { conversationId: 3 },
      { conversationId: 4 },
    ]);
    const ids = again.events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));

    const byQuery = await stream(base, { cookie: user.cookie, path: `/api/events?lastEventId=${seen.id}` });
    await byQuery.waitForEvents(3);
    await settle();
    expect(byQuery.events.map((e) => e.id)).toEqual(again.events.map((e) => e.id));
  });

  it('refuses a malformed Last-Event-ID with 400, and takes an id beyond every row for a fresh start', async () => {
    const user = await signedInUser(db);
    for (const bad of ['abc', '-1', '1.5', '9'.repeat(30)]) {
      const conn = await stream(base, { cookie: user.cookie, lastEventId: bad });
      expect(conn.status, bad).toBe(400);
      expect(JSON.parse(conn.body), bad).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const conn = await stream(base, { cookie: user.cookie, lastEventId: 9_000_000_000 });
    await ping(user.id, 5);
    await conn.waitForEvents(1);
    expect(JSON.parse(conn.events[0].data)).toEqual({ conversationId: 5 });
  });

  const post = (url: string, cookie: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://localhost:3000' } });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per account: a 12th closes the oldest two`, async () => {
    const user = await signedInUser(db);
    const conns: SseConnection[] = [];
    for (let i = 0; i < 12; i++) conns.push(await stream(base, { cookie: user.cookie }));
    expect(conns.every((c) => c.status === 200)).toBe(true);
    await Promise.all([conns[0].ended, conns[1].ended]);
    const endedNow = conns.map(() => false);
    conns.forEach((c, i) => void c.ended.then(() => (endedNow[i] = true)));
    await ping(user.id, 12);
    await Promise.all(conns.slice(2).map((c) => c.waitForEvents(1)));
    await settle();
    expect(endedNow).toEqual([true, true, ...Array<boolean>(10).fill(false)]);
    // The two replaced are told why (their tab waits to be looked at before it reconnects); the others got the event.
    expect(conns.slice(0, 2).map((c) => c.events)).toEqual([[REPLACED], [REPLACED]]);
    expect(conns.slice(2).map((c) => c.events.map((e) => e.event))).toEqual(Array(10).fill(['conversation']));
  });

  it('ends a stream within seconds of its logout, and sends it nothing committed after the logout', async () => {
    const user = await signedInUser(db);
    const other = await signedInUser(db);
    // A second session of the same account (another browser) keeps its stream.
    const second = await signedInUser(db);
    await db.execute(sql`UPDATE sessions SET user_id = ${user.id} WHERE user_id = ${second.id}`);
    const conn = await stream(base, { cookie: user.cookie });
    const kept = await stream(base, { cookie: second.cookie });
    const bystander = await stream(base, { cookie: other.cookie });
    const started = Date.now();
    expect((await post('/api/logout', user.cookie)).statusCode).toBe(200);
    await ping(user.id, 1);
    await ping(other.id, 2);
    await conn.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    await kept.waitForEvents(1);
    await bystander.waitForEvents(1);
    await settle();
    // Only why it ended: nothing committed after the logout.
    expect(conn.events).toEqual([SESSION_ENDED]);
    expect(kept.events.map((e) => JSON.parse(e.data))).toEqual([{ conversationId: 1 }]);
  });

  it('ends the streams of the other sessions at "log out other devices", not the one asking', async () => {
    const user = await signedInUser(db);
    const second = await signedInUser(db);
    await db.execute(sql`UPDATE sessions SET user_id = ${user.id} WHERE user_id = ${second.id}`);
    const mine = await stream(base, { cookie: user.cookie });
    const elsewhere = await stream(base, { cookie: second.cookie });
    expect((await post('/api/sessions/logout-others', user.cookie)).statusCode).toBe(200);
    await ping(user.id, 3);
    await elsewhere.ended;
    await mine.waitForEvents(1);
    expect(elsewhere.events).toEqual([SESSION_ENDED]);
  });

  it(`ends the stream of a session that expired, within ${SESSION_SWEEP_MS / 1000} s, without any notice`, async () => {
    const user = await signedInUser(db);
    const conn = await stream(base, { cookie: user.cookie });
    await db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`);
    const started = Date.now();
    await conn.ended;
    expect(Date.now() - started).toBeLessThan(SESSION_SWEEP_MS + 1_500);
  });

  it('loses nothing when the LISTEN connection drops: the listener reconnects and reads what committed meanwhile', async () => {
    const user = await signedInUser(db);
    const conn = await stream(base, { cookie: user.cookie });
    const dropped = await db.execute(
      sql`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN live_events'`,
    );
    expect(dropped.rows.length).toBeGreaterThan(0);
    await ping(user.id, 11);
    await ping(user.id, 12);
    await conn.waitForEvents(2, 10_000);
    expect(conn.events.map((e) => JSON.parse(e.data))).toEqual([{ conversationId: 11 }, { conversationId: 12 }]);
  });

  describe('two app processes on one database', async () => {
    // A second app as another process would have it: its own pool, its own listener.
    const url = (db.$client.options as pg.PoolConfig).connectionString!;
    const db2 = createDb(url, 3);
    const app2 = await buildApp({
      config: ctx.config,
      db: db2,
      mailer: createOutboxMailer(db2),
      storage: createLocalStorage(`${ctx.dataDir}/uploads`),
      search: createCatalogueSearch({ db: db2, log: { warn: () => {} }, version: 'read' }),
    });
    const base2 = await listening(app2);
    afterAll(async () => {
      await app2.close();
      await db2.$client.end();
    });

    it('delivers a change made through one app to a stream of the other', async () => {
      const user = await signedInUser(db);
      await db
        .insert(notifications)
        .values({ userId: user.id, type: 'rental_requested', title: 'T', message: 'M', relatedId: null });
      const onSecond = await stream(base2, { cookie: user.cookie });
      const onFirst = await stream(base, { cookie: user.cookie });
      // A call of the first app that publishes: the unread counts after marking everything read.
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: { cookie: user.cookie, origin: 'http://localhost:3000' },
      });
      expect(res.statusCode).toBe(204);
      for (const conn of [onSecond, onFirst]) {
        await conn.waitForEvents(1);
        expect(conn.events[0]).toMatchObject({ event: 'unread' });
        expect(JSON.parse(conn.events[0].data)).toEqual({ notifications: 0, messages: 0 });
      }
      expect(onSecond.events[0].id).toBe(onFirst.events[0].id);
    });

    it(`keeps at most ${MAX_STREAMS_PER_USER} streams per account across both apps: the oldest end, wherever they are`, async () => {
      const user = await signedInUser(db);
      const first: SseConnection[] = [];
      for (let i = 0; i < 6; i++) first.push(await stream(base, { cookie: user.cookie }));
      // Their open notices have gone round before the second app's streams open.
      await settle();
      const second: SseConnection[] = [];
      for (let i = 0; i < 6; i++) second.push(await stream(base2, { cookie: user.cookie }));
      await Promise.all([first[0].ended, first[1].ended]);
      const all = [...first, ...second];
      const endedNow = all.map(() => false);
      all.forEach((c, i) => void c.ended.then(() => (endedNow[i] = true)));
      await ping(user.id, 6);
      await Promise.all(all.slice(2).map((c) => c.waitForEvents(1)));
      await settle();
      expect(endedNow).toEqual([true, true, ...Array<boolean>(10).fill(false)]);
      expect(all.slice(0, 2).map((c) => c.events)).toEqual([[REPLACED], [REPLACED]]);
      expect(all.slice(2).map((c) => c.events.map((e) => e.event))).toEqual(Array(10).fill(['conversation']));
      // Closing one on the second app frees a place on both: a new stream on the first ends nothing.
      second[5].close();
      await settle();
      const another = await stream(base, { cookie: user.cookie });
      await settle();
      expect(endedNow).toEqual([true, true, ...Array<boolean>(9).fill(false), true]);
      await ping(user.id, 7);
      await another.waitForEvents(1);
    });

    it('ends a stream on the other app within seconds of a logout through this one', async () => {
      const user = await signedInUser(db);
      const onSecond = await stream(base2, { cookie: user.cookie });
      const started = Date.now();
      expect((await post('/api/logout', user.cookie)).statusCode).toBe(200);
      await ping(user.id, 9);
      await onSecond.ended;
      expect(Date.now() - started).toBeLessThan(2_000);
      await settle();
      expect(onSecond.events).toEqual([SESSION_ENDED]);
    });

    it('closes promptly with streams open', async () => {
      const user = await signedInUser(db);
      const extra = await buildApp({
        config: ctx.config,
        db: db2,
        mailer: createOutboxMailer(db2),
        storage: createLocalStorage(`${ctx.dataDir}/uploads`),
        search: createCatalogueSearch({ db: db2, log: { warn: () => {} }, version: 'read' }),
      });
      const conn = await stream(await listening(extra), { cookie: user.cookie });
      const started = Date.now();
      await extra.close();
      await conn.ended;
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  it('hands out ids in commit order: a second publisher waits for the first to commit', async () => {
    const user = await signedInUser(db);
    const conn = await stream(base, { cookie: user.cookie });
    const order: string[] = [];
    let published!: () => void;
    const firstPublished = new Promise<void>((r) => (published = r));
    const first = db.transaction(async (tx) => {
      const [id] = await publishLive(tx, [{ userId: user.id, type: 'conversation', payload: { conversationId: 1 } }]);
      published();
      await new Promise((r) => setTimeout(r, 400));
      order.push('first commits');
      return id;
    });
    await firstPublished;
    const second = db.transaction(async (tx) => {
      const [id] = await publishLive(tx, [{ userId: user.id, type: 'conversation', payload: { conversationId: 2 } }]);
      order.push('second published');
      return id;
    });
    const [a, b] = await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second published']);
    expect(b).toBeGreaterThan(a);
    await conn.waitForEvents(2);
    expect(conn.events.map((e) => Number(e.id))).toEqual([a, b]);
  });

  it('keeps every row it publishes in live_events, for the replay', async () => {
    const user = await signedInUser(db);
    const ids = await db.transaction((tx) =>
      publishLive(tx, [
        { userId: user.id, type: 'unread', payload: { notifications: 1, messages: 2 } },
        { userId: user.id, type: 'notification', payload: { notificationId: 5 } },
      ]),
    );
    const rows = await db.select().from(liveEvents).where(inArray(liveEvents.id, ids));
    expect(rows.map((r) => r.type).sort()).toEqual(['notification', 'unread']);
  });
});
