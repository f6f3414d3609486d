import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payments, refunds } from '@/server/db/tables';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function paymentOfRental(db: DbOrTx, rentalId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.rentalId, rentalId));
  return row ?? null;
}

/** The payment of a provider's intent, locked: events about one payment are applied one after the other. */
export async function lockPaymentByIntent(db: DbOrTx, provider: string, intentId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, intentId)))
    .for('update');
  return row ?? null;
}

/** Grosze refunded of a payment so far (the provider has accepted them). */
export async function refundedOf(db: DbOrTx, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'succeeded')));
  return row.sum;
}
