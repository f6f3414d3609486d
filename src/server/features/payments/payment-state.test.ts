import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { payments, rentals } from '@/server/db/tables';
import { insertItem, insertRental } from '@/server/features/items/test-fixtures';
import { createTestApp, registerUser } from '@/server/test/test-app';
import { insertPayment, PaymentMoveRefused, setIntentStatus, setRentalPaymentStatus } from './payment-state';

const day = (n: number) => addDays(todayIso(), n);

describe('the payment state door', async () => {
  const { app, db } = await createTestApp();
  const owner = await registerUser(app);
  const renter = await registerUser(app);

  async function rental() {
    const item = await insertItem(db, owner.id, { pricePerDay: '100.00' });
    return insertRental(db, item, renter.id, day(3), day(5), 'confirmed');
  }
  const statusOf = async (id: number) =>
    (await db.select({ s: rentals.paymentStatus }).from(rentals).where(eq(rentals.id, id)))[0].s;

  it('moves a rental along the table and refuses refunded → paid, writing nothing', async () => {
    const r = await rental();
    const now = new Date();
    await db.transaction((tx) => setRentalPaymentStatus(tx, { rentalId: r.id, to: 'paid', now }));
    await db.transaction((tx) => setRentalPaymentStatus(tx, { rentalId: r.id, to: 'refunded', now }));
    expect(await statusOf(r.id)).toBe('refunded');
    await expect(
      db.transaction((tx) => setRentalPaymentStatus(tx, { rentalId: r.id, to: 'paid', now })),
    ).rejects.toBeInstanceOf(PaymentMoveRefused);
    expect(await statusOf(r.id)).toBe('refunded');
  });

  it('refuses to refund an unpaid rental', async () => {
    const r = await rental();
    await expect(
      db.transaction((tx) => setRentalPaymentStatus(tx, { rentalId: r.id, to: 'refunded', now: new Date() })),
    ).rejects.toThrow('may not move from unpaid to refunded');
    expect(await statusOf(r.id)).toBe('unpaid');
  });

  it('keeps a succeeded intent succeeded and writes the provider columns with an allowed move', async () => {
    const r = await rental();
    const now = new Date();
    const payment = await db.transaction((tx) =>
      insertPayment(tx, {
        rentalId: r.id,
        provider: 'test',
        providerIntentId: `pi_door_${r.id}`,
        amount: 33000,
        status: 'requires_payment_method',
        clientSecret: `pi_door_${r.id}_secret`,
      }),
    );
    const paid = await db.transaction((tx) =>
      setIntentStatus(tx, { paymentId: payment!.id, to: 'succeeded', now, set: { paymentMethodType: 'card' } }),
    );
    expect(paid).toMatchObject({ status: 'succeeded', paymentMethodType: 'card' });
    await expect(
      db.transaction((tx) => setIntentStatus(tx, { paymentId: payment!.id, to: 'processing', now })),
    ).rejects.toBeInstanceOf(PaymentMoveRefused);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(row.status).toBe('succeeded');
  });
});
