import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/domain/dates';
import type { RentalStatus } from '@/shared/domain/rental-status';
import { notifications, outbox, rentals } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { runRentalSchedule } from './schedule';
import { testDeps } from '@/server/test/test-deps';

/** A fixed clock: 10:00 in Warsaw on 2031-03-10 (CET, UTC+1). */
const NOW = new Date('2031-03-10T09:00:00Z');
const TODAY = '2031-03-10';
const day = (n: number) => addDays(TODAY, n);
const HOUR = 3_600_000;

describe('runRentalSchedule (the booking process by the clock)', async () => {
  const { db, config, clock } = await createTestApp();
  const deps = testDeps({ db, config, clock });
  const owner = await insertUser(db);
  const renter = await insertUser(db);

  /** A rental of its own item (so tests do not collide on the overlap constraint), created `createdHoursAgo` before NOW. */
  const rental = async (status: RentalStatus, start: number, end: number, createdHoursAgo = 1) => {
    const r = await insertRental(db, await insertItem(db, owner.id), renter.id, day(start), day(end), status);
    await db
      .update(rentals)
      .set({ createdAt: new Date(NOW.getTime() - createdHoursAgo * HOUR) })
      .where(eq(rentals.id, r.id));
    return r;
  };
  const row = async (id: number) => (await db.select().from(rentals).where(eq(rentals.id, id)))[0];
  const noticesAbout = (rentalId: number) =>
    db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.relatedId, rentalId))
      .orderBy(notifications.userId);

  it('expires a pending request 48 hours after it was made (system, reason expired) and tells the renter only', async () => {
    const old = await rental('pending', 20, 21, 48);
    const young = await rental('pending', 20, 21, 47.9);
    const result = await runRentalSchedule(deps, NOW);
    expect(result.expired).toContain(old.id);
    expect(result.expired).not.toContain(young.id);
    expect(await row(old.id)).toMatchObject({
      status: 'declined',
      statusChangedBy: 'system',
      statusReason: 'expired',
      statusChangedAt: NOW,
    });
    expect((await row(young.id)).status).toBe('pending');
    expect(await noticesAbout(old.id)).toEqual([{ userId: renter.id, type: 'rental_expired' }]);
    // Two hours later the younger one has had its 48 hours too.
    expect((await runRentalSchedule(deps, new Date(NOW.getTime() + 2 * HOUR))).expired).toContain(young.id);
  });

  it('gives a request made for today until the end of that day in Warsaw, not a minute', async () => {
    const madeNow = await rental('pending', 0, 2, 1 / 60);
    const result = await runRentalSchedule(deps, NOW);
    expect(result.expired).not.toContain(madeNow.id);
    expect((await row(madeNow.id)).status).toBe('pending');
    // 22:59 UTC is 23:59 in Warsaw (CET): still its start day, the owner may still answer.
    await runRentalSchedule(deps, new Date(`${TODAY}T22:59:00Z`));
    expect((await row(madeNow.id)).status).toBe('pending');
    // 23:00:30 UTC is 00:00:30 of the next day in Warsaw: the start day is over.
    const after = await runRentalSchedule(deps, new Date(`${TODAY}T23:00:30Z`));
    expect(after.expired).toContain(madeNow.id);
    expect(await row(madeNow.id)).toMatchObject({
      status: 'declined',
      statusChangedBy: 'system',
      statusReason: 'expired',
    });
    expect(await noticesAbout(madeNow.id)).toEqual([{ userId: renter.id, type: 'rental_expired' }]);
  });

  it('expires a pending request at the end of its start day when that comes before its 48 hours, also in summer time', async () => {
    const started = await rental('pending', -1, 2, 30);
    const tomorrow = await rental('pending', 1, 2, 1);
    await runRentalSchedule(deps, NOW);
    expect(await row(started.id)).toMatchObject({ status: 'declined', statusReason: 'expired' });
    expect((await row(tomorrow.id)).status).toBe('pending');
    // Its start day (tomorrow) ends at 23:00 UTC tomorrow, 36 hours after it was made: before its 48 hours.
    await runRentalSchedule(deps, new Date(`${day(1)}T22:59:00Z`));
    expect((await row(tomorrow.id)).status).toBe('pending');
    await runRentalSchedule(deps, new Date(`${day(1)}T23:00:30Z`));
    expect((await row(tomorrow.id)).status).toBe('declined');

    // In July Warsaw is UTC+2: the day ends at 22:00 UTC.
    const july = await insertRental(
      db,
      await insertItem(db, owner.id),
      renter.id,
      '2031-07-01',
      '2031-07-02',
      'pending',
    );
    await db
      .update(rentals)
      .set({ createdAt: new Date('2031-07-01T08:00:00Z') })
      .where(eq(rentals.id, july.id));
    await runRentalSchedule(deps, new Date('2031-07-01T21:59:00Z'));
    expect((await row(july.id)).status).toBe('pending');
    await runRentalSchedule(deps, new Date('2031-07-01T22:00:30Z'));
    expect((await row(july.id)).status).toBe('declined');
  });

  it('starts a confirmed, paid rental on its start date (active, by the system); an unpaid one waits', async () => {
    const due = await rental('confirmed', 0, 3);
    const late = await rental('confirmed', -1, 3);
    const later = await rental('confirmed', 1, 3);
    const unpaid = await rental('confirmed', 0, 3);
    await db
      .update(rentals)
      .set({ paymentStatus: 'paid' })
      .where(inArray(rentals.id, [due.id, late.id, later.id]));
    const result = await runRentalSchedule(deps, NOW);
    expect(result.started).toEqual(expect.arrayContaining([due.id, late.id]));
    expect(result.started).not.toContain(unpaid.id);
    expect(await row(due.id)).toMatchObject({ status: 'active', statusChangedBy: 'system', statusReason: null });
    expect((await row(late.id)).status).toBe('active');
    expect((await row(later.id)).status).toBe('confirmed');
    expect((await row(unpaid.id)).status).toBe('confirmed');
  });

  it('completes an active rental once today is more than 2 days after its end date', async () => {
    const done = await rental('active', -6, -3);
    const grace = await rental('active', -6, -2);
    const result = await runRentalSchedule(deps, NOW);
    expect(result.completed).toContain(done.id);
    expect(await row(done.id)).toMatchObject({ status: 'completed', statusChangedBy: 'system' });
    expect((await row(grace.id)).status).toBe('active');
    await runRentalSchedule(deps, new Date(NOW.getTime() + 24 * HOUR));
    expect((await row(grace.id)).status).toBe('completed');
  });

  it('reminds renter and owner of a confirmed rental starting tomorrow, once (one e-mail each), however often it runs', async () => {
    const [o, r] = [await insertUser(db), await insertUser(db)];
    const tomorrow = await insertRental(db, await insertItem(db, o.id), r.id, day(1), day(2), 'confirmed');
    const later = await insertRental(db, await insertItem(db, o.id), r.id, day(2), day(3), 'confirmed');
    const first = await runRentalSchedule(deps, NOW);
    expect(first.notices.filter((n) => n.rentalId === tomorrow.id)).toEqual([
      {
        type: 'rental_starting',
        recipientId: r.id,
        rentalId: tomorrow.id,
        dedupeKey: `starting:${tomorrow.id}:${r.id}`,
      },
      {
        type: 'rental_starting',
        recipientId: o.id,
        rentalId: tomorrow.id,
        dedupeKey: `starting:${tomorrow.id}:${o.id}`,
      },
    ]);
    const again = await runRentalSchedule(deps, new Date(NOW.getTime() + 60_000));
    await Promise.all([runRentalSchedule(deps, NOW), runRentalSchedule(deps, NOW)]);
    expect(again.notices.filter((n) => n.rentalId === tomorrow.id)).toEqual([]);
    const sorted = [o.id, r.id].sort((a, b) => a - b);
    expect(await noticesAbout(tomorrow.id)).toEqual(sorted.map((userId) => ({ userId, type: 'rental_starting' })));
    expect(await noticesAbout(later.id)).toEqual([]);
    const mails = await db
      .select({ to: outbox.to })
      .from(outbox)
      .where(inArray(outbox.to, [o.email, r.email]));
    expect(mails.map((m) => m.to).sort()).toEqual([o.email, r.email].sort());
  });

  it('is idempotent, also when two runs overlap: each rental moves once and its renter is told once', async () => {
    const batch = await Promise.all(Array.from({ length: 10 }, (_, i) => rental('pending', 30 + i, 31 + i, 49)));
    const ids = batch.map((r) => r.id).sort((x, y) => x - y);
    const [a, b] = await Promise.all([runRentalSchedule(deps, NOW), runRentalSchedule(deps, NOW)]);
    const mine = (xs: number[]) => xs.filter((id) => ids.includes(id));
    expect([...mine(a.expired), ...mine(b.expired)].sort((x, y) => x - y)).toEqual(ids);
    expect(mine((await runRentalSchedule(deps, NOW)).expired)).toEqual([]);
    const told = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(inArray(notifications.relatedId, ids), eq(notifications.type, 'rental_expired')));
    expect(told).toHaveLength(ids.length);
  });

  it('leaves final and untouched statuses alone', async () => {
    const rows = await Promise.all(
      (['declined', 'cancelled', 'completed'] as const).map((s) => rental(s, -10, -5, 100)),
    );
    await runRentalSchedule(deps, NOW);
    for (const r of rows) expect(await row(r.id)).toMatchObject({ status: r.status, statusChangedAt: null });
  });
});
