import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { rentals } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('rental lists: pages, status filter and counts per tab', async () => {
  const { app, db } = await createTestApp();
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const ids = (res: { json: () => unknown }) => (res.json() as { id: number }[]).map((r) => r.id);

  // Me as an owner of one item with 25 rentals (each on its own days, newest last), and as the renter of 3 others'.
  const me = await registerUser(app);
  const item = await insertItem(db, me.id);
  const statuses: RentalStatus[] = ['pending', 'confirmed', 'declined', 'completed', 'cancelled'];
  const incoming: number[] = [];
  for (let i = 0; i < 25; i++) {
    const renter = await insertUser(db);
    incoming.push((await insertRental(db, item, renter.id, day(2 * i + 1), day(2 * i + 1), statuses[i % 5])).id);
  }
  const stranger = await insertUser(db);
  const theirs = await insertItem(db, stranger.id);
  const outgoing = [
    (await insertRental(db, theirs, me.id, day(60), day(61), 'pending')).id,
    (await insertRental(db, theirs, me.id, day(70), day(71), 'active')).id,
    (await insertRental(db, theirs, me.id, day(80), day(81), 'completed')).id,
  ];
  const newestFirst = (list: number[]) => [...list].reverse();

  it('without page or limit: the whole list, as the spec calls it, with its total', async () => {
    const all = await get('/api/rentals/incoming', me.cookie);
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(newestFirst(incoming));
    expect(all.headers['x-total-count']).toBe('25');
    for (const url of ['/api/rentals/outgoing', '/api/rentals/user']) {
      const res = await get(url, me.cookie);
      expect(ids(res), url).toEqual(newestFirst(outgoing));
      expect(res.headers['x-total-count'], url).toBe('3');
    }
  });

  it('pages of limit rentals, newest first, with the total of the whole list; past the end an empty page', async () => {
    const expected = newestFirst(incoming);
    const first = await get('/api/rentals/incoming?page=1&limit=10', me.cookie);
    expect(ids(first)).toEqual(expected.slice(0, 10));
    expect(first.headers['x-total-count']).toBe('25');
    const third = await get('/api/rentals/incoming?page=3&limit=10', me.cookie);
    expect(ids(third)).toEqual(expected.slice(20));
    expect(third.headers['x-total-count']).toBe('25');
    const past = await get('/api/rentals/incoming?page=4&limit=10', me.cookie);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('25');
    const out = await get('/api/rentals/outgoing?limit=2&page=2', me.cookie);
    expect(ids(out)).toEqual([outgoing[0]]);
    expect(out.headers['x-total-count']).toBe('3');
  });

  it('filters by one or several statuses (comma-separated), the total counting the filtered list', async () => {
    const pending = await get('/api/rentals/incoming?status=pending&limit=2', me.cookie);
    expect(pending.headers['x-total-count']).toBe('5');
    expect(pending.json<{ status: string }[]>().map((r) => r.status)).toEqual(['pending', 'pending']);
    const booked = await get('/api/rentals/outgoing?status=confirmed,active,completed', me.cookie);
    expect(ids(booked)).toEqual([outgoing[2], outgoing[1]]);
    expect(booked.headers['x-total-count']).toBe('2');
  });

  it('counts my rentals per status on each side; another user sees only theirs', async () => {
    const res = await get('/api/rentals/counts', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      incoming: { total: 25, pending: 5, confirmed: 5, declined: 5, active: 0, completed: 5, cancelled: 5 },
      outgoing: { total: 3, pending: 1, confirmed: 0, declined: 0, active: 1, completed: 1, cancelled: 0 },
      toDo: { respond: 5, pay: 0, confirmReturn: 0 },
    });
    const other = await registerUser(app);
    const none = { total: 0, pending: 0, confirmed: 0, declined: 0, active: 0, completed: 0, cancelled: 0 };
    expect((await get('/api/rentals/counts', other.cookie)).json()).toEqual({
      incoming: none,
      outgoing: none,
      toDo: { respond: 0, pay: 0, confirmReturn: 0 },
    });
    expect((await get('/api/rentals/incoming?limit=10', other.cookie)).json()).toEqual([]);
  });

  it('counts what waits for me (issue 19 §2): rentals to pay as the renter, returns to confirm as the owner', async () => {
    const user = await registerUser(app);
    const someone = await insertUser(db);
    const mine = await insertItem(db, user.id);
    const others = await insertItem(db, someone.id);
    await insertRental(db, others, user.id, day(5), day(6), 'confirmed'); // unpaid: to pay
    const paid = await insertRental(db, others, user.id, day(8), day(9), 'confirmed');
    await db.update(rentals).set({ paymentStatus: 'paid' }).where(eq(rentals.id, paid.id));
    await insertRental(db, mine, someone.id, day(-3), day(0), 'active'); // ends today: the return to confirm
    await insertRental(db, mine, someone.id, day(1), day(3), 'active'); // not over yet
    await insertRental(db, mine, someone.id, day(10), day(11), 'pending'); // to answer
    expect((await get('/api/rentals/counts', user.cookie)).json().toDo).toEqual({
      respond: 1,
      pay: 1,
      confirmReturn: 1,
    });
  });

  it('401 logged out; 400 for a bad page, limit or status', async () => {
    for (const url of ['/api/rentals/counts', '/api/rentals/incoming?limit=5', '/api/rentals/outgoing'])
      expect((await get(url)).statusCode, url).toBe(401);
    for (const q of ['page=0', 'limit=0', 'limit=101', 'limit=x', 'status=paid', 'status=pending,nope', 'status=,']) {
      const res = await get(`/api/rentals/incoming?${q}`, me.cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe('VALIDATION_FAILED');
    }
  });
});
