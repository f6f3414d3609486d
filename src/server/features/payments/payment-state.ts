import { eq } from 'drizzle-orm';
import {
  canMoveIntent,
  canMovePayment,
  isIntentStatus,
  type IntentStatus,
  type PaymentStatus,
} from '@/shared/domain/payment-status';
import type { DbOrTx } from '@/server/db/client';
import { payments, rentals } from '@/server/db/tables';
import type { PaymentRow } from './queries';

/**
 * A move the payment state tables (shared/domain/payment-status.ts) do not allow. No path of the app makes one: it
 * is a bug, thrown so that the caller's transaction rolls back and the error is logged (the webhook answers 500 and
 * the provider sends the event again; a refund stays pending for the refunds job).
 */
export class PaymentMoveRefused extends Error {
  constructor(column: string, id: number, from: string, to: string) {
    super(`${column} of ${id} may not move from ${from} to ${to}`);
    this.name = 'PaymentMoveRefused';
  }
}

/**
 * The one writer of a rental's payment status (`rentals.paymentStatus`; docs/decisions/0053), in the caller's
 * transaction: locks the rental, checks the move against PAYMENT_TRANSITIONS, writes it. A new rental is born unpaid
 * (the column's default). Returns the rental as it is now.
 */
export async function setRentalPaymentStatus(
  tx: DbOrTx,
  m: { rentalId: number; to: PaymentStatus; now: Date },
): Promise<typeof rentals.$inferSelect> {
  const [rental] = await tx
    .select({ paymentStatus: rentals.paymentStatus })
    .from(rentals)
    .where(eq(rentals.id, m.rentalId))
    .for('update');
  if (!rental) throw new Error(`no rental ${m.rentalId}`);
  if (!canMovePayment(rental.paymentStatus, m.to)) {
    throw new PaymentMoveRefused('rentals.paymentStatus', m.rentalId, rental.paymentStatus, m.to);
  }
  const [moved] = await tx
    .update(rentals)
    .set({ paymentStatus: m.to, updatedAt: m.now })
    .where(eq(rentals.id, m.rentalId))
    .returning();
  return moved;
}

type PaymentInsert = typeof payments.$inferInsert;

/** A payment comes into being (the checkout) with the status of the provider's intent it mirrors. */
export async function insertPayment(
  tx: DbOrTx,
  values: Omit<PaymentInsert, 'status' | 'id'> & { status: IntentStatus },
): Promise<PaymentRow | undefined> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing({ target: payments.rentalId }).returning();
  return row;
}

/**
 * The one writer of a payment intent's status (`payments.status`) once the payment exists (docs/decisions/0053), in
 * the caller's transaction: locks the payment, checks the move against INTENT_TRANSITIONS, writes it with the other
 * columns the provider's state brings (`set`). Returns the payment as it is now.
 */
export async function setIntentStatus(
  tx: DbOrTx,
  m: { paymentId: number; to: IntentStatus; now: Date; set?: Omit<Partial<PaymentInsert>, 'status' | 'id'> },
): Promise<PaymentRow> {
  const [payment] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, m.paymentId))
    .for('update');
  if (!payment) throw new Error(`no payment ${m.paymentId}`);
  if (!isIntentStatus(payment.status) || !canMoveIntent(payment.status, m.to)) {
    throw new PaymentMoveRefused('payments.status', m.paymentId, payment.status, m.to);
  }
  const [moved] = await tx
    .update(payments)
    .set({ ...m.set, status: m.to, updatedAt: m.now })
    .where(eq(payments.id, m.paymentId))
    .returning();
  return moved;
}
