import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { MAX_BLOCKED_RANGES } from '@/shared/domain/calendar';
import { insertItem, insertRental } from './test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';

describe('the owner’s calendar: blocked days (issue 26 §1)', async () => {
  const { app, db, clock } = await createTestApp();
  const owner = await registerUser(app);
  const renter = await registerUser(app);
  const day = (n: number) => addDays(todayIso(clock.now()), n);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const block = (itemId: number, cookie: string, blockedDates: object[]) =>
    call('PUT', `/api/items/${itemId}/blocked-dates`, cookie, { blockedDates });
  const request = (itemId: number, startDate: string, endDate: string) =>
    call('POST', '/api/rentals', renter.cookie, { itemId, startDate, endDate });

  it('the owner blocks and unblocks ranges; only the owner reads or writes them', async () => {
    const item = await insertItem(db, owner.id, { name: 'Wiertarka kalendarzowa' });
    const set = await block(item.id, owner.cookie, [
      { startDate: day(10), endDate: day(12), note: 'I need it myself' },
      { startDate: day(3), endDate: day(3) },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      blockedDates: [
        { startDate: day(3), endDate: day(3), note: '' },
        { startDate: day(10), endDate: day(12), note: 'I need it myself' },
      ],
      importedDates: [],
    });
    expect((await call('GET', `/api/items/${item.id}/blocked-dates`, owner.cookie)).json()).toEqual(set.json());
    expect((await call('GET', `/api/items/${item.id}/blocked-dates`, renter.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/items/${item.id}/blocked-dates`, null)).statusCode).toBe(401);
    expect((await block(item.id, renter.cookie, [])).statusCode).toBe(403);
    expect((await call('GET', '/api/items/999999/blocked-dates', owner.cookie)).statusCode).toBe(404);

    // Everyone sees the days as unavailable, without the note.
    const unavailable = await call('GET', `/api/items/${item.id}/unavailable-dates`, null);
    expect(unavailable.json()).toEqual({
      unavailableDates: [
        { startDate: day(3), endDate: day(3) },
        { startDate: day(10), endDate: day(12) },
      ],
    });
    expect(unavailable.body).not.toContain('myself');

    // Unblock: the set replaces the old one.
    expect(
      (await block(item.id, owner.cookie, [{ startDate: day(3), endDate: day(3) }])).json().blockedDates,
    ).toHaveLength(1);
    expect((await call('GET', `/api/items/${item.id}/unavailable-dates`, null)).json().unavailableDates).toEqual([
      { startDate: day(3), endDate: day(3) },
    ]);
  });

  it('nobody can request blocked days (400 BLOCKED); the search leaves the item out for them', async () => {
    const item = await insertItem(db, owner.id, { name: 'Namiot kalendarzowy', pricePerDay: '30.00' });
    await block(item.id, owner.cookie, [{ startDate: day(20), endDate: day(22) }]);
    const refused = await request(item.id, day(22), day(24));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BLOCKED', message: expect.stringContaining('blocked') });
    const search = async (start: string, end: string) =>
      (await call('GET', `/api/items?q=kalendarzowy&start=${start}&end=${end}`, null)).json<{ id: number }[]>();
    expect((await search(day(21), day(21))).map((i) => i.id)).not.toContain(item.id);
    expect((await search(day(25), day(26))).map((i) => i.id)).toContain(item.id);
    expect((await request(item.id, day(23), day(24))).statusCode).toBe(201);
    await block(item.id, owner.cookie, []);
    expect((await request(item.id, day(20), day(21))).statusCode).toBe(201);
    expect((await search(day(21), day(21))).map((i) => i.id)).toContain(item.id);
  });

  it('refuses to block a booked rental’s days, naming it; past ranges and too many ranges are refused', async () => {
    const item = await insertItem(db, owner.id, { pricePerDay: '20.00' });
    const booked = await insertRental(db, item, renter.id, day(5), day(7), 'confirmed');
    const refused = await block(item.id, owner.cookie, [{ startDate: day(7), endDate: day(9) }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BLOCKED_DATES_BOOKED',
      message: expect.stringContaining(`no. ${booked.id}`),
    });
    expect((await call('GET', `/api/items/${item.id}/blocked-dates`, owner.cookie)).json().blockedDates).toEqual([]);
    expect((await block(item.id, owner.cookie, [{ startDate: day(-3), endDate: day(-1) }])).statusCode).toBe(400);
    expect((await block(item.id, owner.cookie, [{ startDate: day(4), endDate: day(2) }])).statusCode).toBe(400);
    const many = Array.from({ length: MAX_BLOCKED_RANGES + 1 }, (_, i) => ({
      startDate: day(100 + i),
      endDate: day(100 + i),
    }));
    expect((await block(item.id, owner.cookie, many)).statusCode).toBe(400);
  });

  it('the listing’s rules: rental length and notice, each refused with its own code (400)', async () => {
    const made = await call('POST', '/api/items', owner.cookie, {
      name: 'Kajak z zasadami',
      description: 'Kajak dwuosobowy z wiosłami.',
      categoryId: 3,
      pricePerDay: '50',
      value: '2000',
      location: 'Kraków',
      imageUrls: [
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      ],
      minDays: 2,
      maxDays: 5,
      noticeDays: 1,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ minDays: 2, maxDays: 5, noticeDays: 1 });
    const id = made.json().id as number;
    const one = await request(id, day(3), day(3));
    expect(one.json()).toMatchObject({
      code: 'MIN_DAYS',
      message: 'Too short: this item can be rented for at least this many days: 2',
    });
    expect((await request(id, day(3), day(8))).json().code).toBe('MAX_DAYS');
    const today = await request(id, day(0), day(2));
    expect(today.statusCode).toBe(400);
    expect(today.json()).toMatchObject({
      code: 'NOTICE',
      message: expect.stringContaining('days before the start: 1'),
    });
    expect((await request(id, day(1), day(2))).statusCode).toBe(201);
    // An edit keeps the rules consistent: the longest not under the shortest.
    const bad = await call('PUT', `/api/items/${id}`, owner.cookie, { maxDays: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ maxDays: expect.any(String) });
    expect(
      (await call('PUT', `/api/items/${id}`, owner.cookie, { minDays: 1, maxDays: 1, noticeDays: 2 })).json(),
    ).toMatchObject({
      minDays: 1,
      maxDays: 1,
      noticeDays: 2,
    });
    expect((await call('PUT', `/api/items/${id}`, owner.cookie, { noticeDays: 3 })).statusCode).toBe(400);
  });
});
