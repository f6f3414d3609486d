import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { liveEvents, notifications } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { newestLiveId } from '@/server/realtime/rows';
import { signedInUser } from '@/server/test/direct-session';
import { openSse } from '@/server/test/sse-client';
import { createTestApp } from '@/server/test/test-app';
import { sendRentalNotices, writeRentalNotices } from './service';
import { testDeps } from '@/server/test/test-deps';

/** Notifications on the live channel (docs/decisions/0028): written with the notice, counts after every change. */
describe('notifications on the live channel', async () => {
  const { app, db, config } = await createTestApp();
  const deps = testDeps({ db, config });
  const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });

  async function setup() {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const rental = await insertRental(db, item, renter.id, addDays(todayIso(), 3), addDays(todayIso(), 5), 'pending');
    return { owner, renter, rental };
  }
  /** The live events written for a user after `since`, as type and payload. */
  const eventsOf = async (userId: number, since: number) =>
    (
      await db
        .select({ type: liveEvents.type, payload: liveEvents.payload })
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, since)))
        .orderBy(asc(liveEvents.id))
    ).map((e) => ({ type: e.type, payload: e.payload }));

  it('a new notification reaches its recipient (notification, then the unread counts), no one else', async () => {
    const { owner, renter, rental } = await setup();
    const since = await newestLiveId(db);
    await sendRentalNotices(deps, [{ type: 'rental_requested', recipientId: owner.id, rentalId: rental.id }]);
    const [n] = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(await eventsOf(owner.id, since)).toEqual([
      { type: 'notification', payload: { notificationId: n.id } },
      { type: 'unread', payload: { notifications: 1, messages: 0 } },
    ]);
    expect(await eventsOf(renter.id, since)).toEqual([]);
  });

  it('nothing is published when the transaction that wrote the notice rolls back', async () => {
    const { owner, rental } = await setup();
    const since = await newestLiveId(db);
    await expect(
      db.transaction(async (tx) => {
        await writeRentalNotices(tx, config, [
          { type: 'rental_requested', recipientId: owner.id, rentalId: rental.id },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(owner.id, since)).toEqual([]);
  });

  it('read, read-all and delete send the new counts; a change that changes no count sends nothing', async () => {
    const { owner, rental } = await setup();
    const notice = { type: 'rental_requested' as const, recipientId: owner.id, rentalId: rental.id };
    await sendRentalNotices(deps, [notice, notice, notice]);
    const ids = (await db.select().from(notifications).where(eq(notifications.userId, owner.id))).map((n) => n.id);
    const call = (method: 'POST' | 'DELETE', url: string) =>
      app.inject({ method, url, headers: headers(owner.cookie) }).then((r) => r.statusCode);

    let since = await newestLiveId(db);
    expect(await call('POST', `/api/notifications/${ids[0]}/read`)).toBe(204);
    expect(await call('POST', `/api/notifications/${ids[0]}/read`)).toBe(204);
    expect(await call('DELETE', `/api/notifications/${ids[0]}`)).toBe(204);
    expect(await eventsOf(owner.id, since)).toEqual([{ type: 'unread', payload: { notifications: 2, messages: 0 } }]);

    since = await newestLiveId(db);
    expect(await call('DELETE', `/api/notifications/${ids[1]}`)).toBe(204);
    expect(await call('POST', '/api/notifications/read-all')).toBe(204);
    expect(await call('POST', '/api/notifications/read-all')).toBe(204);
    expect(await eventsOf(owner.id, since)).toEqual([
      { type: 'unread', payload: { notifications: 1, messages: 0 } },
      { type: 'unread', payload: { notifications: 0, messages: 0 } },
    ]);
  });

  it("someone else's notification: 404, nothing published", async () => {
    const { owner, renter, rental } = await setup();
    await sendRentalNotices(deps, [{ type: 'rental_requested', recipientId: owner.id, rentalId: rental.id }]);
    const [n] = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    const since = await newestLiveId(db);
    for (const [method, url] of [
      ['POST', `/api/notifications/${n.id}/read`],
      ['DELETE', `/api/notifications/${n.id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: headers(renter.cookie) });
      expect(res.statusCode).toBe(404);
    }
    expect(await eventsOf(owner.id, since)).toEqual([]);
    expect(await eventsOf(renter.id, since)).toEqual([]);
  });

  it('an open tab receives the notification as it is written', async () => {
    const { owner, rental } = await setup();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const conn = await openSse(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`, {
      cookie: owner.cookie,
    });
    try {
      await sendRentalNotices(deps, [{ type: 'rental_requested', recipientId: owner.id, rentalId: rental.id }]);
      const events = await conn.waitForEvents(2);
      expect(events.map((e) => e.event)).toEqual(['notification', 'unread']);
    } finally {
      conn.close();
    }
  });
});
