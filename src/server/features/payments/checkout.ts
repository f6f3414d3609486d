import { eq } from 'drizzle-orm';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { CheckoutIntent } from '@/shared/schemas/payments';
import type { AppDeps } from '@/server/app-deps';
import { rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import type { UserRow } from '@/server/features/auth/public';
import { rentalParty } from '@/server/features/rentals/public';
import { insertPayment } from './payment-state';
import { paymentOfRental, type PaymentRow } from './queries';

type CheckoutDeps = Pick<AppDeps, 'db' | 'payments'>;

/** What the renter pays at checkout, in grosze: the total price (rental and booking fee) and the damage deposit. */
export function amountDue(r: { totalPrice: string; damageDeposit: string }): number {
  return toGrosze(r.totalPrice) + toGrosze(r.damageDeposit);
}

function answer(deps: CheckoutDeps, p: PaymentRow): CheckoutIntent {
  return {
    clientSecret: p.clientSecret,
    paymentIntentId: p.providerIntentId,
    amount: fromGrosze(p.amount),
    currency: 'pln',
    provider: deps.payments.name,
    ...(deps.payments.publishableKey ? { publishableKey: deps.payments.publishableKey } : {}),
  };
}

const notPayable = (status: string) => new AppError('RENTAL_NOT_PAYABLE', undefined, { status });
type RentalRow = typeof rentals.$inferSelect;
/** Only a confirmed rental not paid yet is paid for (spec 02 §4: the renter pays after the owner accepts). */
const payable = (r: RentalRow) => r.status === 'confirmed' && r.paymentStatus === 'unpaid';

/**
 * The checkout's payment intent for a rental (spec 02 §7, issue 12 §1): only its renter, only a confirmed, unpaid
 * rental (anyone else 404, the owner 403, any other state 409). One intent per rental, however many calls at once:
 * the provider's idempotency key (the rental's id) gives every call the same intent, and the unique payment per
 * rental keeps the first row written. The provider is called outside any transaction (no connection or row lock is
 * held across the network); the rental is checked again under its lock when the payment is written. The amount is
 * the server's; whatever the client sent is ignored.
 */
export async function createCheckoutIntent(
  deps: CheckoutDeps,
  user: UserRow,
  rentalId: number,
): Promise<CheckoutIntent> {
  await rentalParty(deps.db, rentalId, user, { roles: ['renter'] });

  const [before] = await deps.db.select().from(rentals).where(eq(rentals.id, rentalId));
  if (!before || !payable(before)) throw notPayable(before?.status ?? '');
  const existing = await paymentOfRental(deps.db, rentalId);
  if (existing) return answer(deps, existing);
  const intent = await deps.payments.createIntent({
    amount: amountDue(before),
    currency: 'pln',
    idempotencyKey: `payment:${rentalId}`,
    metadata: { rentalId: String(rentalId), renterId: String(before.renterId), itemId: String(before.itemId) },
  });

  const payment = await deps.db.transaction(async (tx) => {
    const [rental] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
    if (!rental || !payable(rental)) throw notPayable(rental?.status ?? '');
    const row = await insertPayment(tx, {
      rentalId,
      provider: deps.payments.name,
      providerIntentId: intent.id,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
      clientSecret: intent.clientSecret,
      paymentMethodType: intent.paymentMethodType,
    });
    if (!row) return paymentOfRental(tx, rentalId);
    await tx.update(rentals).set({ paymentIntentId: intent.id }).where(eq(rentals.id, rentalId));
    return row;
  });
  if (!payment) throw new AppError('NOT_FOUND');
  return answer(deps, payment);
}
