import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { payoutAccountStatus, type PayoutAccountStatus } from '@/shared/domain/payouts';
import type { PayoutAccount } from '@/shared/schemas/payouts';
import type { Language } from '@/shared/constants/limits';
import type { ProviderAccount } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { payoutAccounts, payouts, rentals, users } from '@/server/db/tables';
import type { OutboxLog } from '@/server/effects/outbox';
import { withEffects, type Effects } from '@/server/effects/unit-of-work';
import { duePayoutsOf } from './payouts';

type AccountRow = typeof payoutAccounts.$inferSelect;

/** Where the owner comes back to from the provider's onboarding, in the page's language. */
const PAYOUTS_PATH: Record<Language, string> = { pl: '/wyplaty', en: '/payouts' };

async function accountOf(db: DbOrTx, userId: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

/** Whether the user owns a rental someone has booked (accepted): from then on the screens ask for a payout account. */
async function ownsAcceptedRental(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.ownerId, userId), inArray(rentals.status, ['confirmed', 'active', 'completed'])))
    .limit(1);
  return row !== undefined;
}

async function toApi(db: DbOrTx, userId: number, row: AccountRow | null): Promise<PayoutAccount> {
  const status = (row?.status ?? 'none') as PayoutAccountStatus;
  return {
    status,
    provider: row ? (row.provider as 'stripe' | 'test') : null,
    bankLast4: row?.bankLast4 ?? null,
    requirements: row?.requirements ?? [],
    restrictedReason: status === 'restricted' ? (row?.restrictedReason ?? null) : null,
    setupNeeded: status !== 'active' && (await ownsAcceptedRental(db, userId)),
  };
}

/**
 * The provider's view of an account applied to its row, in `tx`: status, bank digits, what is still due. An account
 * that has just become active sends its owner's due payouts at once (after the commit).
 */
export async function applyAccount(tx: DbOrTx, fx: Effects, provider: string, account: ProviderAccount, now: Date) {
  const [row] = await tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.providerAccountId, account.id)))
    .for('update');
  if (!row) return null;
  const status = payoutAccountStatus(account);
  const [updated] = await tx
    .update(payoutAccounts)
    .set({
      status,
      bankLast4: account.bankLast4,
      requirements: [...account.requirementsDue],
      restrictedReason: status === 'restricted' ? account.disabledReason : null,
      updatedAt: now,
    })
    .where(eq(payoutAccounts.id, row.id))
    .returning();
  if (status === 'active' && row.status !== 'active') fx.send('payouts', await duePayoutsOf(tx, row.userId));
  return updated;
}

/** Re-reads an account from the provider and applies it (the owner back from onboarding; a lost account.updated). */
export async function refreshAccount(deps: AppDeps, accountId: string, log: OutboxLog): Promise<void> {
  const account = await deps.payments.retrieveAccount(accountId);
  await withEffects(deps, (tx, fx) => applyAccount(tx, fx, deps.payments.name, account, deps.clock.now()), log);
}

/**
 * GET /api/payouts/account: the user's payout account. One not active yet is re-read from the provider first (the
 * owner may be back from onboarding before its event); the provider being away shows the state last known.
 */
export async function payoutAccountFor(deps: AppDeps, userId: number, log: OutboxLog): Promise<PayoutAccount> {
  let row = await accountOf(deps.db, userId);
  if (row && row.status !== 'active' && row.provider === deps.payments.name) {
    try {
      await refreshAccount(deps, row.providerAccountId, log);
      row = await accountOf(deps.db, userId);
    } catch (err) {
      log.error({ err, userId }, 'payout account: the provider could not be asked; showing the state last known');
    }
  }
  return toApi(deps.db, userId, row);
}

/**
 * POST /api/payouts/account: the onboarding link. The account is created at the provider the first time (idempotent
 * by the user: two clicks at once make one account), then a fresh link to the provider's onboarding is made, coming
 * back to the payouts page in `lang`.
 */
export async function payoutAccountLink(deps: AppDeps, userId: number, lang: Language): Promise<{ url: string }> {
  let row = await accountOf(deps.db, userId);
  if (!row) {
    const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const account = await deps.payments.createAccount({
      email: user.email,
      idempotencyKey: `payout-account:${userId}`,
      metadata: { userId: String(userId) },
    });
    const now = deps.clock.now();
    await deps.db
      .insert(payoutAccounts)
      .values({
        userId,
        provider: deps.payments.name,
        providerAccountId: account.id,
        status: payoutAccountStatus(account),
        bankLast4: account.bankLast4,
        requirements: [...account.requirementsDue],
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payoutAccounts.userId });
    row = (await accountOf(deps.db, userId))!;
  }
  const back = `${deps.config.publicUrl}${PAYOUTS_PATH[lang]}`;
  return deps.payments.createAccountLink({
    accountId: row.providerAccountId,
    returnUrl: `${back}?onboarding=done`,
    refreshUrl: `${back}?onboarding=refresh`,
  });
}

/**
 * The provider paid a connected account out to the owner's bank (payout.paid): the owner's payouts sent before it
 * are paid. Stripe's payout does not list the transfers it carries; the automatic daily payout carries everything
 * sent before it.
 */
export async function markPaidOut(tx: DbOrTx, provider: string, accountId: string, at: Date): Promise<number> {
  const [account] = await tx
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.provider, provider), eq(payoutAccounts.providerAccountId, accountId)));
  if (!account) return 0;
  const paid = await tx
    .update(payouts)
    .set({
      status: sql`CASE WHEN ${payouts.status} = 'sent' THEN 'paid' ELSE ${payouts.status} END`,
      paidAt: at,
      updatedAt: at,
    })
    .where(
      and(
        eq(payouts.ownerId, account.userId),
        inArray(payouts.status, ['sent', 'reversed']),
        sql`${payouts.paidAt} IS NULL`,
        lte(payouts.sentAt, at),
      ),
    )
    .returning({ id: payouts.id });
  return paid.length;
}
