import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { deliveries, notifications, rentals } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { transitionRentals } from './transition';

const day = (n: number) => addDays(todayIso(), n);

describe('transitionRentals (the one door of rental statuses)', async () => {
  const { db, config } = await createTestApp();

  async function pendingRental() {
    const owner = await insertUser(db);
    const renter = await insertUser(db);
    return insertRental(db, await insertItem(db, owner.id), renter.id, day(3), day(4), 'pending');
  }
  const statusOf = async (id: number) =>
    (await db.select({ status: rentals.status }).from(rentals).where(eq(rentals.id, id)))[0].status;

  it('writes the move, its notices and their e-mails together, or none of them', async () => {
    const rental = await pendingRental();
    const deliveriesBefore = (await db.select({ id: deliveries.id }).from(deliveries)).length;
    await expect(
      db.transaction(async (tx) => {
        const r = await transitionRentals(tx, config, {
          action: 'decline',
          actor: 'owner',
          where: eq(rentals.id, rental.id),
          now: new Date(),
        });
        expect(r.moved).toHaveLength(1);
        expect(r.deliveries).toHaveLength(1);
        throw new Error('something later in the same change failed');
      }),
    ).rejects.toThrow();
    expect(await statusOf(rental.id)).toBe('pending');
    expect(await db.select().from(notifications).where(eq(notifications.relatedId, rental.id))).toEqual([]);
    expect(await db.select({ id: deliveries.id }).from(deliveries)).toHaveLength(deliveriesBefore);

    const done = await db.transaction((tx) =>
      transitionRentals(tx, config, {
        action: 'decline',
        actor: 'owner',
        where: eq(rentals.id, rental.id),
        now: new Date(),
      }),
    );
    expect(await statusOf(rental.id)).toBe('declined');
    expect(
      await db
        .select({ type: notifications.type, userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.relatedId, rental.id)),
    ).toEqual([{ type: 'rental_declined', userId: rental.renterId }]);
    expect(
      await db.select({ status: deliveries.status }).from(deliveries).where(inArray(deliveries.id, done.deliveries)),
    ).toEqual([{ status: 'pending' }]);
  });

  it('moves only rows in a status the actor may move from, and refuses an actor who never makes the move', async () => {
    const rental = await pendingRental();
    // The owner cancels only a confirmed rental: a pending one is left alone.
    const none = await db.transaction((tx) =>
      transitionRentals(tx, config, {
        action: 'cancel',
        actor: 'owner',
        where: eq(rentals.id, rental.id),
        now: new Date(),
      }),
    );
    expect(none).toEqual({ moved: [], deliveries: [], refunds: [], intentCancellations: [] });
    expect(await statusOf(rental.id)).toBe('pending');
    await expect(
      db.transaction((tx) =>
        transitionRentals(tx, config, {
          action: 'accept',
          actor: 'admin',
          where: eq(rentals.id, rental.id),
          now: new Date(),
        }),
      ),
    ).rejects.toThrow(/never makes/);
    expect(await statusOf(rental.id)).toBe('pending');
  });

  it('with skipLocked, passes over a row another transaction holds instead of waiting for it', async () => {
    const rental = await pendingRental();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = db.transaction(async (tx) => {
      await tx.select({ id: rentals.id }).from(rentals).where(eq(rentals.id, rental.id)).for('update');
      locked();
      await held;
    });
    await isLocked;
    const skipped = await db.transaction((tx) =>
      transitionRentals(tx, config, {
        action: 'decline',
        actor: 'system',
        reason: 'expired',
        where: eq(rentals.id, rental.id),
        now: new Date(),
        skipLocked: true,
      }),
    );
    expect(skipped.moved).toEqual([]);
    release();
    await holder;
    const moved = await db.transaction((tx) =>
      transitionRentals(tx, config, {
        action: 'decline',
        actor: 'system',
        reason: 'expired',
        where: eq(rentals.id, rental.id),
        now: new Date(),
        skipLocked: true,
      }),
    );
    expect(moved.moved.map((r) => [r.status, r.statusReason, r.statusChangedBy])).toEqual([
      ['declined', 'expired', 'system'],
    ]);
    expect(
      await db.select({ type: notifications.type }).from(notifications).where(eq(notifications.relatedId, rental.id)),
    ).toEqual([{ type: 'rental_expired' }]);
  });
});
