import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { testProviderIntents } from '@/server/db/tables';
import { translate } from '@/shared/i18n/messages';
import {
  WebhookSignatureError,
  type IntentStatus,
  type PaymentMethodType,
  type PaymentProvider,
  type PaymentProviderError,
  type ProviderIntent,
} from './provider';
import { toProviderEvent } from './stripe-event';
import { outcomeOf, type DeclineCode, type RefundOutcome, type TestPaymentMethod } from './test-methods';
import { testAccounts, type OnboardingFields, type OnboardingOutcome } from './test-provider-accounts';
import { hex, idempotencyError, noSuch, refused, stripeEvent, type SignedEvent } from './test-provider-common';
import { testRefunds } from './test-provider-refunds';
import { testTransfers } from './test-provider-transfers';
import { signPayload, verifyPayload } from './webhook-signature';

export type { SignedEvent };

/** What a confirm or an authentication step did. `event` is null when nothing changed (a double click). */
export interface TestConfirmOutcome {
  intent: ProviderIntent;
  event: SignedEvent | null;
  nextAction: { type: 'redirect'; url: string } | null;
  decline: DeclineCode | null;
}

/**
 * The built-in provider, plus the part Stripe's servers and its hosted pages play: confirming and authenticating,
 * onboarding a connected account, and what Stripe does as time passes (refunds settling, payouts to the bank).
 */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Null when the client secret names no intent. */
  confirm(input: { clientSecret: string; paymentMethod: TestPaymentMethod }): Promise<TestConfirmOutcome | null>;
  authenticate(input: { clientSecret: string; outcome: 'approve' | 'fail' }): Promise<TestConfirmOutcome | null>;
  /** Signs a Stripe-shaped event with this provider's secret (tests use it to send events of their own). */
  signEvent(event: object, timestamp?: number): SignedEvent;
  /**
   * What Stripe's hosted onboarding does (issue 24 §1): the owner's details given through the link `url` (a one-time
   * link of createAccountLink), the account's new state and its `account.updated` event. The fields are checked by
   * the caller (onboardingFormSchema); the IBAN TEST_FAILING_IBAN leaves the account restricted.
   */
  completeOnboarding(input: { url: string; fields: OnboardingFields }): Promise<OnboardingOutcome>;
  /**
   * What Stripe does by itself with time, run by the payouts job: pending refunds of the refund test cards end a
   * minute after they were made (succeeded, or failed for 4000 0000 0000 5126), each with `charge.refund.updated`.
   */
  settleRefunds(now: Date): Promise<SignedEvent[]>;
  /** The daily payout of the connected accounts to their owners' banks: one `payout.paid` per account paid. */
  payOutDue(now: Date): Promise<SignedEvent[]>;
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test';
}

export interface TestProviderOptions {
  db: Db;
  webhookSecret: string;
  now?: () => Date;
}

type IntentRow = typeof testProviderIntents.$inferSelect;

/** A change of an intent's state; `refundOutcome` (when given) is how the card that paid it ends its refunds. */
interface IntentChange {
  status: IntentStatus;
  method?: PaymentMethodType;
  decline?: DeclineCode;
  refundOutcome?: RefundOutcome | null;
}

function toIntent(row: IntentRow): ProviderIntent {
  const method = row.paymentMethodType;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as IntentStatus,
    amount: row.amount,
    currency: 'pln',
    paymentMethodType: method === 'card' || method === 'blik' || method === 'p24' ? method : null,
    // Like Stripe, whose last_payment_error.message is English; the code's text in the request's language is the 402.
    failureMessage: row.lastError ? translate('en', `paymentDeclines.${row.lastError}`) : null,
    metadata: row.metadata as Record<string, string>,
  };
}

/** Where the browser goes for the step Stripe would host: the 3-D Secure challenge or the Przelewy24 bank. */
function nextActionOf(row: IntentRow): TestConfirmOutcome['nextAction'] {
  if (row.status !== 'requires_action') return null;
  const page = row.paymentMethodType === 'p24' ? 'bank' : 'authenticate';
  // Stripe's own name for the parameter; "secret" also keeps it out of the request logs (lib/redact-url.ts).
  const query = new URLSearchParams({ intent: row.id, payment_intent_client_secret: row.clientSecret });
  return { type: 'redirect', url: `/test-payments/${page}?${query}` };
}

/** Stripe's answer to a confirm or a cancel the intent's state does not allow. */
function unexpectedState(row: IntentRow): PaymentProviderError {
  return refused(
    `You cannot perform this action on a PaymentIntent with the status ${row.status}`,
    'payment_intent_unexpected_state',
  );
}

async function lockBySecret(tx: DbOrTx, clientSecret: string): Promise<IntentRow | undefined> {
  const [row] = await tx
    .select()
    .from(testProviderIntents)
    .where(eq(testProviderIntents.clientSecret, clientSecret))
    .for('update');
  return row;
}

/**
 * Stripe's test mode, kept in PostgreSQL (the test_provider_* tables) so that every app process agrees: ids and
 * client secrets in Stripe's shape, every create idempotent by key, Stripe's test cards, connected accounts with
 * transfers and payouts (test-provider-accounts.ts, test-provider-transfers.ts), and each change of state announced
 * by an event signed with Stripe's scheme under this provider's own secret.
 */
