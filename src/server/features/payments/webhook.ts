import { eq } from 'drizzle-orm';
import { fromGrosze } from '@/shared/domain/pricing';
import type { ProviderEvent, ProviderIntent } from '@/server/adapters/payments/provider';
import { WebhookSignatureError } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { paymentEvents, rentals } from '@/server/db/tables';
import type { OutboxDeps, OutboxLog } from '@/server/effects/outbox';
import { withEffects, type Effects, type UnitOfWorkDeps } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import { writeRentalNotices, type RentalNotice } from '@/server/features/notifications/public';
import { recordHistory } from '@/server/features/rentals/public';
import { setIntentStatus, setRentalPaymentStatus } from './payment-state';
import { applyAccount, markPaidOut } from './payout-accounts';
import { lockPaymentByIntent } from './queries';
import { followRefund, refundByProviderId, writeChargeback } from './refunds';

/** What applying the provider's state needs: the provider, the process (a paid rental starts or is refunded). */
export type WebhookDeps = UnitOfWorkDeps & OutboxDeps & Pick<AppDeps, 'config' | 'payments' | 'process'>;

export interface EventOutcome {
  /** False when the event's id was seen before: nothing was done again. */
  applied: boolean;
}

/**
 * Brings a payment (locked by the caller) to the provider's state of its intent, in `tx`, with the notices the change
 * causes: the first time it is seen succeeded the rental becomes paid and both parties are told (payment_received);
 * a failure the provider reports (`failed`: the event was payment_failed) tells the renter (payment_failed). Applying
 * the same state again changes nothing, so a replayed, duplicated or late event (processing after succeeded) is
 * harmless. What the rental does once paid (started, or refunded in full when no longer payable) is the process's
 * (server/process/).
 */
async function applyIntentState(
  tx: DbOrTx,
  fx: Effects,
  deps: WebhookDeps,
  intent: ProviderIntent,
  failed: boolean,
  now: Date,
): Promise<void> {
  const payment = await lockPaymentByIntent(tx, deps.payments.name, intent.id);
  if (!payment) return;
  const becomesPaid = intent.status === 'succeeded' && payment.status !== 'succeeded';
  // A succeeded payment stays succeeded: the provider never un-pays an intent, whatever an older event says.
  const status = payment.status === 'succeeded' ? 'succeeded' : intent.status;
  await setIntentStatus(tx, {
    paymentId: payment.id,
    to: status,
    now,
    set: {
      paymentMethodType: intent.paymentMethodType ?? payment.paymentMethodType,
      failureMessage: intent.failureMessage,
      paidAt: becomesPaid ? now : payment.paidAt,
    },
  });
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, payment.rentalId)).for('update');
  const notices: RentalNotice[] = [];
  if (becomesPaid) {
    if (rental.paymentStatus === 'unpaid') {
      await setRentalPaymentStatus(tx, { rentalId: rental.id, to: 'paid', now });
    }
    // The booking page's history shows when the money arrived (issue 19 §1), also for a rental no longer payable.
    await recordHistory(tx, [{ rentalId: rental.id, step: 'paid', at: now, by: 'renter' }]);
    // The renter's notice (and its e-mail) is the receipt: days, price, fee, deposit, total and method.
    const method = intent.paymentMethodType ?? payment.paymentMethodType;
    const receipt = {
      days: String(rental.days),
      subtotal: rental.subtotal,
      fee: rental.bookingFee,
      rentalTotal: rental.totalPrice,
      deposit: rental.damageDeposit,
      total: fromGrosze(payment.amount),
      ...(method ? { method } : {}),
    };
    for (const recipientId of [rental.renterId, rental.ownerId]) {
      notices.push({
        type: 'payment_received',
        recipientId,
        rentalId: rental.id,
        dedupeKey: `paid:${payment.id}:${recipientId}`,
        ...(recipientId === rental.renterId ? { extra: receipt } : {}),
      });
    }
    // Paid, so started (on or after its start date) or refunded whole (no longer payable): the process decides.
    await deps.process.paymentArrived(tx, fx, { rental, payment, now });
  } else if (failed && status !== 'succeeded') {
    notices.push({ type: 'payment_failed', recipientId: rental.renterId, rentalId: rental.id });
  }
  fx.send('deliveries', await writeRentalNotices(tx, deps.config, notices));
}

