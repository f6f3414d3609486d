import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { testProviderIntents, testProviderRefunds } from '@/server/db/tables';
import { translate } from '@/shared/i18n/messages';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type IntentStatus,
  type PaymentMethodType,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './provider';
import { toProviderEvent } from './stripe-event';
import { outcomeOf, type DeclineCode, type TestPaymentMethod } from './test-methods';
import { signPayload, verifyPayload } from './webhook-signature';

/** An event as the test provider sends it: the raw body and its `Stripe-Signature`-style header. */
export interface SignedEvent {
  rawBody: Buffer;
  signature: string;
}

/** What a confirm or an authentication step did. `event` is null when nothing changed (a double click). */
export interface TestConfirmOutcome {
  intent: ProviderIntent;
  event: SignedEvent | null;
  nextAction: { type: 'redirect'; url: string } | null;
  decline: DeclineCode | null;
}

/** The built-in provider, plus the part Stripe's servers and its hosted pages play: confirming and authenticating. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Null when the client secret names no intent. */
  confirm(input: { clientSecret: string; paymentMethod: TestPaymentMethod }): Promise<TestConfirmOutcome | null>;
  authenticate(input: { clientSecret: string; outcome: 'approve' | 'fail' }): Promise<TestConfirmOutcome | null>;
  /** Signs a Stripe-shaped event with this provider's secret (tests use it to send events of their own). */
  signEvent(event: object, timestamp?: number): SignedEvent;
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

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

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
  return new PaymentProviderError(
    `You cannot perform this action on a PaymentIntent with the status ${row.status}`,
    'invalid_request',
    false,
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
 * Stripe's test mode, kept in PostgreSQL (test_provider_intents / _refunds) so that every app process agrees: ids
 * and client secrets in Stripe's shape, creates and refunds idempotent by key, Stripe's test cards, and each change
 * of state announced by an event signed with Stripe's scheme under this provider's own secret.
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
    return signEvent({
      id: `evt_test_${hex(12)}`,
      object: 'event',
      type,
      created: seconds(),
      livemode: false,
      data: {
        object: {
          id: row.id,
          object: 'payment_intent',
          amount: row.amount,
          currency: row.currency,
          status: row.status,
          metadata: row.metadata,
          payment_method_types: row.paymentMethodType ? [row.paymentMethodType] : [],
          last_payment_error: row.lastError ? { code: row.lastError } : null,
        },
      },
    });
  }

  async function move(
    clientSecret: string,
    decide: (row: IntentRow) => { status: IntentStatus; method?: PaymentMethodType; decline?: DeclineCode } | null,
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

  return {
    name: 'test',
    publishableKey: null,

    async createIntent({ amount, currency, idempotencyKey, metadata }) {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new PaymentProviderError('Amount must be a positive integer', 'invalid_request', false);
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
      // Stripe answers a reused key with other parameters by an error rather than by the first result.
      if (existing.amount !== amount || existing.currency !== currency)
        throw new PaymentProviderError(
          'Keys for idempotent requests can only be used with the same parameters they were first used with',
          'invalid_request',
          false,
          'idempotency_error',
        );
      return toIntent(existing);
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(testProviderIntents).where(eq(testProviderIntents.id, id));
      if (!row)
        throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'not_found', false, 'resource_missing');
      return toIntent(row);
    },

    async refund({ intentId, amount, idempotencyKey }): Promise<ProviderRefund> {
      if (!Number.isInteger(amount) || amount <= 0)
        throw new PaymentProviderError('Amount must be a positive integer', 'invalid_request', false);
      return db.transaction(async (tx) => {
        // The intent's lock orders concurrent refunds of one payment, so together they never exceed what was paid.
        const [intent] = await tx
          .select()
          .from(testProviderIntents)
          .where(eq(testProviderIntents.id, intentId))
          .for('update');
        if (!intent)
          throw new PaymentProviderError(
            `No such payment_intent: '${intentId}'`,
            'not_found',
            false,
            'resource_missing',
          );
        const [existing] = await tx
          .select()
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
        if (existing) {
          if (existing.intentId !== intentId || existing.amount !== amount)
            throw new PaymentProviderError(
              'Keys for idempotent requests can only be used with the same parameters they were first used with',
              'invalid_request',
              false,
              'idempotency_error',
            );
          return { id: existing.id, intentId, amount, status: 'succeeded' };
        }
        if (intent.status !== 'succeeded')
          throw new PaymentProviderError(
            `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
            'invalid_request',
            false,
            'charge_not_refundable',
          );
        const [{ refunded }] = await tx
          .select({ refunded: sql<number>`coalesce(sum(${testProviderRefunds.amount}), 0)::int` })
          .from(testProviderRefunds)
          .where(eq(testProviderRefunds.intentId, intentId));
        if (refunded + amount > intent.amount)
          throw new PaymentProviderError(
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`,
            'invalid_request',
            false,
            'amount_too_large',
          );
        const id = `re_test_${hex(12)}`;
        await tx.insert(testProviderRefunds).values({ id, intentId, amount, idempotencyKey });
        return { id, intentId, amount, status: 'succeeded' };
      });
    },

    async cancelIntent({ intentId }) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(testProviderIntents)
          .where(eq(testProviderIntents.id, intentId))
          .for('update');
        if (!row)
          throw new PaymentProviderError(
            `No such payment_intent: '${intentId}'`,
            'not_found',
            false,
            'resource_missing',
          );
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
        if (outcome.kind === 'declined') return { status: 'requires_payment_method', method, decline: outcome.code };
        return { status: outcome.kind, method };
      });
    },

    authenticate({ clientSecret, outcome }) {
      return move(clientSecret, (row) => {
        if (row.status === 'succeeded' || row.status === 'processing') return null;
        if (row.status !== 'requires_action')
          throw new PaymentProviderError(
            'This PaymentIntent is not waiting for an authentication step',
            'invalid_request',
            false,
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
