import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { testProviderIntents, testProviderRefunds } from '@/server/db/tables';
import type { PaymentProvider, ProviderRefund } from './provider';
import {
  assertPositiveAmount,
  hex,
  idempotencyError,
  madeBy,
  noSuch,
  refused,
  stripeEvent,
  type SignedEvent,
  type TestProviderParts,
} from './test-provider-common';

/** A pending test refund settles (succeeds, or fails for 4000 0000 0000 5126) this long after it was made. */
export const TEST_REFUND_SETTLE_SECONDS = 60;

type RefundRow = typeof testProviderRefunds.$inferSelect;

function toRefund(row: RefundRow): ProviderRefund {
  const status = row.status === 'pending' || row.status === 'failed' ? row.status : 'succeeded';
  return { id: row.id, intentId: row.intentId, amount: row.amount, status };
}

/**
 * The test provider's refunds: at once and succeeded, but for Stripe's refund test cards, whose refunds stay pending
 * until `settleRefunds` (the test provider's own clock, run by the payouts job) ends them and says so with the
 * `charge.refund.updated` event Stripe sends.
 */
export function testRefunds({ db, now, signEvent }: TestProviderParts) {
  return {
    async refund({ intentId, amount, idempotencyKey }: Parameters<PaymentProvider['refund']>[0]) {
      assertPositiveAmount(amount);
      return db.transaction(async (tx): Promise<ProviderRefund> => {
        // The intent's lock orders concurrent refunds of one payment, so together they never exceed what was paid.
        const [intent] = await tx
          .select()
          .from(testProviderIntents)
          .where(eq(testProviderIntents.id, intentId))
          .for('update');
        if (!intent) throw noSuch('payment_intent', intentId);
        const [existing] = await tx
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
        if (existing) {
          if (existing.intentId !== intentId || existing.amount !== amount) throw idempotencyError();
          return toRefund(existing);
        }
        if (intent.status !== 'succeeded')
          throw refused(
            `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
            'charge_not_refundable',
          );
        // A failed refund gave nothing back, so it leaves the money refundable; a pending one is on its way.
        const [{ refunded }] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${testProviderRefunds.amount}), 0)::int` })
          .from(testProviderRefunds)
          .where(and(eq(testProviderRefunds.intentId, intentId), ne(testProviderRefunds.status, 'failed')));
        if (refunded + amount > intent.amount)
          throw refused(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`,
            'amount_too_large',
          );
        const at = now();
        const [row] = await tx
          .insert(testProviderRefunds)
          .values({
            id: `re_test_${hex(12)}`,
            intentId,
            amount,
            idempotencyKey,
            status: intent.refundOutcome ? 'pending' : 'succeeded',
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return toRefund(row);
      });
    },

    async retrieveRefund(id: string): Promise<ProviderRefund> {
      const [row] = await db.select().from(testProviderRefunds).where(eq(testProviderRefunds.id, id));
      if (!row) throw noSuch('refund', id);
      return toRefund(row);
    },

    /**
     * Ends every pending refund made at least TEST_REFUND_SETTLE_SECONDS before `at` (see madeBy), as its intent's
     * card says. One conditional UPDATE: two processes settling at once end (and announce) each refund once.
     */
    async settleRefunds(at: Date): Promise<SignedEvent[]> {
      const due = madeBy(at, now(), TEST_REFUND_SETTLE_SECONDS * 1000);
      const settled = await db
        .update(testProviderRefunds)
        .set({
          status: sql`case when ${testProviderIntents.refundOutcome} = 'fails' then 'failed' else 'succeeded' end`,
          updatedAt: at,
        })
        .from(testProviderIntents)
        .where(
          and(
            eq(testProviderIntents.id, testProviderRefunds.intentId),
            eq(testProviderRefunds.status, 'pending'),
            lte(testProviderRefunds.createdAt, due),
          ),
        )
        .returning({
          id: testProviderRefunds.id,
          intentId: testProviderRefunds.intentId,
          amount: testProviderRefunds.amount,
          status: testProviderRefunds.status,
        });
      return settled.map((r) =>
        signEvent(
          stripeEvent('charge.refund.updated', at, {
            object: 'refund',
            id: r.id,
            payment_intent: r.intentId,
            amount: r.amount,
            currency: 'pln',
            status: r.status,
          }),
        ),
      );
    },
  };
}