/** Stores the event by its id in `tx`; false when it was stored before (a replay). */
async function recordEvent(tx: DbOrTx, provider: string, event: ProviderEvent): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider, type: event.type, payload: event })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/**
 * One event from the payment provider (Stripe, or the test provider in-process), as POST /api/payments/webhook gets
 * it: the signature is verified on the raw body (400 INVALID_WEBHOOK_SIGNATURE and nothing changes when it fails),
 * then the intent is re-read from the provider and ITS state applied, in one transaction with the event's row: an
 * event seen before changes nothing, and events out of order all lead to the provider's current state.
 */
export async function handleProviderEvent(
  deps: WebhookDeps,
  rawBody: Buffer,
  signature: string | undefined,
  opts: { now?: Date; log?: OutboxLog } = {},
): Promise<EventOutcome> {
  let event: ProviderEvent;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch (e) {
    if (e instanceof WebhookSignatureError) throw new AppError('INVALID_WEBHOOK_SIGNATURE');
    throw e;
  }
  const now = opts.now ?? deps.clock.now();
  const intent =
    event.intentId && event.type.startsWith('payment_intent.')
      ? await deps.payments.retrieveIntent(event.intentId)
      : null;
  // Like an intent, the account is re-read: its state now, whatever order its events come in.
  const account =
    event.type === 'account.updated' && event.accountId ? await deps.payments.retrieveAccount(event.accountId) : null;
  const outcome = await withEffects(
    deps,
    async (tx, fx): Promise<EventOutcome> => {
      if (!(await recordEvent(tx, deps.payments.name, event))) return { applied: false };
      if (intent) await applyIntentState(tx, fx, deps, intent, event.type === 'payment_intent.payment_failed', now);
      if (account) await applyAccount(tx, fx, deps.payments.name, account, now);
      if (event.type === 'charge.dispute.funds_withdrawn' && event.dispute && event.intentId) {
        const payment = await lockPaymentByIntent(tx, deps.payments.name, event.intentId);
        if (payment?.status === 'succeeded') await writeChargeback(tx, fx, payment, event.dispute, now);
      }
      if (event.type === 'payout.paid' && event.accountId) {
        const at = event.created > 0 ? new Date(event.created * 1000) : now;
        await markPaidOut(tx, deps.payments.name, event.accountId, at);
      }
      return { applied: true };
    },
    opts.log,
  );
  // A refund that was processing at the provider has ended (or changed): followed to its end like the job does.
  if (outcome.applied && event.refundId && REFUND_EVENTS.has(event.type)) {
    const refund = await refundByProviderId(deps.db, event.refundId);
    if (refund) await followRefund(deps, refund);
  }
  return outcome;
}

/** The provider's events about a refund's outcome (Stripe sends refund.updated and charge.refund.updated). */
const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed', 'charge.refund.updated']);

/**
 * Reconciles a payment not yet final with the provider (the success page asks while a redirect method settles, and
 * a lost webhook must not leave a paid rental unpaid): the same state is applied as an event would.
 */
export async function reconcilePayment(
  deps: WebhookDeps,
  intentId: string,
  opts: { now?: Date; log?: OutboxLog } = {},
): Promise<void> {
  const intent = await deps.payments.retrieveIntent(intentId);
  const now = opts.now ?? deps.clock.now();
  await withEffects(deps, (tx, fx) => applyIntentState(tx, fx, deps, intent, false, now), opts.log);
}
