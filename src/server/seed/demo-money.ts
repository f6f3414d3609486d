import { eq, inArray } from 'drizzle-orm';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { toGrosze } from '@/shared/domain/pricing';
import type { DbOrTx } from '@/server/db/client';
import {
  payoutAccounts,
  payouts,
  refunds,
  rentals,
  testProviderAccounts,
  testProviderIntents,
  testProviderRefunds,
  testProviderTransfers,
  users,
} from '@/server/db/tables';
import { insertPayment } from '@/server/features/payments/public';

/** The demo owner left without a payout account, to show the way to set one up (issue 24 §4). */
export const DEMO_OWNER_WITHOUT_PAYOUTS = 'pawel.mazur@example.com';

/** The test provider pays an account out to the bank this long after a transfer (its payOutDue). */
const BANK_PAYOUT_HOURS = 24;

type SeededRental = typeof rentals.$inferSelect;

const H = 3_600_000;
const pad = (n: number) => String(n).padStart(12, '0');

/**
 * The demo's money as the test provider would have it after the seeded histories (issue 24 §4): every paid rental's
 * card payment (a succeeded intent and the payment row, paid at the history's `paid` step), so that cancelling one
 * refunds for real; the owners' payout accounts, active at the test provider, but for DEMO_OWNER_WITHOUT_PAYOUTS;
 * and the payouts: upcoming for the rentals not yet returned, and for those returned more than the window ago the
 * deposit back and the owner's share transferred (paid out to the bank a day later), or due and waiting for the
 * account of the owner without one.
 */
export async function seedDemoMoney(
  tx: DbOrTx,
  rows: readonly SeededRental[],
  paidAtOf: Map<number, Date>,
  clock: Date,
): Promise<void> {
  const paid = rows.filter((r) => r.paymentStatus === 'paid');
  const owners = [...new Set(paid.map((r) => r.ownerId))];
  const accounts = await seedPayoutAccounts(tx, owners, clock);
  for (const r of paid) {
    const paidAt = paidAtOf.get(r.id) ?? new Date(r.createdAt.getTime() + 3 * H);
    const payment = await seedPayment(tx, r, paidAt);
    const share = toGrosze(r.subtotal);
    const returnedAt = r.status === 'completed' ? r.statusChangedAt : null;
    const releasedAt = returnedAt ? new Date(returnedAt.getTime() + PAYOUT_RELEASE_HOURS * H) : null;
    if (r.status !== 'completed' || !releasedAt || releasedAt > clock) {
      await tx.insert(payouts).values({
        rentalId: r.id,
        ownerId: r.ownerId,
        amount: share,
        status: 'upcoming',
        dueAt: releasedAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      continue;
    }
    await seedDepositBack(tx, r, payment.providerIntentId, payment.id, releasedAt);
    const account = accounts.get(r.ownerId);
    if (!account) {
      await tx.insert(payouts).values({
        rentalId: r.id,
        ownerId: r.ownerId,
        amount: share,
        status: 'due',
        dueAt: releasedAt,
        nextAttemptAt: releasedAt,
        createdAt: paidAt,
        updatedAt: releasedAt,
      });
      continue;
    }
    const transferId = `tr_test_demo${pad(r.id)}`;
    const bankAt = new Date(releasedAt.getTime() + BANK_PAYOUT_HOURS * H);
    const inBank = bankAt <= clock;
    await tx.insert(testProviderTransfers).values({
      id: transferId,
      accountId: account,
      amount: share,
      sourceIntentId: payment.providerIntentId,
      transferGroup: `rental_${r.id}`,
      idempotencyKey: `payout:${r.id}:${share}`,
      metadata: { rentalId: String(r.id), ownerId: String(r.ownerId) },
      paidOutAt: inBank ? bankAt : null,
      createdAt: releasedAt,
    });
    await tx.insert(payouts).values({
      rentalId: r.id,
      ownerId: r.ownerId,
      amount: share,
      status: inBank ? 'paid' : 'sent',
      dueAt: releasedAt,
      transferredAmount: share,
      providerTransferId: transferId,
      attempts: 1,
      createdAt: paidAt,
      sentAt: releasedAt,
      paidAt: inBank ? bankAt : null,
      updatedAt: inBank ? bankAt : releasedAt,
    });
  }
}

/** The owners' accounts at the test provider and their payout accounts (active); returns owner id → acct id. */
async function seedPayoutAccounts(tx: DbOrTx, owners: number[], at: Date): Promise<Map<number, string>> {
  const people = owners.length
    ? await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, owners))
    : [];
  const out = new Map<number, string>();
  for (const p of people.sort((a, b) => a.id - b.id)) {
    if (p.email === DEMO_OWNER_WITHOUT_PAYOUTS) continue;
    const id = `acct_test_demo${pad(p.id)}`;
    // The last four of a test account number of the owner's own.
    const last4 = String(1000 + ((p.id * 7919) % 9000));
    await tx.insert(testProviderAccounts).values({
      id,
      email: p.email,
      metadata: { userId: String(p.id) },
      idempotencyKey: `payout-account:${p.id}`,
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersActive: true,
      requirementsDue: [],
      legalName: `${p.firstName} ${p.lastName}`,
      bankLast4: last4,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(payoutAccounts).values({
      userId: p.id,
      provider: 'test',
      providerAccountId: id,
      status: 'active',
      bankLast4: last4,
      requirements: [],
      createdAt: at,
      updatedAt: at,
    });
    out.set(p.id, id);
  }
  return out;
}

/** A card payment of the rental's total and deposit, succeeded at the test provider. */
async function seedPayment(tx: DbOrTx, r: SeededRental, paidAt: Date) {
  const intentId = `pi_test_demo${pad(r.id)}`;
  const clientSecret = `${intentId}_secret_demo`;
  const amount = toGrosze(r.totalPrice) + toGrosze(r.damageDeposit);
  await tx.insert(testProviderIntents).values({
    id: intentId,
    clientSecret,
    amount,
    currency: 'pln',
    status: 'succeeded',
    metadata: { rentalId: String(r.id), renterId: String(r.renterId), itemId: String(r.itemId) },
    idempotencyKey: `payment:${r.id}`,
    paymentMethodType: 'card',
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  // Through the payments' one writer of payment statuses (features/payments/payment-state.ts).
  const payment = await insertPayment(tx, {
    rentalId: r.id,
    provider: 'test',
    providerIntentId: intentId,
    amount,
    status: 'succeeded',
    clientSecret,
    paymentMethodType: 'card',
    paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  });
  await tx.update(rentals).set({ paymentIntentId: intentId }).where(eq(rentals.id, r.id));
  return payment!;
}

/** The deposit of a returned rental, back with the renter when the window ended (a succeeded refund). */
async function seedDepositBack(tx: DbOrTx, r: SeededRental, intentId: string, paymentId: number, at: Date) {
  const deposit = toGrosze(r.damageDeposit);
  if (deposit === 0) return;
  const refundId = `re_test_demo${pad(r.id)}`;
  const key = `refund:${r.id}:deposit`;
  await tx
    .insert(testProviderRefunds)
    .values({ id: refundId, intentId, amount: deposit, idempotencyKey: key, createdAt: at, updatedAt: at });
  await tx.insert(refunds).values({
    paymentId,
    amount: deposit,
    depositPart: deposit,
    reason: 'deposit_release',
    providerRefundId: refundId,
    status: 'succeeded',
    idempotencyKey: key,
    attempts: 1,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  });
  await tx.update(rentals).set({ paymentStatus: 'partially_refunded' }).where(eq(rentals.id, r.id));
}
