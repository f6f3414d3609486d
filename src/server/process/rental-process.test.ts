import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { deliveries, notifications, rentalEvents, rentals } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { walkRentalTo, WALKS } from '@/server/test/walk-rental';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import {
  effectKind,
  RENTAL_EFFECT_KINDS,
  RENTAL_REQUEST,
  RENTAL_SCHEDULED_EFFECTS,
  RENTAL_STATUSES,
  RENTAL_TRANSITIONS,
  type RentalEffect,
  type RentalTransition,
} from '@/shared/domain/rental-status';
import { collectEffects } from '@/server/effects/unit-of-work';
import { EFFECT_HANDLERS } from './compose';

const day = (n: number) => addDays(todayIso(), n);

describe('the rental process: its one writer and the effects it applies', async () => {
  const { db, deps } = await createTestApp();
  const { process } = deps;

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
        const fx = collectEffects();
        const r = await process.move(tx, fx, {
          action: 'decline',
          actor: 'owner',
          where: eq(rentals.id, rental.id),
          now: new Date(),
        });
        expect(r).toHaveLength(1);
        expect(fx.pending.deliveries).toHaveLength(1);
        throw new Error('something later in the same change failed');
      }),
    ).rejects.toThrow();
    expect(await statusOf(rental.id)).toBe('pending');
    expect(await db.select().from(notifications).where(eq(notifications.relatedId, rental.id))).toEqual([]);
    expect(await db.select({ id: deliveries.id }).from(deliveries)).toHaveLength(deliveriesBefore);

    const done = collectEffects();
    await db.transaction((tx) =>
      process.move(tx, done, {
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
      await db
        .select({ status: deliveries.status })
        .from(deliveries)
        .where(inArray(deliveries.id, [...done.pending.deliveries])),
    ).toEqual([{ status: 'pending' }]);
  });

  it('moves only rows in a status the actor may move from, and refuses an actor who never makes the move', async () => {
    const rental = await pendingRental();
    // The owner cancels only a confirmed rental: a pending one is left alone.
    const fx = collectEffects();
    const none = await db.transaction((tx) =>
      process.move(tx, fx, {
        action: 'cancel',
        actor: 'owner',
        where: eq(rentals.id, rental.id),
        now: new Date(),
      }),
    );
    expect(none).toEqual([]);
    expect(fx.pending).toEqual({
      deliveries: [],
      refunds: [],
      intentCancellations: [],
      payouts: [],
      payoutReversals: [],
    });
    expect(await statusOf(rental.id)).toBe('pending');
    await expect(
      db.transaction((tx) =>
        process.move(tx, fx, {
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
    const expire = () =>
      db.transaction((tx) =>
        process.move(tx, collectEffects(), {
          action: 'decline',
          actor: 'system',
          reason: 'expired',
          where: eq(rentals.id, rental.id),
          now: new Date(),
          skipLocked: true,
        }),
      );
    expect(await expire()).toEqual([]);
    release();
    await holder;
    const moved = await expire();
    expect(moved.map((r) => [r.status, r.statusReason, r.statusChangedBy])).toEqual([
      ['declined', 'expired', 'system'],
    ]);
    expect(
      await db.select({ type: notifications.type }).from(notifications).where(eq(notifications.relatedId, rental.id)),
    ).toEqual([{ type: 'rental_expired' }]);
  });
});

describe('walkRentalTo: tests reach a status through the door', async () => {
  const { db, deps } = await createTestApp();

  it.each(RENTAL_STATUSES)('a new request walks to %s by the moves of the table, each with its history', async (to) => {
    const owner = await insertUser(db);
    const renter = await insertUser(db);
    const item = await insertItem(db, owner.id);
    const request = await insertRental(db, item, renter.id, day(-3), day(-1), 'pending');
    const walked = await walkRentalTo(deps, request.id, to);
    expect(walked.status).toBe(to);
    const steps = await db
      .select({ step: rentalEvents.step })
      .from(rentalEvents)
      .where(eq(rentalEvents.rentalId, request.id))
      .orderBy(rentalEvents.id);
    expect(steps.map((s) => s.step)).toEqual(WALKS[to].map((m) => RENTAL_TRANSITIONS[m.action].to));
    // The moves' declared effects ran: the renter hears of an accept, a decline; the owner of a cancel.
    if (to !== 'pending')
      expect(
        (await db.select().from(notifications).where(eq(notifications.relatedId, request.id))).length,
      ).toBeGreaterThan(0);
  });
});

describe('the process is complete: every kind of effect has its handler', () => {
  it('the composed handlers are exactly the kinds; charge, declared by no move, refuses to run', async () => {
    expect(Object.keys(EFFECT_HANDLERS).sort()).toEqual([...RENTAL_EFFECT_KINDS].sort());
    const declared = [
      ...Object.values(RENTAL_TRANSITIONS).flatMap((t: RentalTransition) => [
        ...t.effects,
        ...Object.values(t.reasonEffects ?? {}).flat(),
      ]),
      ...RENTAL_REQUEST.effects,
      ...Object.values(RENTAL_SCHEDULED_EFFECTS).flatMap((s): readonly RentalEffect[] => s.effects),
    ].map(effectKind);
    expect(declared).not.toContain('charge');
    expect(declared).toContain('payout');
    expect(declared).toContain('depositHold');
    const ctx = {} as Parameters<typeof EFFECT_HANDLERS.charge>[1];
    await expect(EFFECT_HANDLERS.charge({ charge: 'total' }, ctx)).rejects.toThrow(/checkout/);
  });
});
