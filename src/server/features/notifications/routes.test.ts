import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationSchema } from '@/shared/schemas/notifications';
import type { Db } from '@/server/db/client';
import { notifications } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { NOTIFICATIONS_LIST_MAX } from './queries';

/** Notifications written straight into the table, one minute apart (the last is the newest). */
async function insertNotifications(db: Db, userId: number, n: number, tag = 'n') {
  const base = Date.now() - n * 60_000;
  return db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: 'rental_requested' as const,
        title: `${tag} ${i}`,
        message: `message ${i}`,
        relatedId: i + 1,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning();
}

describe('notifications API', async () => {
  const { app, db } = await createTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
    app.inject({ method, url, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const count = async (cookie: string) => {
    const res = await call('GET', '/api/notifications/unread-count', cookie);
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body) as unknown;
  };
  const row = async (id: number) => (await db.select().from(notifications).where(eq(notifications.id, id)))[0];

  it('401 without a session on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/1/read'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications/1'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'You need to log in' });
    }
  });

  it('lists only my notifications, newest first, and counts the unread as a bare number', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    await insertNotifications(db, me.id, 3, 'mine');
    await insertNotifications(db, other.id, 2, 'theirs');
    const res = await call('GET', '/api/notifications', me.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((n: { title: string }) => n.title)).toEqual(['mine 2', 'mine 1', 'mine 0']);
    for (const n of list) expect(notificationSchema.parse(n)).toEqual(n);
    expect(list[0]).toMatchObject({
      userId: me.id,
      type: 'rental_requested',
      message: 'message 2',
      relatedId: 3,
      read: false,
    });
    expect(await count(me.cookie)).toBe(3);
    expect((await call('GET', '/api/notifications/unread-count', me.cookie)).body).toBe('3');
  });

  it(`answers at most ${NOTIFICATIONS_LIST_MAX}, the newest`, async () => {
    const me = await registerUser(app);
    await insertNotifications(db, me.id, NOTIFICATIONS_LIST_MAX + 5);
    const list = (await call('GET', '/api/notifications', me.cookie)).json();
    expect(list).toHaveLength(NOTIFICATIONS_LIST_MAX);
    expect(list[0].title).toBe(`n ${NOTIFICATIONS_LIST_MAX + 4}`);
    expect(list.at(-1).title).toBe('n 5');
    expect(await count(me.cookie)).toBe(NOTIFICATIONS_LIST_MAX + 5);
  });

  it('pages with page and limit, every page with the total and the unread count from the server; bad values 400', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const rows = await insertNotifications(db, me.id, 45);
    await insertNotifications(db, other.id, 3);
    await db.update(notifications).set({ read: true }).where(eq(notifications.id, rows[0].id));
    const titles = (res: { json: () => unknown }) => (res.json() as { title: string }[]).map((n) => n.title);

    const first = await call('GET', '/api/notifications?page=1&limit=20', me.cookie);
    expect(first.statusCode).toBe(200);
    expect(titles(first)).toEqual(Array.from({ length: 20 }, (_, i) => `n ${44 - i}`));
    expect(first.headers['x-total-count']).toBe('45');
    expect(first.headers['x-unread-count']).toBe('44');
    expect(await count(me.cookie)).toBe(44);
    const third = await call('GET', '/api/notifications?page=3&limit=20', me.cookie);
    expect(titles(third)).toEqual(['n 4', 'n 3', 'n 2', 'n 1', 'n 0']);
    expect(third.headers['x-total-count']).toBe('45');
    const past = await call('GET', '/api/notifications?page=4&limit=20', me.cookie);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('45');
    // Without page and limit: the spec's call, the newest 100 here all 45, with the same headers.
    const plain = await call('GET', '/api/notifications', me.cookie);
    expect(plain.json()).toHaveLength(45);
    expect(plain.headers['x-unread-count']).toBe('44');

    for (const q of ['page=0', 'page=-1', 'page=x', 'limit=0', `limit=${NOTIFICATIONS_LIST_MAX + 1}`, 'limit=2.5']) {
      const bad = await call('GET', `/api/notifications?${q}`, me.cookie);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json().code, q).toBe('VALIDATION_FAILED');
    }
  });

  it('marks one read, deletes one; someone else’s is 404 and stays as it was', async () => {
    const me = await registerUser(app);
    const stranger = await registerUser(app);
    const [a, b] = await insertNotifications(db, me.id, 2);
    const [theirs] = await insertNotifications(db, stranger.id, 1);

    expect((await call('POST', `/api/notifications/${theirs.id}/read`, me.cookie)).statusCode).toBe(404);
    const del = await call('DELETE', `/api/notifications/${theirs.id}`, me.cookie);
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect(await row(theirs.id)).toMatchObject({ read: false, userId: stranger.id });
    expect((await call('POST', '/api/notifications/999999/read', me.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/notifications/abc/read', me.cookie)).statusCode).toBe(400);

    const read = await call('POST', `/api/notifications/${a.id}/read`, me.cookie);
    expect(read.statusCode).toBe(204);
    expect(read.body).toBe('');
    expect((await row(a.id)).read).toBe(true);
    expect(await count(me.cookie)).toBe(1);
    // Reading it again changes nothing and is no error.
    expect((await call('POST', `/api/notifications/${a.id}/read`, me.cookie)).statusCode).toBe(204);

    const gone = await call('DELETE', `/api/notifications/${b.id}`, me.cookie);
    expect(gone.statusCode).toBe(204);
    expect(await row(b.id)).toBeUndefined();
    expect((await call('DELETE', `/api/notifications/${b.id}`, me.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/notifications', me.cookie)).json().map((n: { id: number }) => n.id)).toEqual([
      a.id,
    ]);
    expect(await count(me.cookie)).toBe(0);
    expect(await count(stranger.cookie)).toBe(1);
  });

  it('marks all of mine read, no one else’s', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    await insertNotifications(db, me.id, 4);
    await insertNotifications(db, other.id, 2);
    const res = await call('POST', '/api/notifications/read-all', me.cookie);
    expect(res.statusCode).toBe(204);
    expect(await count(me.cookie)).toBe(0);
    expect((await call('GET', '/api/notifications', me.cookie)).json().every((n: { read: boolean }) => n.read)).toBe(
      true,
    );
    expect(await count(other.cookie)).toBe(2);
  });
});
