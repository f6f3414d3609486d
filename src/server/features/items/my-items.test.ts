import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { myItemSchema, type MyItem } from '@/shared/schemas/items';
import { items, users } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from './test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const none = { pending: 0, confirmed: 0, active: 0, completed: 0, declined: 0, cancelled: 0 };

describe('GET /api/users/me/items: the owner’s own listings', async () => {
  const { app, db } = await createTestApp();
  const mine = async (cookie: string, query = '') => {
    const res = await app.inject({ url: `/api/users/me/items${query}`, headers: { cookie, 'accept-language': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyItem[]>();
  };

  const owner = await signedInUser(db);
  const renter = await insertUser(db);
  const stranger = await signedInUser(db);
  const drill = await insertItem(db, owner.id, { name: 'Wiertarka', pricePerDay: '12.34', createdAt: hoursAgo(5) });
  const ladder = await insertItem(db, owner.id, {
    name: 'Drabina',
    pricePerDay: '20.00',
    available: false,
    createdAt: hoursAgo(4),
  });
  const tent = await insertItem(db, owner.id, { name: 'Namiot', createdAt: hoursAgo(3) });
  const kayak = await insertItem(db, owner.id, { name: 'Kajak', createdAt: hoursAgo(2) });
  const strangers = await insertItem(db, stranger.id, { name: 'Rower obcego', createdAt: hoursAgo(1) });
  // The drill: two completed (3 and 2 days), one active (3 days), one confirmed (2 days), and requests that earn nothing.
  await insertRental(db, drill, renter.id, day(-20), day(-18), 'completed');
  await insertRental(db, drill, renter.id, day(-10), day(-9), 'completed');
  await insertRental(db, drill, renter.id, day(-1), day(1), 'active');
  await insertRental(db, drill, renter.id, day(5), day(6), 'confirmed');
  await insertRental(db, drill, renter.id, day(8), day(9), 'pending');
  await insertRental(db, drill, renter.id, day(8), day(12), 'pending');
  await insertRental(db, drill, renter.id, day(14), day(15), 'declined');
  await insertRental(db, drill, renter.id, day(16), day(20), 'cancelled');
  // The tent was rented once, then deleted; the kayak deleted without ever being rented.
  await insertRental(db, tent, renter.id, day(-30), day(-29), 'completed');
  await insertRental(db, strangers, renter.id, day(-30), day(-29), 'completed');
  await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, tent.id));
  await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, kayak.id));

  it('401 for a visitor', async () => {
    const res = await app.inject({ url: '/api/users/me/items', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('the caller’s live listings, newest first, unavailable ones included, as GET /api/items/{id} answers each', async () => {
    const list = await mine(owner.cookie);
    expect(list.map((i) => i.name)).toEqual(['Drabina', 'Wiertarka']);
    for (const item of list) {
      expect(myItemSchema.strict().parse(item)).toEqual(item);
      const { deleted: _deleted, rentalCounts: _counts, earnings: _earnings, ...rest } = item;
      expect(rest).toEqual((await app.inject({ url: `/api/items/${item.id}` })).json());
    }
    expect(list[0]).toMatchObject({
      id: ladder.id,
      available: false,
      deleted: false,
      rentalCounts: none,
      earnings: { earned: '0.00', upcoming: '0.00' },
    });
    // A stranger sees only their own, never the caller's.
    expect((await mine(stranger.cookie)).map((i) => i.id)).toEqual([strangers.id]);
  });

  it('counts the rentals per status; earned from completed, upcoming from confirmed and active, without the booking fee', async () => {
    const [, item] = await mine(owner.cookie);
    expect(item.id).toBe(drill.id);
    expect(item.rentalCounts).toEqual({ pending: 2, confirmed: 1, active: 1, completed: 2, declined: 1, cancelled: 1 });
    // 12.34 zł a day: completed 3 + 2 days = 61.70; active 3 days + confirmed 2 days = 61.70 as well.
    expect(item.earnings).toEqual({ earned: '61.70', upcoming: '61.70' });
  });

  it('a booking made and accepted through the API counts at once, at its subtotal', async () => {
    const booker = await signedInUser(db);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: booker.cookie },
      payload: { itemId: drill.id, startDate: day(22), endDate: day(24) },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const rental = booked.json<{ id: number; subtotal: string; totalPrice: string }>();
    expect(rental.totalPrice).not.toBe(rental.subtotal);
    expect((await mine(owner.cookie))[1].rentalCounts.pending).toBe(3);
    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/rentals/${rental.id}/accept`,
      headers: { cookie: owner.cookie },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [, item] = await mine(owner.cookie);
    expect(item.rentalCounts).toMatchObject({ pending: 2, confirmed: 2 });
    expect(item.earnings.upcoming).toBe((61.7 + Number(rental.subtotal)).toFixed(2));
  });

  it('deleted listings only with includeDeleted=true, and only those with rentals', async () => {
    for (const query of ['?includeDeleted=false', '?includeDeleted='])
      expect(
        (await mine(owner.cookie, query)).map((i) => i.name),
        query,
      ).toEqual(['Drabina', 'Wiertarka']);
    const all = await mine(owner.cookie, '?includeDeleted=true');
    expect(all.map((i) => i.name)).toEqual(['Namiot', 'Drabina', 'Wiertarka']);
    expect(all[0]).toMatchObject({
      id: tent.id,
      deleted: true,
      rentalCounts: { ...none, completed: 1 },
      earnings: { earned: '20.00', upcoming: '0.00' },
    });
    expect(all.slice(1).every((i) => !i.deleted)).toBe(true);
    expect(all.map((i) => i.id)).not.toContain(kayak.id);
  });

  it('400 for a malformed includeDeleted', async () => {
    for (const v of ['yes', '1', 'TRUE']) {
      const res = await app.inject({
        url: `/api/users/me/items?includeDeleted=${v}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, v).toBe(400);
    }
  });

  it('a deleted account’s session sees nothing (its sessions are gone)', async () => {
    const gone = await signedInUser(db);
    await insertItem(db, gone.id);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const res = await app.inject({ url: '/api/users/me/items', headers: { cookie: gone.cookie } });
    expect(res.statusCode).toBe(401);
  });
});
