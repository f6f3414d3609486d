import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  testProviderAccounts,
  testProviderIntents,
  testProviderTransferReversals,
  testProviderTransfers,
} from '@/server/db/tables';
import type { PaymentProvider, ProviderReversal, ProviderTransfer } from './provider';
import {
  assertPositiveAmount,
  hex,
  idempotencyError,
  madeBy,
  noSuch,
  refused,
  stripeEvent,
  unixSeconds,
  type SignedEvent,
  type TestProviderParts,
} from './test-provider-common';

/** The test provider's daily payout takes a transfer to the owner's bank this long after it reached the account. */
export const TEST_PAYOUT_DELAY_HOURS = 24;

type TransferRow = typeof testProviderTransfers.$inferSelect;
type TransferInput = Parameters<PaymentProvider['createTransfer']>[0];

const toTransfer = (row: TransferRow): ProviderTransfer => ({
  id: row.id,
  amount: row.amount,
  amountReversed: row.amountReversed,
});

function sameTransfer(row: TransferRow, input: TransferInput): boolean {
  return (
    row.accountId === input.accountId &&
    row.amount === input.amount &&
    row.sourceIntentId === input.sourceIntentId &&
    row.transferGroup === input.transferGroup
  );
}

/**
 * The test provider's transfers to connected accounts, their reversals and the daily payout to the owners' banks
 * (separate charges and transfers, as Stripe Connect does them): a transfer is funded by one succeeded payment and
 * never exceeds it, and only an account whose transfers are active receives one.
 */
export function testTransfers({ db, now, signEvent }: TestProviderParts) {
  return {
    async createTransfer(input: TransferInput): Promise<ProviderTransfer> {
      assertPositiveAmount(input.amount);
      const { accountId, amount, sourceIntentId, transferGroup, idempotencyKey, metadata } = input;
      return db.transaction(async (tx) => {
        // The source payment's lock orders concurrent transfers from it, so together they never exceed it.
        const [intent] = await tx
          .select()
          .from(testProviderIntents)
          .where(eq(testProviderIntents.id, sourceIntentId))
          .for('update');
        if (!intent) throw noSuch('payment_intent', sourceIntentId);
        // A retry gets the first answer, whatever has changed since (as at Stripe).
        const [existing] = await tx
          .select()
          .from(testProviderTransfers)
          .where(eq(testProviderTransfers.idempotencyKey, idempotencyKey));
        if (existing) {
          if (!sameTransfer(existing, input)) throw idempotencyError();
          return toTransfer(existing);
        }
        const [account] = await tx.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, accountId));
        if (!account) throw refused(`No such destination: '${accountId}'`, 'account_invalid');
        if (!account.transfersActive)
          throw refused(
            `The destination account ${accountId} needs the transfers capability enabled`,
            'insufficient_capabilities_for_transfer',
          );
        if (intent.status !== 'succeeded')
          throw refused(`The source transaction of ${sourceIntentId} has not succeeded`, 'invalid_source_transaction');
        const [{ transferred }] = await tx
          .select({ transferred: sql<number>`coalesce(sum(${testProviderTransfers.amount}), 0)::int` })
          .from(testProviderTransfers)
          .where(eq(testProviderTransfers.sourceIntentId, sourceIntentId));
        if (transferred + amount > intent.amount)
          throw refused(
            `Transfer amount (${amount}) exceeds what is left of the source transaction (${intent.amount - transferred})`,
            'amount_too_large',
          );
        const [row] = await tx
          .insert(testProviderTransfers)
          .values({
            id: `tr_test_${hex(12)}`,
            accountId,
            amount,
            sourceIntentId,
            transferGroup,
            idempotencyKey,
            metadata,
            createdAt: now(),
          })
          .onConflictDoNothing({ target: testProviderTransfers.idempotencyKey })
          .returning();
        if (row) return toTransfer(row);
        // The same key from another source at the same moment (another intent's lock): committed by now.
        const [other] = await tx
          .select()
          .from(testProviderTransfers)
          .where(eq(testProviderTransfers.idempotencyKey, idempotencyKey));
        if (!sameTransfer(other, input)) throw idempotencyError();
        return toTransfer(other);
      });
    },

    async reverseTransfer({
      transferId,
      amount,
      idempotencyKey,
    }: Parameters<PaymentProvider['reverseTransfer']>[0]): Promise<ProviderReversal> {
      assertPositiveAmount(amount);
      return db.transaction(async (tx) => {
        // Locked: concurrent reversals of one transfer never take back more than it moved.
        const [transfer] = await tx
          .select()
          .from(testProviderTransfers)
          .where(eq(testProviderTransfers.id, transferId))
          .for('update');
        if (!transfer) throw noSuch('transfer', transferId);
        const [existing] = await tx
          .select()
          .from(testProviderTransferReversals)
          .where(eq(testProviderTransferReversals.idempotencyKey, idempotencyKey));
        if (existing) {
          if (existing.transferId !== transferId || existing.amount !== amount) throw idempotencyError();
          return { id: existing.id, transferId, amount };
        }
        if (transfer.amountReversed + amount > transfer.amount)
          throw refused(
            `Reversal amount (${amount}) is greater than what is left of the transfer (${transfer.amount - transfer.amountReversed})`,
            'amount_too_large',
          );
        const id = `trr_test_${hex(12)}`;
        await tx
          .insert(testProviderTransferReversals)
          .values({ id, transferId, amount, idempotencyKey, createdAt: now() });
        await tx
          .update(testProviderTransfers)
          .set({ amountReversed: transfer.amountReversed + amount })
          .where(eq(testProviderTransfers.id, transferId));
        return { id, transferId, amount };
      });
    },

    /**
     * The daily payout Stripe makes of a connected account's balance: every transfer at least TEST_PAYOUT_DELAY_HOURS
     * old at `at` (see madeBy), to an account whose payouts work, goes to the owner's bank, one `payout.paid` per
     * account. One conditional UPDATE: two processes paying out at once pay each transfer once.
     */
    async payOutDue(at: Date): Promise<SignedEvent[]> {
      const due = madeBy(at, now(), TEST_PAYOUT_DELAY_HOURS * 3_600_000);
      const payable = db
        .select({ id: testProviderAccounts.id })
        .from(testProviderAccounts)
        .where(eq(testProviderAccounts.payoutsEnabled, true));
      const paid = await db
        .update(testProviderTransfers)
        .set({ paidOutAt: at })
        .where(
          and(
            isNull(testProviderTransfers.paidOutAt),
            lte(testProviderTransfers.createdAt, due),
            inArray(testProviderTransfers.accountId, payable),
          ),
        )
        .returning();
      const byAccount = new Map<string, number>();
      for (const t of paid) byAccount.set(t.accountId, (byAccount.get(t.accountId) ?? 0) + t.amount - t.amountReversed);
      // A balance reversed to nothing has nothing to pay out; Stripe makes no payout of zero.
      return [...byAccount]
        .filter(([, amount]) => amount > 0)
        .map(([account, amount]) =>
          signEvent(
            stripeEvent(
              'payout.paid',
              at,
              {
                object: 'payout',
                id: `po_test_${hex(12)}`,
                amount,
                currency: 'pln',
                status: 'paid',
                arrival_date: unixSeconds(at),
                created: unixSeconds(at),
              },
              { account },
            ),
          ),
        );
    },
  };
}
