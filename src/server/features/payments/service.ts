import { eq } from 'drizzle-orm';
import { canTransition } from '@/shared/domain/rental-status';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { cancellationRefund } from '@/shared/domain/refunds';
import { PAYMENT_METHOD_TYPES, type RefundPreview, type RentalPayment } from '@/shared/schemas/payments';
import type { AppDeps } from '@/server/app-deps';
import { rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import type { JobLog } from '@/server/jobs/types';
import type { UserRow } from '@/server/features/auth/public';
import { rentalParty } from '@/server/features/rentals/public';
import { paymentOfRental } from './queries';
import { reconcilePayment, type WebhookDeps } from './webhook';

type Deps = WebhookDeps;

const methodOf = (t: string | null) =>
  (PAYMENT_METHOD_TYPES as readonly string[]).includes(t ?? '') ? (t as RentalPayment['method']) : null;
/** Statuses after which the provider's intent does not move by itself any more. */
const SETTLED = new Set(['succeeded', 'canceled']);

/**
 * A rental's payment for its parties (anyone else 404): the provider's status, the rental's paymentStatus, the amount
 * and the method. A payment not settled yet is first reconciled with the provider, so the success page sees money
 * that arrived before (or without) its webhook.
 */
export async function rentalPaymentFor(
  deps: Deps,
  user: UserRow,
  rentalId: number,
  log?: JobLog,
): Promise<RentalPayment> {
  await rentalParty(deps.db, rentalId, user);
  let payment = await paymentOfRental(deps.db, rentalId);
  if (payment && !SETTLED.has(payment.status)) {
    try {
      await reconcilePayment(deps, payment.providerIntentId, { log });
      payment = await paymentOfRental(deps.db, rentalId);
    } catch (err) {
      // The provider is unreachable: what the webhooks brought so far is the answer.
      log?.error({ err, rentalId }, 'payment not reconciled with the provider');
    }
  }
  const [rental] = await deps.db
    .select({ paymentStatus: rentals.paymentStatus })
    .from(rentals)
    .where(eq(rentals.id, rentalId));
  return {
    status: (payment?.status ?? null) as RentalPayment['status'],
    paymentStatus: rental.paymentStatus,
    amount: payment ? fromGrosze(payment.amount) : null,
    method: methodOf(payment?.paymentMethodType ?? null),
  };
}

/**
 * What the renter would get back if they cancelled now (GET /api/rentals/{id}/refund-preview, the cancel dialog):
 * the same computation the cancellation applies. Only the renter (the owner 403, anyone else 404), only a rental the
 * renter may still cancel (409 otherwise).
 */
export async function refundPreviewFor(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  rentalId: number,
  now: Date,
): Promise<RefundPreview> {
  const { rental: r } = await rentalParty(deps.db, rentalId, user, { roles: ['renter'] });
  if (!canTransition(r.status, 'cancel', 'renter'))
    throw new AppError('INVALID_TRANSITION', undefined, { status: r.status });
  const payment = r.paymentStatus === 'paid' ? await paymentOfRental(deps.db, r.id) : null;
  const a = cancellationRefund({
    subtotal: toGrosze(r.subtotal),
    fee: toGrosze(r.bookingFee),
    deposit: toGrosze(r.damageDeposit),
    // The rental's own terms, as the cancellation will apply them (issue 19 §5).
    terms: r.cancellationTerms,
    startDate: r.startDate,
    cancelledBy: 'renter',
    now,
    paid: payment?.status === 'succeeded',
  });
  return {
    refund: fromGrosze(a.refund),
    rentalPart: fromGrosze(a.rentalPart),
    fee: fromGrosze(a.fee),
    deposit: fromGrosze(a.deposit),
    rule: a.rule,
  };
}
