import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { testProviderAccounts } from '@/server/db/tables';
import { normalizeIban, TEST_FAILING_IBAN } from '@/shared/domain/payouts';
import type { PaymentProvider, ProviderAccount } from './provider';
import {
  hex,
  idempotencyError,
  noSuch,
  stripeEvent,
  type SignedEvent,
  type TestProviderParts,
} from './test-provider-common';

/** What Stripe asks of a new Express account of an individual in Poland before it can receive transfers. */
export const NEW_ACCOUNT_REQUIREMENTS = [
  'individual.first_name',
  'individual.last_name',
  'individual.dob.day',
  'individual.address.line1',
  'external_account',
] as const;

/** An onboarding link works this long (Stripe's Account Links expire after minutes too). */
export const ONBOARDING_LINK_MINUTES = 30;

/** What the test provider's onboarding page asks, already checked by the caller (onboardingFormSchema). */
export interface OnboardingFields {
  legalName: string;
  dateOfBirth: string;
  address: string;
  city: string;
  postalCode: string;
  iban: string;
}

export type OnboardingOutcome =
  | { kind: 'done'; account: ProviderAccount; returnUrl: string; event: SignedEvent }
  | { kind: 'not_found' }
  | { kind: 'expired'; refreshUrl: string };

type AccountRow = typeof testProviderAccounts.$inferSelect;

function toAccount(row: AccountRow): ProviderAccount {
  return {
    id: row.id,
    detailsSubmitted: row.detailsSubmitted,
    payoutsEnabled: row.payoutsEnabled,
    transfersActive: row.transfersActive,
    requirementsDue: [...row.requirementsDue],
    disabledReason: row.disabledReason,
    bankLast4: row.bankLast4,
  };
}

/** The account as Stripe's Account object shows it, for its `account.updated` event. */
function accountObject(row: AccountRow): object {
  return {
    id: row.id,
    object: 'account',
    type: 'express',
    country: 'PL',
    email: row.email,
    details_submitted: row.detailsSubmitted,
    payouts_enabled: row.payoutsEnabled,
    capabilities: { transfers: row.transfersActive ? 'active' : 'inactive' },
    requirements: {
      currently_due: row.requirementsDue,
      past_due: row.disabledReason === 'requirements.past_due' ? row.requirementsDue : [],
      disabled_reason: row.disabledReason,
    },
    external_accounts: {
      object: 'list',
      data: row.bankLast4 ? [{ object: 'bank_account', last4: row.bankLast4 }] : [],
    },
    metadata: row.metadata,
  };
}

/** The state Stripe gives an account once its owner has given everything: restricted for the failing test IBAN. */
function stateAfterOnboarding(iban: string) {
  if (normalizeIban(iban) === TEST_FAILING_IBAN)
    // As Stripe's test account number that fails: the bank account is refused and asked for again.
    return {
      payoutsEnabled: false,
      transfersActive: false,
      requirementsDue: ['external_account'],
      disabledReason: 'requirements.past_due',
    };
  return { payoutsEnabled: true, transfersActive: true, requirementsDue: [], disabledReason: null };
}

function sameSecret(given: string, stored: string | null): boolean {
  if (!stored || given.length !== stored.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(stored));
}

/** The `account` and `token` of an onboarding link (relative, as the test provider makes it, or absolute). */
function linkParams(url: string): { account: string; token: string } | null {
  try {
    const query = new URL(url, 'http://localhost').searchParams;
    const account = query.get('account');
    const token = query.get('token');
    return account && token ? { account, token } : null;
  } catch {
    return null;
  }
}

/**
 * The test provider's connected accounts (Stripe Connect Express in miniature): created with Stripe's requirements of
 * a new account, onboarded through the app's own page by a one-time link, announced by `account.updated`.
 */
export function testAccounts({ db, now, signEvent }: TestProviderParts) {
  return {
    async createAccount({ email, idempotencyKey, metadata }: Parameters<PaymentProvider['createAccount']>[0]) {
      const at = now();
      const [created] = await db
        .insert(testProviderAccounts)
        .values({
          id: `acct_test_${hex(12)}`,
          email,
          metadata,
          idempotencyKey,
          requirementsDue: [...NEW_ACCOUNT_REQUIREMENTS],
          // Stripe sets requirements.disabled_reason only once what is due is overdue; a new account waits for its owner.
          disabledReason: null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: testProviderAccounts.idempotencyKey })
        .returning();
      if (created) return toAccount(created);
      const [existing] = await db
        .select()
        .from(testProviderAccounts)
        .where(eq(testProviderAccounts.idempotencyKey, idempotencyKey));
      if (existing.email !== email) throw idempotencyError();
      return toAccount(existing);
    },

    async retrieveAccount(id: string): Promise<ProviderAccount> {
      const [row] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, id));
      if (!row) throw noSuch('account', id);
      return toAccount(row);
    },

    /** A new link replaces the previous one, as a new Stripe Account Link does for its owner. */
    async createAccountLink({ accountId, returnUrl, refreshUrl }: Parameters<PaymentProvider['createAccountLink']>[0]) {
      const token = hex(16);
      const [row] = await db
        .update(testProviderAccounts)
        .set({
          linkToken: token,
          linkExpiresAt: new Date(now().getTime() + ONBOARDING_LINK_MINUTES * 60_000),
          linkReturnUrl: returnUrl,
          linkRefreshUrl: refreshUrl,
          updatedAt: now(),
        })
        .where(eq(testProviderAccounts.id, accountId))
        .returning({ id: testProviderAccounts.id });
      if (!row) throw noSuch('account', accountId);
      // Relative: the onboarding page is the app's own, on whichever address the owner uses.
      return { url: `/test-payments/onboarding?${new URLSearchParams({ account: accountId, token })}` };
    },

    /**
     * What Stripe's hosted onboarding does when the owner finishes it: the link's token is used up, the details kept
     * (the bank account as its last four only, as Stripe shows it to the platform) and the account's new state
     * announced. A link already used, or of another account, names nothing; an old one sends the owner to refresh.
     */
    async completeOnboarding(input: { url: string; fields: OnboardingFields }): Promise<OnboardingOutcome> {
      const link = linkParams(input.url);
      if (!link) return { kind: 'not_found' };
      return db.transaction(async (tx): Promise<OnboardingOutcome> => {
        // Locked: two submits of one link use it once.
        const [row] = await tx
          .select()
          .from(testProviderAccounts)
          .where(eq(testProviderAccounts.id, link.account))
          .for('update');
        if (!row || !sameSecret(link.token, row.linkToken)) return { kind: 'not_found' };
        const at = now();
        if (!row.linkExpiresAt || at > row.linkExpiresAt)
          return { kind: 'expired', refreshUrl: row.linkRefreshUrl ?? '' };
        const { legalName, dateOfBirth, address, city, postalCode, iban } = input.fields;
        const [updated] = await tx
          .update(testProviderAccounts)
          .set({
            legalName,
            dateOfBirth,
            address,
            city,
            postalCode,
            bankLast4: normalizeIban(iban).slice(-4),
            detailsSubmitted: true,
            ...stateAfterOnboarding(iban),
            linkToken: null,
            linkExpiresAt: null,
            updatedAt: at,
          })
          .where(eq(testProviderAccounts.id, row.id))
          .returning();
        const event = signEvent(stripeEvent('account.updated', at, accountObject(updated), { account: updated.id }));
        return { kind: 'done', account: toAccount(updated), returnUrl: row.linkReturnUrl ?? '', event };
      });
    },
  };
}
