import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '@/shared/constants/listing';
import { addDays, todayIso } from '@/shared/domain/dates';
import { rentalSchema } from '@/shared/schemas/rentals';
import { rateLimitHits, rentals, users } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
const display = (iso: string) => iso.split('-').reverse().join('/');

describe('POST /api/rentals', async () => {
  const { app, db } = await createTestApp();
  const renter = await registerUser(app);
  // One renter sends more requests here than the per-user limit allows in 10 minutes (limits/user-limits.test.ts tests it).
  beforeEach(async () => {
    await db.delete(rateLimitHits).where(like(rateLimitHits.key, `bookingRequests:user:${renter.id}:%`));
  });
  const post = (payload: object, opts: { cookie?: string | null; lang?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/rentals',
      payload,
      headers: {
        'accept-language': opts.lang ?? 'en',
        ...(opts.cookie === null ? {} : { cookie: opts.cookie ?? renter.cookie }),
      },
    });
  const newItem = async (overrides: Parameters<typeof insertItem>[2] = {}) =>
    insertItem(db, (await insertUser(db)).id, overrides);

  it('creates a pending, unpaid rental priced on the server: 3 days x 49.99 = 149.97 + 15.00 fee = 164.97', async () => {
    const item = await newItem({ pricePerDay: '49.99', damageDeposit: '200.00' });
    const res = await post({
      itemId: item.id,
      startDate: day(3),
      endDate: day(5),
      // Whatever a client claims is ignored.
      totalPrice: '1.00',
      bookingFee: '0.00',
      subtotal: '0.01',
      damageDeposit: 0,
      days: 1,
      ownerId: renter.id,
      renterId: 999,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(rentalSchema.shape).sort());
    expect(body).toMatchObject({
      itemId: item.id,
      renterId: renter.id,
      ownerId: item.ownerId,
      startDate: day(3),
      endDate: day(5),
      days: 3,
      subtotal: '149.97',
      bookingFee: '15.00',
      totalPrice: '164.97',
      damageDeposit: '200.00',
      insuranceAccepted: false,
      status: 'pending',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
    });
    const [row] = await db.select().from(rentals).where(eq(rentals.id, body.id));
    expect(row).toMatchObject({
      renterId: renter.id,
      ownerId: item.ownerId,
      totalPrice: '164.97',
      pricePerDay: '49.99',
      status: 'pending',
    });
  });

  it('counts both ends: a one-day rental is one day; takes the Polish day of an ISO timestamp', async () => {
    const item = await newItem({ pricePerDay: '10.00' });
    expect((await post({ itemId: item.id, startDate: day(1), endDate: day(1) })).json()).toMatchObject({
      days: 1,
      subtotal: '10.00',
      bookingFee: '1.00',
      totalPrice: '11.00',
    });
    // 23:30 UTC is already the next day in Warsaw; noon UTC is the same day.
    const res = await post({ itemId: item.id, startDate: `${day(6)}T23:30:00.000Z`, endDate: `${day(8)}T12:00:00Z` });
    expect(res.json()).toMatchObject({ startDate: day(7), endDate: day(8), days: 2 });
  });

  it('401 without a session, before validation', async () => {
    const res = await post({}, { cookie: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('400 for missing or malformed dates and an end before the start', async () => {
    const item = await newItem();
    const missing = await post({ itemId: item.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ startDate: 'Select both dates', endDate: 'Select both dates' });
    expect((await post({ itemId: item.id, startDate: '2026-02-30', endDate: day(3) })).json().fields).toHaveProperty(
      'startDate',
    );
    const reversed = await post({ itemId: item.id, startDate: day(5), endDate: day(4) });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { endDate: 'The end date cannot be before the start date' },
    });
    const pl = await post({ itemId: item.id, startDate: day(5), endDate: day(4) }, { lang: 'pl' });
    expect(pl.json().fields.endDate).toBe('Data końca nie może być wcześniejsza niż data początku');
    for (const itemId of ['x', -1, 0, 1.5])
      expect((await post({ itemId, startDate: day(1), endDate: day(2) })).statusCode, String(itemId)).toBe(400);
  });

  it('400 PAST_DATES for a start before today (Poland’s calendar); today itself is fine', async () => {
    const item = await newItem();
    const res = await post({ itemId: item.id, startDate: day(-1), endDate: day(2) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAST_DATES', message: 'Dates cannot be before today' });
    expect((await post({ itemId: item.id, startDate: day(-3), endDate: day(-2) })).json().code).toBe('PAST_DATES');
    expect((await post({ itemId: item.id, startDate: day(0), endDate: day(0) })).statusCode).toBe(201);
  });

  it(`limits a rental to ${BOOKING_LIMITS.maxDays} days starting at most ${BOOKING_LIMITS.maxDaysAhead} days ahead`, async () => {
    const item = await newItem();
    const max = BOOKING_LIMITS.maxDays;
    expect((await post({ itemId: item.id, startDate: day(1), endDate: day(max) })).json()).toMatchObject({ days: max });
    const long = await post({ itemId: item.id, startDate: day(1), endDate: day(max + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ endDate: `A rental can last at most ${max} days` });
    const ahead = BOOKING_LIMITS.maxDaysAhead;
    expect((await post({ itemId: item.id, startDate: day(ahead), endDate: day(ahead) })).statusCode).toBe(201);
    const far = await post({ itemId: item.id, startDate: day(ahead + 1), endDate: day(ahead + 2) }, { lang: 'pl' });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual({ startDate: `Rezerwacja może zaczynać się najpóźniej za ${ahead} dni` });
  });

  it('404 for an unknown item or one whose owner deleted the account', async () => {
    expect((await post({ itemId: 999999, startDate: day(1), endDate: day(2) })).statusCode).toBe(404);
    const owner = await insertUser(db);
    const item = await insertItem(db, owner.id);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    expect((await post({ itemId: item.id, startDate: day(1), endDate: day(2) })).json().code).toBe('NOT_FOUND');
  });

  it('409 OWN_ITEM for the renter’s own item ("this is your item")', async () => {
    const mine = await insertItem(db, renter.id);
    const res = await post({ itemId: mine.id, startDate: day(1), endDate: day(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'OWN_ITEM', message: 'This is your item: you cannot rent it' });
    // Polish in its own words only (issue 9 §2: no English tail).
    expect((await post({ itemId: mine.id, startDate: day(1), endDate: day(2) }, { lang: 'pl' })).json().message).toBe(
      'To jest Twój przedmiot: nie możesz go wypożyczyć',
    );
  });

  it('409 ITEM_UNAVAILABLE for an item its owner marked unavailable', async () => {
    const item = await newItem({ available: false });
    const res = await post({ itemId: item.id, startDate: day(1), endDate: day(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ITEM_UNAVAILABLE');
  });

  it('400 INSURANCE_REQUIRED unless the renter accepts the owner’s insurance', async () => {
    const item = await newItem({ insuranceRequired: true });
    for (const insuranceAccepted of [undefined, false]) {
      const res = await post({ itemId: item.id, startDate: day(1), endDate: day(2), insuranceAccepted });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INSURANCE_REQUIRED');
    }
    expect(
      (await post({ itemId: item.id, startDate: day(1), endDate: day(2), insuranceAccepted: 'yes' })).statusCode,
    ).toBe(400);
    const ok = await post({ itemId: item.id, startDate: day(1), endDate: day(2), insuranceAccepted: true });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().insuranceAccepted).toBe(true);
  });

  it('409 BOOKING_CONFLICT naming the booked range (dd/MM/yyyy) when a blocking rental overlaps; pending requests do not block', async () => {
    const item = await newItem();
    const someone = await insertUser(db);
    await insertRental(db, item, someone.id, day(10), day(12), 'confirmed');
    await insertRental(db, item, someone.id, day(20), day(25), 'pending');
    for (const [s, e] of [
      [8, 10],
      [12, 15],
      [11, 11],
      [5, 30],
    ]) {
      const res = await post({ itemId: item.id, startDate: day(s), endDate: day(e) });
      expect(res.statusCode, `${s}-${e}`).toBe(409);
      expect(res.json()).toEqual({
        code: 'BOOKING_CONFLICT',
        message: `This item is already booked from ${display(day(10))} to ${display(day(12))}`,
      });
    }
    const pl = await post({ itemId: item.id, startDate: day(9), endDate: day(11) }, { lang: 'pl' });
    expect(pl.json().message).toBe(
      `Ten przedmiot jest już zarezerwowany od ${display(day(10))} do ${display(day(12))}`,
    );
    expect((await post({ itemId: item.id, startDate: day(13), endDate: day(14) })).statusCode).toBe(201);
    expect((await post({ itemId: item.id, startDate: day(8), endDate: day(9) })).statusCode).toBe(201);
    expect((await post({ itemId: item.id, startDate: day(21), endDate: day(22) })).statusCode).toBe(201);
  });

  it('409 DUPLICATE_REQUEST when the renter already asked for some of these days; others may still ask', async () => {
    const item = await newItem();
    expect((await post({ itemId: item.id, startDate: day(40), endDate: day(42) })).statusCode).toBe(201);
    const again = await post({ itemId: item.id, startDate: day(42), endDate: day(44) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'DUPLICATE_REQUEST',
      message: 'You have already requested this item for these days',
    });
    expect((await post({ itemId: item.id, startDate: day(43), endDate: day(44) })).statusCode).toBe(201);
    const someoneElse = await registerUser(app);
    expect(
      (await post({ itemId: item.id, startDate: day(40), endDate: day(42) }, { cookie: someoneElse.cookie }))
        .statusCode,
    ).toBe(201);
    // A declined or cancelled request no longer counts.
    await db.update(rentals).set({ status: 'declined' }).where(eq(rentals.renterId, renter.id));
    expect((await post({ itemId: item.id, startDate: day(40), endDate: day(42) })).statusCode).toBe(201);
  });
});

describe('the rentals table itself', async () => {
  const { db } = await createTestApp();

  it('refuses two overlapping blocking rentals of one item (PostgreSQL 23P01), whatever the application does', async () => {
    const owner = await insertUser(db);
    const renter = await insertUser(db);
    const item = await insertItem(db, owner.id);
    await insertRental(db, item, renter.id, day(10), day(12), 'confirmed');
    for (const [s, e, status] of [
      [12, 14, 'confirmed'],
      [8, 10, 'active'],
      [11, 11, 'completed'],
    ] as const) {
      const err = await insertRental(db, item, renter.id, day(s), day(e), status).then(
        () => null,
        (e: { cause?: { code?: string; constraint?: string } }) => e.cause ?? e,
      );
      expect(err, `${s}-${e} ${status}`).toMatchObject({ code: '23P01', constraint: 'rentals_no_overlap' });
    }
    // Requests that do not hold the item may overlap; so may other items' rentals and touching ranges.
    await insertRental(db, item, renter.id, day(10), day(12), 'pending');
    await insertRental(db, item, renter.id, day(10), day(12), 'declined');
    await insertRental(db, item, renter.id, day(13), day(14), 'confirmed');
    await insertRental(db, await insertItem(db, owner.id), renter.id, day(10), day(12), 'confirmed');
    // A pending request cannot be confirmed over a confirmed one either.
    const [pending] = await db.select().from(rentals).where(eq(rentals.status, 'pending'));
    await expect(
      db.update(rentals).set({ status: 'confirmed' }).where(eq(rentals.id, pending.id)),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });
});
