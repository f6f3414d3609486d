import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payoutAccountStatus } from '@/shared/domain/payouts';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { stripeLikeServer } from './stripe-like-server';
import { createStripeProvider } from './stripe-provider';

/** Stripe Connect (issue 24): the payout half of the Stripe adapter, against a server that answers like Stripe. */

const WEBHOOK_SECRET = 'whsec_connect_secret';
const fake = stripeLikeServer();
let provider: PaymentProvider;
const nowMs = Date.now();

beforeAll(async () => {
  const port = await fake.start();
  provider = createStripeProvider({
    secretKey: 'sk_test_connect',
    publishableKey: 'pk_test_connect',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    now: () => new Date(nowMs),
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** An Express account as Stripe answers it; `over` replaces top-level fields. */
const accountBody = (over: Record<string, unknown> = {}) => ({
  id: 'acct_1Abc',
  object: 'account',
  type: 'express',
  country: 'PL',
  email: 'owner@example.com',
  details_submitted: false,
  payouts_enabled: false,
  charges_enabled: false,
  capabilities: { transfers: 'inactive' },
  requirements: {
    currently_due: ['individual.first_name', 'external_account'],
    past_due: [],
    eventually_due: [],
    disabled_reason: null,
  },
  external_accounts: { object: 'list', data: [], has_more: false, url: '/v1/accounts/acct_1Abc/external_accounts' },
  metadata: { userId: '7' },
  ...over,
});

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as PaymentProviderError,
  );

describe('Stripe Connect: accounts', () => {
  it('creates an Express account for an individual in Poland asking for transfers, with the key and metadata', async () => {
    fake.answer(200, accountBody());
    const account = await provider.createAccount({
      email: 'owner@example.com',
      idempotencyKey: 'payout-account:7',
      metadata: { userId: '7' },
    });
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/accounts');
    expect(req.headers['idempotency-key']).toBe('payout-account:7');
    expect(Object.fromEntries(req.form)).toEqual({
      type: 'express',
      country: 'PL',
      email: 'owner@example.com',
      business_type: 'individual',
      'capabilities[transfers][requested]': 'true',
      'metadata[userId]': '7',
    });
    expect(account).toEqual({
      id: 'acct_1Abc',
      detailsSubmitted: false,
      payoutsEnabled: false,
      transfersActive: false,
      requirementsDue: ['individual.first_name', 'external_account'],
      disabledReason: null,
      bankLast4: null,
    });
    expect(payoutAccountStatus(account)).toBe('details_needed');
  });

  it('maps an active account with its bank account', async () => {
    fake.answer(
      200,
      accountBody({
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], past_due: [], eventually_due: [], disabled_reason: null },
        external_accounts: {
          object: 'list',
          data: [{ id: 'ba_1', object: 'bank_account', last4: '2874', country: 'PL', currency: 'pln' }],
          has_more: false,
        },
      }),
    );
    const account = await provider.retrieveAccount('acct_1Abc');
    expect(fake.seen[0]).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_1Abc' });
    expect(account).toEqual({
      id: 'acct_1Abc',
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersActive: true,
      requirementsDue: [],
      disabledReason: null,
      bankLast4: '2874',
    });
    expect(payoutAccountStatus(account)).toBe('active');
  });

  it("maps a restricted account: what is due is currently_due and past_due once each, and Stripe's reason", async () => {
    fake.answer(
      200,
      accountBody({
        details_submitted: true,
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: {
          currently_due: ['external_account', 'individual.verification.document'],
          past_due: ['external_account'],
          disabled_reason: 'requirements.past_due',
        },
        external_accounts: { object: 'list', data: [{ id: 'ba_2', object: 'bank_account', last4: '0000' }] },
      }),
    );
    const account = await provider.retrieveAccount('acct_1Abc');
    expect(account.requirementsDue).toEqual(['external_account', 'individual.verification.document']);
    expect(account.disabledReason).toBe('requirements.past_due');
    expect(account.bankLast4).toBe('0000');
    expect(payoutAccountStatus(account)).toBe('restricted');
  });

  it('maps an account under review (pending transfers, nothing due) as pending', async () => {
    fake.answer(
      200,
      accountBody({
        details_submitted: true,
        payouts_enabled: false,
        capabilities: { transfers: 'pending' },
        requirements: { currently_due: null, past_due: null, disabled_reason: 'requirements.pending_verification' },
        external_accounts: undefined,
      }),
    );
    const account = await provider.retrieveAccount('acct_1Abc');
    expect(account).toMatchObject({
      transfersActive: false,
      requirementsDue: [],
      disabledReason: 'requirements.pending_verification',
      bankLast4: null,
    });
    expect(payoutAccountStatus(account)).toBe('pending');
  });

  it("creates a one-time onboarding link (Stripe's Account Link, account_onboarding)", async () => {
    fake.answer(200, {
      object: 'account_link',
      url: 'https://connect.stripe.com/setup/e/acct_1Abc/xyz',
      created: 1,
      expires_at: 2,
    });
    const link = await provider.createAccountLink({
      accountId: 'acct_1Abc',
      returnUrl: 'https://example.pl/konto/wyplaty?done=1',
      refreshUrl: 'https://example.pl/konto/wyplaty?refresh=1',
    });
    expect(link).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_1Abc/xyz' });
    const [req] = fake.seen;
    expect(req.path).toBe('/v1/account_links');
    expect(Object.fromEntries(req.form)).toEqual({
      account: 'acct_1Abc',
      return_url: 'https://example.pl/konto/wyplaty?done=1',
      refresh_url: 'https://example.pl/konto/wyplaty?refresh=1',
      type: 'account_onboarding',
    });
  });
});

describe('Stripe Connect: transfers and reversals', () => {
  const intent = (latest: unknown) => ({
    id: 'pi_123',
    object: 'payment_intent',
    amount: 30_000,
    currency: 'pln',
    status: 'succeeded',
    latest_charge: latest,
  });
  const transferBody = { id: 'tr_1', object: 'transfer', amount: 20_000, amount_reversed: 0, currency: 'pln' };
  const transfer = (over: Partial<Parameters<PaymentProvider['createTransfer']>[0]> = {}) =>
    provider.createTransfer({
      accountId: 'acct_1Abc',
      amount: 20_000,
      sourceIntentId: 'pi_123',
      transferGroup: 'rental_7',
      idempotencyKey: 'payout:7:20000',
      metadata: { rentalId: '7' },
      ...over,
    });

  it("funds a transfer by the intent's charge, to the account, in its rental's group, with the key", async () => {
    fake.answerOnce(200, intent('ch_abc'));
    fake.answer(200, transferBody);
    expect(await transfer()).toEqual({ id: 'tr_1', amount: 20_000, amountReversed: 0 });
    const [read, create] = fake.seen;
    expect(read).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_123' });
    expect(create.method).toBe('POST');
    expect(create.path).toBe('/v1/transfers');
    expect(create.headers['idempotency-key']).toBe('payout:7:20000');
    expect(Object.fromEntries(create.form)).toEqual({
      amount: '20000',
      currency: 'pln',
      destination: 'acct_1Abc',
      source_transaction: 'ch_abc',
      transfer_group: 'rental_7',
      'metadata[rentalId]': '7',
    });
  });

  it('takes the charge of an expanded latest_charge, and maps amount_reversed', async () => {
    fake.answerOnce(200, intent({ id: 'ch_expanded', object: 'charge' }));
    fake.answer(200, { ...transferBody, amount_reversed: 5_000 });
    expect(await transfer()).toEqual({ id: 'tr_1', amount: 20_000, amountReversed: 5_000 });
    expect(fake.seen[1].form.get('source_transaction')).toBe('ch_expanded');
  });

  it('refuses for good an intent without a charge, without asking Stripe for a transfer', async () => {
    fake.answer(200, intent(null));
    const err = await errorOf(transfer());
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ kind: 'invalid_request', retryable: false });
    expect(fake.seen.map((s) => s.path)).toEqual(['/v1/payment_intents/pi_123']);
  });

  it("maps Stripe's refusal of a transfer as final, and its outage as retryable", async () => {
    fake.answerOnce(200, intent('ch_abc'));
    fake.answer(400, {
      error: {
        type: 'invalid_request_error',
        code: 'insufficient_capabilities_for_transfer',
        message: 'Your destination account needs to have at least one of the following capabilities enabled',
      },
    });
    const refused = await errorOf(transfer());
    expect(refused).toMatchObject({
      kind: 'invalid_request',
      retryable: false,
      providerCode: 'insufficient_capabilities_for_transfer',
    });
  });

  it('treats an outage as retryable after the SDK retried the account with the same key', async () => {
    fake.answer(500, { error: { type: 'api_error', message: 'Something went wrong' } });
    const err = await errorOf(provider.createAccount({ email: 'a@b.pl', idempotencyKey: 'acct-key', metadata: {} }));
    expect(err).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(fake.seen).toHaveLength(3);
    expect(new Set(fake.seen.map((s) => s.headers['idempotency-key']))).toEqual(new Set(['acct-key']));
  }, 20_000);

  it('reverses part of a transfer with the key', async () => {
    fake.answer(200, { id: 'trr_1', object: 'transfer_reversal', amount: 5_000, transfer: 'tr_1', currency: 'pln' });
    const reversal = await provider.reverseTransfer({ transferId: 'tr_1', amount: 5_000, idempotencyKey: 'rev:3' });
    expect(reversal).toEqual({ id: 'trr_1', transferId: 'tr_1', amount: 5_000 });
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/transfers/tr_1/reversals');
    expect(req.headers['idempotency-key']).toBe('rev:3');
    expect(Object.fromEntries(req.form)).toEqual({ amount: '5000' });

    fake.answer(400, {
      error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Reversal amount too large' },
    });
    expect(
      await errorOf(provider.reverseTransfer({ transferId: 'tr_1', amount: 99_999, idempotencyKey: 'rev:4' })),
    ).toMatchObject({ kind: 'invalid_request', retryable: false, providerCode: 'amount_too_large' });
  });
});

