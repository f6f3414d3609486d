import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { paymentDeadline } from '@/shared/domain/payment-deadline';
import { itemSchema, ownerItemSchema } from '@/shared/schemas/items';
import { kycVerifications, notifications, rentals } from '@/server/db/tables';
import { createTestApp, latestEmailTo, registerUser } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser, pngDataUrl } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('instant booking (issue 26 §2)', async () => {
  const { app, db } = await createTestApp();
  const owner = await registerUser(app, { firstName: 'Olga', lastName: 'Właścicielka' });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
  const request = (cookie: string, itemId: number, start: number, end: number) =>
    call('POST', '/api/rentals', cookie, { itemId, startDate: day(start), endDate: day(end) });
  const noticesOf = async (userId: number, rentalId: number) =>
    (
      await db
        .select({ type: notifications.type })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, rentalId)))
        .orderBy(notifications.id)
    ).map((n) => n.type);
  const rentalsOf = (itemId: number) => db.select().from(rentals).where(eq(rentals.itemId, itemId)).orderBy(rentals.id);
  const instantItem = (overrides: Parameters<typeof insertItem>[2] = {}) =>
    insertItem(db, owner.id, { name: 'Kajak dwuosobowy', instantBooking: true, ...overrides });
  const approveIdentity = (userId: number) =>
    db.insert(kycVerifications).values({
      userId,
      verificationStatus: 'approved',
      documentType: 'passport',
      documentNumberLast4: '4567',
      firstName: 'Rafał',
      lastName: 'Najemca',
      dateOfBirth: '1990-05-17',
      nationality: 'Polish',
      address: 'ul. Długa 5/3',
      city: 'Kraków',
      postalCode: '31-147',
      phoneNumber: '+48 600700800',
      reviewedAt: new Date(),
    });

  describe('the listing’s fields', () => {
    const listing = async () => ({
      name: 'Kajak dwuosobowy',
      description: 'Z wiosłami i kamizelkami',
      categoryId: 4,
      pricePerDay: '80',
      value: 2500,
      location: 'Gdańsk',
      imageUrls: [await pngDataUrl('#3a7')],
    });

    it('are false unless the owner turns them on, on creation and edit, and every read shows them', async () => {
      const plain = await call('POST', '/api/items', owner.cookie, await listing());
      expect(plain.statusCode).toBe(201);
      expect(plain.json()).toMatchObject({ instantBooking: false, instantBookingVerifiedOnly: false });

      const created = await call('POST', '/api/items', owner.cookie, {
        ...(await listing()),
        instantBooking: true,
        instantBookingVerifiedOnly: true,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      expect(ownerItemSchema.strict().parse(created.json())).toMatchObject({
        instantBooking: true,
        instantBookingVerifiedOnly: true,
      });
      // The public read (anyone, and the search's answer) says so too.
      const read = await call('GET', `/api/items/${id}`, null);
      expect(itemSchema.strict().parse(read.json())).toMatchObject({
        instantBooking: true,
        instantBookingVerifiedOnly: true,
      });
      const found = await call('GET', `/api/items?ownerId=${owner.id}&instant=true`, null);
      expect(found.json()).toEqual([expect.objectContaining({ id, instantBooking: true })]);

      const edited = await call('PUT', `/api/items/${id}`, owner.cookie, { instantBookingVerifiedOnly: false });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ instantBooking: true, instantBookingVerifiedOnly: false });
      const off = await call('PUT', `/api/items/${id}`, owner.cookie, { instantBooking: false });
      expect(off.json()).toMatchObject({ instantBooking: false, instantBookingVerifiedOnly: false });
      expect((await call('GET', `/api/items/${id}`, null)).json()).toMatchObject({ instantBooking: false });

      // A switch is a boolean; another owner cannot turn it on.
      const bad = await call('PUT', `/api/items/${id}`, owner.cookie, { instantBooking: 'yes' });
      expect(bad.statusCode).toBe(400);
      const stranger = await registerUser(app);
      const theirs = await call('PUT', `/api/items/${id}`, stranger.cookie, { instantBooking: true });
      expect([403, 404]).toContain(theirs.statusCode);
      expect((await call('GET', `/api/items/${id}`, null)).json()).toMatchObject({ instantBooking: false });
    });
  });

  describe('POST /api/rentals', () => {
    it('confirms a fitting request at once through the process: history, overlapping requests declined, both told, pay next', async () => {
      const item = await instantItem();
      const renter = await registerUser(app, { firstName: 'Rafał', lastName: 'Najemca' });
      // Another renter's request for some of the same days, made before the instant listing was booked.
      const other = await insertUser(db);
      const waiting = await insertRental(db, item, other.id, day(11), day(13), 'pending');
      const elsewhere = await insertRental(db, item, other.id, day(20), day(21), 'pending');

      const res = await request(renter.cookie, item.id, 10, 12);
      expect(res.statusCode).toBe(201);
      const booked = res.json<{ id: number; status: string }>();
      expect(booked.status).toBe('confirmed');

      const view = (await call('GET', `/api/rentals/${booked.id}`, renter.cookie)).json();
      expect(view).toMatchObject({ status: 'confirmed', statusChangedBy: 'system', statusReason: 'instant' });
      expect(view.history.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
        ['pending', 'renter'],
        ['confirmed', 'system'],
      ]);
      // The renter pays next, within the deadline an accepted request has; the renter may cancel, the owner too.
      expect(view.paymentDeadline).toBe(paymentDeadline(new Date(view.statusChangedAt), day(10)).toISOString());
      expect(view.actions).toEqual(['cancel']);

      const [declined] = await db.select().from(rentals).where(eq(rentals.id, waiting.id));
      expect(declined).toMatchObject({
        status: 'declined',
        statusChangedBy: 'system',
        statusReason: 'overlap_accepted',
      });
      expect((await db.select().from(rentals).where(eq(rentals.id, elsewhere.id)))[0].status).toBe('pending');
      expect(await noticesOf(other.id, waiting.id)).toEqual(['rental_declined']);

      // The renter is told as by an acceptance (with the way to pay); the owner of a booking, not asked to decide.
      expect(await noticesOf(renter.id, booked.id)).toEqual(['rental_accepted']);
      expect(await noticesOf(owner.id, booked.id)).toEqual(['rental_booked_instantly', 'payout_setup_needed']);
      const toRenter = await latestEmailTo(db, renter.email);
      expect(toRenter.text).toContain('is confirmed (instant booking). Pay by');
      expect(toRenter.text).toContain(`/checkout/${booked.id}`);
      const toOwner = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.relatedId, booked.id)));
      expect(toOwner.map((n) => n.type)).not.toContain('rental_requested');
      const ownerMail = (await call('GET', '/api/notifications', owner.cookie)).json<
        { type: string; title: string; message: string }[]
      >();
      expect(ownerMail.find((n) => n.type === 'rental_booked_instantly')).toMatchObject({
        title: 'New instant booking',
        message: expect.stringContaining('Rafał Najemca'),
      });
    });

    it('e-mails the owner of an instant booking, with the link to the booking', async () => {
      const item = await instantItem();
      const renter = await registerUser(app);
      const res = await request(renter.cookie, item.id, 30, 31);
      expect(res.json()).toMatchObject({ status: 'confirmed' });
      const mail = await latestEmailTo(db, owner.email);
      expect(mail.subject).toBe('New instant booking');
      expect(mail.text).toContain('As an instant booking it is already confirmed, so there is nothing to accept');
      expect(mail.text).toContain(`/rentals/${res.json<{ id: number }>().id}`);
    });

    it('leaves a request to a listing without instant booking pending, the owner asked to decide', async () => {
      const item = await insertItem(db, owner.id);
      const renter = await registerUser(app);
      const res = await request(renter.cookie, item.id, 10, 12);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ status: 'pending' });
      expect(await noticesOf(owner.id, res.json<{ id: number }>().id)).toEqual(['rental_requested']);
    });

    it('for verified renters only: an unverified renter’s request stays pending, a verified one’s is confirmed', async () => {
      const item = await instantItem({ instantBookingVerifiedOnly: true });
      const unverified = await registerUser(app);
      const first = await request(unverified.cookie, item.id, 10, 11);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ status: 'pending' });
      expect(await noticesOf(owner.id, first.json<{ id: number }>().id)).toEqual(['rental_requested']);

      const verified = await registerUser(app);
      await approveIdentity(verified.id);
      const second = await request(verified.cookie, item.id, 10, 11);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ status: 'confirmed' });
      // The unverified renter's request for the same days is declined by the booking, as by an owner's accept.
      const [firstRow] = await db.select().from(rentals).where(eq(rentals.id, first.json<{ id: number }>().id));
      expect(firstRow).toMatchObject({ status: 'declined', statusReason: 'overlap_accepted' });
    });

    it('refuses a request that breaks a rule as before (400 with its code) and confirms nothing', async () => {
      const item = await instantItem({ minDays: 3, noticeDays: 2 });
      const renter = await registerUser(app);
      const short = await request(renter.cookie, item.id, 10, 11);
      expect(short.statusCode).toBe(400);
      expect(short.json().code).toBe('MIN_DAYS');
      const soon = await request(renter.cookie, item.id, 1, 4);
      expect(soon.statusCode).toBe(400);
      expect(soon.json().code).toBe('NOTICE');
      // Days the owner blocked.
      const block = await call('PUT', `/api/items/${item.id}/blocked-dates`, owner.cookie, {
        blockedDates: [{ startDate: day(20), endDate: day(21), note: null }],
      });
      expect(block.statusCode).toBe(200);
      const blocked = await request(renter.cookie, item.id, 19, 22);
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json().code).toBe('BLOCKED');
      // Days another rental holds.
      const other = await insertUser(db);
      await insertRental(db, item, other.id, day(30), day(33), 'confirmed');
      const taken = await request(renter.cookie, item.id, 32, 35);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe('BOOKING_CONFLICT');
      const rows = await rentalsOf(item.id);
      expect(rows.filter((r) => r.renterId === renter.id)).toEqual([]);
      expect(await db.select().from(notifications).where(eq(notifications.userId, renter.id))).toEqual([]);
    });

    it('of many simultaneous instant requests for the same days, confirms exactly one and keeps nothing of the others', async () => {
      const item = await instantItem();
      const RENTERS = 10;
      const renters = await Promise.all(Array.from({ length: RENTERS }, () => registerUser(app)));
      const answers = await Promise.all(renters.map((r, i) => request(r.cookie, item.id, 40 - (i % 3), 42 + (i % 4))));
      const ok = answers.filter((a) => a.statusCode === 201);
      expect(ok).toHaveLength(1);
      expect(ok[0].json()).toMatchObject({ status: 'confirmed' });
      for (const a of answers.filter((x) => x.statusCode !== 201)) {
        expect(a.statusCode).toBe(409);
        expect(a.json().code).toBe('BOOKING_CONFLICT');
      }
      const rows = await rentalsOf(item.id);
      expect(rows.map((r) => [r.id, r.status])).toEqual([[ok[0].json<{ id: number }>().id, 'confirmed']]);
      const renterIds = renters.map((r) => r.id);
      const told = await db.select().from(notifications).where(inArray(notifications.userId, renterIds));
      expect(told.map((n) => n.type)).toEqual(['rental_accepted']);
    });
  });

  describe('GET /api/items?instant=true', () => {
    it('lists only instant listings, by SQL (no text) and by the in-memory index (text), with the other filters', async () => {
      const someone = await insertUser(db);
      const instant = await insertItem(db, someone.id, { name: 'Namiot rodzinny', instantBooking: true });
      const plain = await insertItem(db, someone.id, { name: 'Namiot plażowy' });
      const other = await insertItem(db, someone.id, { name: 'Rower', instantBooking: true, location: 'Kraków' });
      const ids = async (query: string) =>
        (await call('GET', `/api/items?ownerId=${someone.id}&${query}`, null))
          .json<{ id: number }[]>()
          .map((i) => i.id);
      // Without the filter first: its answer must not be served to the filtered search (both caches' keys).
      expect(await ids('q=namiot')).toEqual([plain.id, instant.id]);
      expect(await ids('')).toEqual([plain.id, other.id, instant.id].sort((a, b) => b - a));
      expect(await ids('q=namiot&instant=true')).toEqual([instant.id]);
      expect(await ids('instant=true')).toEqual([other.id, instant.id]);
      expect(await ids('instant=true&location=Warszawa')).toEqual([instant.id]);
      expect(await ids('instant=false')).toHaveLength(3);
      expect(await ids('instant=')).toHaveLength(3);
      expect((await call('GET', '/api/items?instant=yes', null)).statusCode).toBe(400);
    });
  });
});