export function createTestProvider(options: TestProviderOptions): TestPaymentProvider {
  const { db, webhookSecret } = options;
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);

  function signEvent(event: object, timestamp = seconds()): SignedEvent {
    const rawBody = Buffer.from(JSON.stringify(event));
    return { rawBody, signature: signPayload(rawBody, webhookSecret, timestamp) };
  }

  function intentEvent(row: IntentRow, type: string): SignedEvent {
    return signEvent(
      stripeEvent(type, now(), {
        id: row.id,
        object: 'payment_intent',
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        metadata: row.metadata,
        payment_method_types: row.paymentMethodType ? [row.paymentMethodType] : [],
        last_payment_error: row.lastError ? { code: row.lastError } : null,
      }),
    );
  }

  async function move(
    clientSecret: string,
    decide: (row: IntentRow) => IntentChange | null,
  ): Promise<TestConfirmOutcome | null> {
    return db.transaction(async (tx) => {
      const row = await lockBySecret(tx, clientSecret);
      if (!row) return null;
      const change = decide(row);
      // Nothing to do (already paid, or waiting for the step the first click asked for): the same answer, no event.
      if (!change) return { intent: toIntent(row), event: null, nextAction: nextActionOf(row), decline: null };
      const [updated] = await tx
        .update(testProviderIntents)
        .set({
          status: change.status,
          paymentMethodType: change.method ?? row.paymentMethodType,
          lastError: change.decline ?? null,
          refundOutcome: change.refundOutcome === undefined ? row.refundOutcome : change.refundOutcome,
          updatedAt: now(),
        })
        .where(eq(testProviderIntents.id, row.id))
        .returning();
      const type = change.decline
        ? 'payment_intent.payment_failed'
        : change.status === 'succeeded'
          ? 'payment_intent.succeeded'
          : `payment_intent.${change.status}`;
      return {
        intent: toIntent(updated),
        event: intentEvent(updated, type),
        nextAction: nextActionOf(updated),
        decline: change.decline ?? null,
      };
    });
  }

  const parts = { db, now, signEvent: (event: object) => signEvent(event) };
  return {
    name: 'test',
    publishableKey: null,
    ...testRefunds(parts),
    ...testAccounts(parts),
    ...testTransfers(parts),

    async createIntent({ amount, currency, idempotencyKey, metadata }) {
      if (!Number.isInteger(amount) || amount <= 0) throw refused('Amount must be a positive integer');
      const id = `pi_test_${hex(12)}`;
      const [created] = await db
        .insert(testProviderIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${hex(16)}`,
          amount,
          currency,
          status: 'requires_payment_method',
          metadata,
          idempotencyKey,
        })
        .onConflictDoNothing({ target: testProviderIntents.idempotencyKey })
        .returning();
      if (created) return toIntent(created);
      const [existing] = await db
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.idempotencyKey, idempotencyKey));
      if (existing.amount !== amount || existing.currency !== currency) throw idempotencyError();
      return toIntent(existing);
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id));
      if (!row) throw noSuch('payment_intent', id);
      return toIntent(row);
    },

    async cancelIntent({ intentId }) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testProviderIntents)
          .where(eq(testProviderIntents.id, intentId))
          .for('update');
        if (!row) throw noSuch('payment_intent', intentId);
        if (row.status === 'succeeded' || row.status === 'canceled') throw unexpectedState(row);
        const [updated] = await tx
          .update(testProviderIntents)
          .set({ status: 'canceled', updatedAt: now() })
          .where(eq(testProviderIntents.id, row.id))
          .returning();
        return updated;
      });
      return toIntent(outcome);
    },

    parseWebhook(rawBody, signature) {
      verifyPayload(rawBody, signature, webhookSecret, seconds());
      try {
        return toProviderEvent(JSON.parse(rawBody.toString('utf8')) as Parameters<typeof toProviderEvent>[0]);
      } catch {
        throw new WebhookSignatureError('The signed body is not an event');
      }
    },

    confirm({ clientSecret, paymentMethod }) {
      return move(clientSecret, (row) => {
        // Stripe refuses to confirm an intent that is cancelled, already paid or settling: no second charge.
        if (row.status === 'canceled' || row.status === 'succeeded' || row.status === 'processing')
          throw unexpectedState(row);
        // Waiting for the step the first click asked for: the same answer again.
        if (row.status !== 'requires_payment_method') return null;
        const outcome = outcomeOf(paymentMethod, now());
        const method = paymentMethod.type;
        if (outcome.kind === 'declined')
          return { status: 'requires_payment_method', method, decline: outcome.code, refundOutcome: null };
        if (outcome.kind === 'requires_action') return { status: 'requires_action', method, refundOutcome: null };
        return { status: 'succeeded', method, refundOutcome: outcome.refunds ?? null };
      });
    },

    authenticate({ clientSecret, outcome }) {
      return move(clientSecret, (row) => {
        if (row.status === 'succeeded' || row.status === 'processing') return null;
        if (row.status !== 'requires_action')
          throw refused(
            'This PaymentIntent is not waiting for an authentication step',
            'payment_intent_unexpected_state',
          );
        if (outcome === 'approve') return { status: 'succeeded' };
        const decline: DeclineCode = row.paymentMethodType === 'p24' ? 'p24_failed' : 'authentication_failed';
        return { status: 'requires_payment_method', decline };
      });
    },

    signEvent,
  };
}