describe('Stripe: a refund followed to its end', () => {
  it('retrieves a refund and maps its status', async () => {
    fake.answer(200, { id: 're_1', object: 'refund', amount: 700, payment_intent: 'pi_9', status: 'pending' });
    expect(await provider.retrieveRefund('re_1')).toEqual({
      id: 're_1',
      intentId: 'pi_9',
      amount: 700,
      status: 'pending',
    });
    expect(fake.seen[0]).toMatchObject({ method: 'GET', path: '/v1/refunds/re_1' });
    fake.answer(200, { id: 're_1', object: 'refund', amount: 700, payment_intent: 'pi_9', status: 'failed' });
    expect((await provider.retrieveRefund('re_1')).status).toBe('failed');
    fake.answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such refund' } });
    expect(await errorOf(provider.retrieveRefund('re_x'))).toMatchObject({ kind: 'not_found', retryable: false });
  });
});

describe('Stripe Connect webhooks', () => {
  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(nowMs / 1000),
    });
    return provider.parseWebhook(Buffer.from(payload), header);
  };

  it('account.updated names its account (the object), not an intent', () => {
    expect(
      signed({
        id: 'evt_a',
        object: 'event',
        type: 'account.updated',
        created: 1_700_000_000,
        account: 'acct_1Abc',
        data: { object: accountBody({ details_submitted: true }) },
      }),
    ).toEqual({
      id: 'evt_a',
      type: 'account.updated',
      created: 1_700_000_000,
      intentId: null,
      refundId: null,
      accountId: 'acct_1Abc',
      dispute: null,
    });
  });

  it("payout.paid names the connected account it happened on (the event's top-level account)", () => {
    expect(
      signed({
        id: 'evt_p',
        object: 'event',
        type: 'payout.paid',
        created: 1_700_000_100,
        account: 'acct_1Abc',
        data: { object: { id: 'po_1', object: 'payout', amount: 20_000, currency: 'pln', status: 'paid' } },
      }),
    ).toMatchObject({ type: 'payout.paid', accountId: 'acct_1Abc', intentId: null, refundId: null });
  });

  it('charge.refund.updated names the refund and its intent; a platform event names no account', () => {
    expect(
      signed({
        id: 'evt_r',
        object: 'event',
        type: 'charge.refund.updated',
        created: 1,
        data: { object: { id: 're_5', object: 'refund', payment_intent: 'pi_5', status: 'failed' } },
      }),
    ).toMatchObject({ type: 'charge.refund.updated', intentId: 'pi_5', refundId: 're_5', accountId: null });
  });

  it('charge.dispute.funds_withdrawn names the intent, the dispute and the amount taken back', () => {
    expect(
      signed({
        id: 'evt_d',
        object: 'event',
        type: 'charge.dispute.funds_withdrawn',
        created: 1,
        data: { object: { id: 'dp_7', object: 'dispute', amount: 12_000, payment_intent: 'pi_7', charge: 'ch_7' } },
      }),
    ).toMatchObject({ intentId: 'pi_7', dispute: { id: 'dp_7', amount: 12_000 }, refundId: null });
  });
});
