import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { rentalViewSchema } from '@/shared/schemas/rentals';
import { notifications, rentals } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
const display = (iso: string) => iso.split('-').reverse().join('/');

describe('the booking process through the API', async () => {
  const { app, db } = await createTestApp();
  const owner = await registerUser(app, { firstName: 'Olga', lastName: 'Właścicielka' });
  const renter = await registerUser(app, { firstName: 'Rafał', lastName: 'Najemca' });
  const stranger = await registerUser(app);

  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, cookie: string | null, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) } });
  const move = (id: number, action: string, cookie: string) => call('PUT', `/api/rentals/${id}/${action}`, cookie);
  const statusOf = async (id: number) =>
    (await db.select({ status: rentals.status }).from(rentals).where(eq(rentals.id, id)))[0].status;
  const noticesOf = (userId: number, rentalId: number) =>
    db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, rentalId)));
  const newItem = () => insertItem(db, owner.id, { name: 'Wiertarka' });
  const newRental = async (
    status: RentalStatus = 'pending',
    start = 10,
    end = 12,
    item?: Awaited<ReturnType<typeof newItem>>,
  ) => insertRental(db, item ?? (await newItem()), renter.id, day(start), day(end), status);

  it('401 without a session', async () => {
    for (const url of ['/api/rentals/incoming', '/api/rentals/outgoing', '/api/rentals/user', '/api/rentals/1']) {
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
    }
    expect((await call('PUT', '/api/rentals/1/accept', null)).json().code).toBe('UNAUTHENTICATED');
  });

  it('lists incoming (owner) and outgoing = user (renter) rentals, newest first, with item, parties and the caller’s actions', async () => {
    const first = await newRental('pending', 30, 31);
    const second = await newRental('confirmed', 32, 33);
    const incoming = (await call('GET', '/api/rentals/incoming', owner.cookie)).json();
    const mine = incoming.filter((r: { id: number }) => [first.id, second.id].includes(r.id));
    expect(mine.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(rentalViewSchema.strict().parse(mine[1])).toMatchObject({
      status: 'pending',
      item: { id: first.itemId, name: 'Wiertarka', deleted: false },
      renter: { id: renter.id, firstName: 'Rafał', lastName: 'Najemca' },
      owner: { id: owner.id, firstName: 'Olga', lastName: 'Właścicielka' },
      actions: ['accept', 'decline'],
      statusChangedAt: null,
    });
    expect(mine[0].actions).toEqual(['cancel']);
    for (const url of ['/api/rentals/outgoing', '/api/rentals/user']) {
      const out = (await call('GET', url, renter.cookie)).json();
      expect(out.find((r: { id: number }) => r.id === first.id).actions, url).toEqual(['cancel']);
    }
    expect((await call('GET', '/api/rentals/outgoing', owner.cookie)).json()).toEqual([]);
    expect((await call('GET', '/api/rentals/incoming', stranger.cookie)).json()).toEqual([]);
  });

  it('GET /api/rentals/{id}: renter and owner only; a stranger gets 404 as for a missing rental', async () => {
    const r = await newRental();
    expect((await call('GET', `/api/rentals/${r.id}`, owner.cookie)).json()).toMatchObject({
      id: r.id,
      actions: ['accept', 'decline'],
    });
    expect((await call('GET', `/api/rentals/${r.id}`, renter.cookie)).json()).toMatchObject({
      id: r.id,
      actions: ['cancel'],
    });
    const res = await call('GET', `/api/rentals/${r.id}`, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await call('GET', '/api/rentals/99999999', stranger.cookie)).json());
    expect((await call('GET', '/api/rentals/abc', owner.cookie)).statusCode).toBe(400);
  });

  it('the owner accepts: confirmed by the owner, the renter is told', async () => {
    const r = await newRental();
    const res = await move(r.id, 'accept', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: r.id,
      status: 'confirmed',
      statusChangedBy: 'owner',
      statusReason: null,
      actions: ['cancel'],
    });
    expect(Date.parse(res.json().statusChangedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await noticesOf(renter.id, r.id)).toEqual([{ type: 'rental_accepted' }]);
  });

  it('the owner declines (PUT or PATCH status): the renter is told', async () => {
    const a = await newRental();
    expect((await move(a.id, 'decline', owner.cookie)).json()).toMatchObject({
      status: 'declined',
      statusChangedBy: 'owner',
      actions: [],
    });
    expect(await noticesOf(renter.id, a.id)).toEqual([{ type: 'rental_declined' }]);
    const b = await newRental();
    expect(
      (await call('PATCH', `/api/rentals/${b.id}/status`, owner.cookie, { status: 'declined' })).json().status,
    ).toBe('declined');
    const c = await newRental();
    expect(
      (await call('PATCH', `/api/rentals/${c.id}/status`, owner.cookie, { status: 'confirmed' })).json().status,
    ).toBe('confirmed');
    for (const status of ['cancelled', 'active', '', undefined]) {
      expect(
        (await call('PATCH', `/api/rentals/${c.id}/status`, owner.cookie, { status })).statusCode,
        String(status),
      ).toBe(400);
    }
  });

  it('only the owner accepts or declines: the renter 403, a stranger 404, and nothing changes', async () => {
    const r = await newRental();
    for (const action of ['accept', 'decline', 'complete']) {
      const asRenter = await move(r.id, action, renter.cookie);
      expect(asRenter.statusCode, action).toBe(403);
      expect(asRenter.json().code).toBe('FORBIDDEN');
      expect((await move(r.id, action, stranger.cookie)).statusCode, action).toBe(404);
    }
    expect((await move(r.id, 'cancel', stranger.cookie)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/rentals/${r.id}/status`, renter.cookie, { status: 'confirmed' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/rentals/${r.id}/status`, stranger.cookie, { status: 'confirmed' })).statusCode,
    ).toBe(404);
    expect(await statusOf(r.id)).toBe('pending');
    expect(await noticesOf(renter.id, r.id)).toEqual([]);
  });

  // Every move a participant may ask for that the status does not allow (the role allows the action itself).
  const refusals: [RentalStatus, string, 'owner' | 'renter'][] = [
    ...(['confirmed', 'declined', 'active', 'completed', 'cancelled'] as const).flatMap((s) => [
      [s, 'accept', 'owner'] as [RentalStatus, string, 'owner'],
      [s, 'decline', 'owner'] as [RentalStatus, string, 'owner'],
    ]),
    ...(['declined', 'active', 'completed', 'cancelled'] as const).map(
      (s) => [s, 'cancel', 'renter'] as [RentalStatus, string, 'renter'],
    ),
    ...(['pending', 'declined', 'active', 'completed', 'cancelled'] as const).map(
      (s) => [s, 'cancel', 'owner'] as [RentalStatus, string, 'owner'],
    ),
    ...(['pending', 'confirmed', 'declined', 'completed', 'cancelled'] as const).map(
      (s) => [s, 'complete', 'owner'] as [RentalStatus, string, 'owner'],
    ),
  ];
  it.each(refusals)(
    '409 INVALID_TRANSITION and nothing changes: %s rental, %s by its %s',
    async (status, action, who) => {
      // Past days for the started statuses, so "complete" is refused for the status, not the date.
      const r = await newRental(status, -3, -1);
      const res = await move(r.id, action, who === 'owner' ? owner.cookie : renter.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'INVALID_TRANSITION',
        message: 'This can no longer be done to this rental: its current status does not allow it',
      });
      const [row] = await db.select().from(rentals).where(eq(rentals.id, r.id));
      expect(row).toMatchObject({ status, statusChangedAt: null, statusChangedBy: null });
      expect(await noticesOf(who === 'owner' ? renter.id : owner.id, r.id)).toEqual([]);
    },
  );

  it('cancel: the renter a pending request or a confirmed rental, the owner a confirmed one; the other party is told', async () => {
    const pending = await newRental('pending');
    expect((await move(pending.id, 'cancel', renter.cookie)).json()).toMatchObject({
      status: 'cancelled',
      statusChangedBy: 'renter',
      actions: [],
    });
    expect(await noticesOf(owner.id, pending.id)).toEqual([{ type: 'rental_cancelled' }]);
    const confirmed = await newRental('confirmed');
    expect((await move(confirmed.id, 'cancel', renter.cookie)).json().status).toBe('cancelled');
    expect(await noticesOf(owner.id, confirmed.id)).toEqual([{ type: 'rental_cancelled' }]);
    const byOwner = await newRental('confirmed');
    expect((await move(byOwner.id, 'cancel', owner.cookie)).json()).toMatchObject({
      status: 'cancelled',
      statusChangedBy: 'owner',
    });
    expect(await noticesOf(renter.id, byOwner.id)).toEqual([{ type: 'rental_cancelled' }]);
    expect(await noticesOf(owner.id, byOwner.id)).toEqual([]);
  });

  it('complete: the owner confirms the return of an active rental from its end date on, not before', async () => {
    const early = await newRental('active', -2, 1);
    expect((await call('GET', `/api/rentals/${early.id}`, owner.cookie)).json().actions).toEqual([]);
    const refused = await move(early.id, 'complete', owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_TRANSITION');
    expect(await statusOf(early.id)).toBe('active');
    const due = await newRental('active', -2, 0);
    expect((await call('GET', `/api/rentals/${due.id}`, owner.cookie)).json().actions).toEqual(['complete']);
    expect((await call('GET', `/api/rentals/${due.id}`, renter.cookie)).json().actions).toEqual([]);
    expect((await move(due.id, 'complete', owner.cookie)).json()).toMatchObject({
      status: 'completed',
      statusChangedBy: 'owner',
      actions: [],
    });
  });

  it('accepting declines (system, overlap_accepted) the other pending requests of the item for overlapping days, and tells those renters', async () => {
    const item = await newItem();
    const others = await Promise.all([insertUser(db), insertUser(db), insertUser(db)]);
    const accepted = await insertRental(db, item, renter.id, day(10), day(12), 'pending');
    const overlapping = await insertRental(db, item, others[0].id, day(12), day(14), 'pending');
    const inside = await insertRental(db, item, others[1].id, day(11), day(11), 'pending');
    const after = await insertRental(db, item, others[2].id, day(13), day(15), 'pending');
    const otherItem = await insertRental(db, await newItem(), others[2].id, day(10), day(12), 'pending');
    expect((await move(accepted.id, 'accept', owner.cookie)).statusCode).toBe(200);
    for (const r of [overlapping, inside]) {
      const [row] = await db.select().from(rentals).where(eq(rentals.id, r.id));
      expect(row).toMatchObject({ status: 'declined', statusChangedBy: 'system', statusReason: 'overlap_accepted' });
      expect(await noticesOf(r.renterId, r.id)).toEqual([{ type: 'rental_declined' }]);
    }
    expect(await statusOf(after.id)).toBe('pending');
    expect(await statusOf(otherItem.id)).toBe('pending');
    expect(await noticesOf(others[2].id, after.id)).toEqual([]);
    const view = (await call('GET', `/api/rentals/${overlapping.id}`, owner.cookie)).json();
    expect(view).toMatchObject({
      status: 'declined',
      statusChangedBy: 'system',
      statusReason: 'overlap_accepted',
      actions: [],
    });
  });

  it('409 BOOKING_CONFLICT naming the booked range when the days are held by another rental (the exclusion constraint)', async () => {
    const item = await newItem();
    await insertRental(db, item, (await insertUser(db)).id, day(20), day(22), 'confirmed');
    const late = await insertRental(db, item, renter.id, day(21), day(24), 'pending');
    const res = await move(late.id, 'accept', owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'BOOKING_CONFLICT',
      message: `This item is already booked from ${display(day(20))} to ${display(day(22))}`,
    });
    expect(await statusOf(late.id)).toBe('pending');
    expect(await noticesOf(renter.id, late.id)).toEqual([]);
    const pl = await call('PUT', `/api/rentals/${late.id}/accept`, owner.cookie, undefined, 'pl');
    expect(pl.json().message).toBe(
      `Ten przedmiot jest już zarezerwowany od ${display(day(20))} do ${display(day(22))}`,
    );
  });

  it('POST /api/rentals tells the owner about the new request', async () => {
    const item = await newItem();
    const res = await app.inject({
      method: 'POST',
      url: '/api/rentals',
      payload: { itemId: item.id, startDate: day(5), endDate: day(6) },
      headers: { cookie: renter.cookie },
    });
    expect(res.statusCode).toBe(201);
    expect(await noticesOf(owner.id, res.json().id)).toEqual([{ type: 'rental_requested' }]);
    expect(await noticesOf(renter.id, res.json().id)).toEqual([]);
  });
});
