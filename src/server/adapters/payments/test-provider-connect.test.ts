import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { testProviderAccounts, testProviderTransferReversals, testProviderTransfers } from '@/server/db/tables';
import { createTestDb } from '@/server/test/test-db';
import { payoutAccountStatus, TEST_FAILING_IBAN, TEST_WORKING_IBAN } from '@/shared/domain/payouts';
import { type PaymentProviderError, type ProviderAccount } from './provider';
import { createTestProvider, type SignedEvent, type TestPaymentProvider } from './test-provider';

/** The test provider's Stripe Connect (issue 24): accounts, onboarding, transfers, reversals and payouts. */

const SECRET = 'test-provider-connect-secret-0123456789abcdef';
let db: Db;
let provider: TestPaymentProvider;
let nowMs = Date.parse('2026-11-22T12:00:00Z');
let keys = 0;
const H = 3_600_000;

beforeAll(async () => {
  db = await createTestDb();
  provider = createTestProvider({ db, webhookSecret: SECRET, now: () => new Date(nowMs) });
});

const fields = (iban = TEST_WORKING_IBAN) => ({
  legalName: 'Anna Nowak',
  dateOfBirth: '1990-04-12',
  address: 'ul. Długa 5/3',
  city: 'Kraków',
  postalCode: '30-001',
  iban,
});
/** Moves the provider's clock to `ms` and answers that moment (the payouts job passes the app's clock, the same). */
const moveTo = (ms: number) => new Date((nowMs = ms));
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as PaymentProviderError,
  );
const parse = (e: SignedEvent) => provider.parseWebhook(e.rawBody, e.signature);
const body = (e: SignedEvent) =>
  JSON.parse(e.rawBody.toString()) as { account?: string; data: { object: Record<string, unknown> } };

const newAccount = () =>
  provider.createAccount({ email: `owner${++keys}@example.com`, idempotencyKey: `acct-${keys}`, metadata: {} });
const linkOf = (accountId: string) =>
  provider.createAccountLink({
    accountId,
    returnUrl: 'http://app.test/konto/wyplaty?onboarding=done',
    refreshUrl: 'http://app.test/konto/wyplaty?onboarding=refresh',
  });
async function onboard(accountId: string, iban = TEST_WORKING_IBAN) {
  const { url } = await linkOf(accountId);
  const done = await provider.completeOnboarding({ url, fields: fields(iban) });
  if (done.kind !== 'done') throw new Error(`onboarding: ${done.kind}`);
  return done;
}
async function activeAccount(): Promise<ProviderAccount> {
  const { id } = await newAccount();
  return (await onboard(id)).account;
}
async function paidIntent(amount = 10_000) {
  const intent = await provider.createIntent({ amount, currency: 'pln', idempotencyKey: `pi-${++keys}`, metadata: {} });
  await provider.confirm({
    clientSecret: intent.clientSecret,
    paymentMethod: { type: 'card', number: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  return intent;
}
const transfer = (accountId: string, sourceIntentId: string, amount: number, idempotencyKey = `tr-${++keys}`) =>
  provider.createTransfer({
    accountId,
    amount,
    sourceIntentId,
    transferGroup: `rental_${keys}`,
    idempotencyKey,
    metadata: { rentalId: String(keys) },
  });

describe('the test provider: connected accounts', () => {
  it("creates an Express-like account waiting for its owner's details, one per idempotency key", async () => {
    const input = { email: 'jan@example.com', idempotencyKey: 'payout-account:1', metadata: { userId: '1' } };
    const account = await provider.createAccount(input);
    expect(account.id).toMatch(/^acct_test_[0-9a-f]{24}$/);
    expect(account).toEqual({
      id: account.id,
      detailsSubmitted: false,
      payoutsEnabled: false,
      transfersActive: false,
      requirementsDue: [
        'individual.first_name',
        'individual.last_name',
        'individual.dob.day',
        'individual.address.line1',
        'external_account',
      ],
      disabledReason: null,
      bankLast4: null,
    });
    expect(payoutAccountStatus(account)).toBe('details_needed');
    expect(await provider.createAccount(input)).toEqual(account);
    expect(await provider.retrieveAccount(account.id)).toEqual(account);
    expect(await errorOf(provider.createAccount({ ...input, email: 'other@example.com' }))).toMatchObject({
      kind: 'invalid_request',
      providerCode: 'idempotency_error',
    });
    expect(await errorOf(provider.retrieveAccount('acct_test_nope'))).toMatchObject({ kind: 'not_found' });
  });

  it('concurrent creates with one key make one account', async () => {
    const all = await Promise.all(
      Array.from({ length: 6 }, () =>
        provider.createAccount({ email: 'race@example.com', idempotencyKey: 'acct-race', metadata: {} }),
      ),
    );
    expect(new Set(all.map((a) => a.id)).size).toBe(1);
    const rows = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });

  it("makes a relative one-time link to the app's onboarding page, valid 30 minutes", async () => {
    const { id } = await newAccount();
    const { url } = await linkOf(id);
    const parsed = new URL(url, 'http://localhost');
    expect(url.startsWith('/test-payments/onboarding?')).toBe(true);
    expect(parsed.searchParams.get('account')).toBe(id);
    expect(parsed.searchParams.get('token')).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, id));
    expect(row.linkExpiresAt?.getTime()).toBe(nowMs + 30 * 60_000);
    expect(row.linkReturnUrl).toBe('http://app.test/konto/wyplaty?onboarding=done');
    expect(await errorOf(linkOf('acct_test_nope'))).toMatchObject({ kind: 'not_found' });
  });
});

describe('the test provider: onboarding', () => {
  it('a working IBAN makes the account active; the link works once; only the last four of the IBAN are kept', async () => {
    const { id } = await newAccount();
    const { url } = await linkOf(id);
    const done = await provider.completeOnboarding({
      url,
      fields: fields('pl61 1090 1014 0000 0712 1981 2874'),
    });
    if (done.kind !== 'done') throw new Error(done.kind);
    expect(done.returnUrl).toBe('http://app.test/konto/wyplaty?onboarding=done');
    expect(done.account).toEqual({
      id,
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersActive: true,
      requirementsDue: [],
      disabledReason: null,
      bankLast4: '2874',
    });
    expect(payoutAccountStatus(done.account)).toBe('active');
    expect(await provider.retrieveAccount(id)).toEqual(done.account);

    expect(parse(done.event)).toMatchObject({ type: 'account.updated', accountId: id, intentId: null });
    expect(body(done.event).data.object).toMatchObject({
      object: 'account',
      id,
      details_submitted: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
      external_accounts: { data: [{ last4: '2874' }] },
    });

    const [row] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, id));
    expect(row).toMatchObject({
      legalName: 'Anna Nowak',
      dateOfBirth: '1990-04-12',
      address: 'ul. Długa 5/3',
      city: 'Kraków',
      postalCode: '30-001',
      linkToken: null,
    });
    expect(JSON.stringify(row)).not.toContain('071219812874');
    expect(await provider.completeOnboarding({ url, fields: fields() })).toEqual({ kind: 'not_found' });
  });

  it('the failing test IBAN leaves the account restricted, asking for a bank account; a new link can fix it', async () => {
    const { id } = await newAccount();
    const restricted = await onboard(id, TEST_FAILING_IBAN);
    expect(restricted.account).toEqual({
      id,
      detailsSubmitted: true,
      payoutsEnabled: false,
      transfersActive: false,
      requirementsDue: ['external_account'],
      disabledReason: 'requirements.past_due',
      bankLast4: '0000',
    });
    expect(payoutAccountStatus(restricted.account)).toBe('restricted');
    expect(body(restricted.event).data.object).toMatchObject({
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
      requirements: {
        currently_due: ['external_account'],
        past_due: ['external_account'],
        disabled_reason: 'requirements.past_due',
      },
    });
    expect(parse(restricted.event).accountId).toBe(id);

    const fixed = await onboard(id, TEST_WORKING_IBAN);
    expect(payoutAccountStatus(fixed.account)).toBe('active');
  });

  it('a new link replaces the old; another token, an unknown account or no link names nothing', async () => {
    const { id } = await newAccount();
    const first = await linkOf(id);
    const second = await linkOf(id);
    expect(second.url).not.toBe(first.url);
    expect(await provider.completeOnboarding({ url: first.url, fields: fields() })).toEqual({ kind: 'not_found' });
    const token = new URL(second.url, 'http://x').searchParams.get('token')!;
    const other = await newAccount();
    for (const url of [
      `/test-payments/onboarding?account=${other.id}&token=${token}`,
      `/test-payments/onboarding?account=acct_test_nope&token=${token}`,
      `/test-payments/onboarding?account=${id}&token=${'0'.repeat(32)}`,
      `/test-payments/onboarding?account=${id}`,
      'http://[broken',
    ])
      expect(await provider.completeOnboarding({ url, fields: fields() }), url).toEqual({ kind: 'not_found' });
    // An absolute URL of the page works as the relative one.
    const done = await provider.completeOnboarding({ url: `https://app.test${second.url}`, fields: fields() });
    expect(done.kind).toBe('done');
  });

  it('an expired link sends the owner to refresh it, and does not change the account', async () => {
    const { id } = await newAccount();
    const { url } = await linkOf(id);
    nowMs += 30 * 60_000 + 1_000;
    expect(await provider.completeOnboarding({ url, fields: fields() })).toEqual({
      kind: 'expired',
      refreshUrl: 'http://app.test/konto/wyplaty?onboarding=refresh',
    });
    expect(payoutAccountStatus(await provider.retrieveAccount(id))).toBe('details_needed');
    const fresh = await linkOf(id);
    nowMs += 29 * 60_000;
    expect((await provider.completeOnboarding({ url: fresh.url, fields: fields() })).kind).toBe('done');
  });

  it('two submits of one link at once: one is done, the other names nothing', async () => {
    const { id } = await newAccount();
    const { url } = await linkOf(id);
    const both = await Promise.all([1, 2].map(() => provider.completeOnboarding({ url, fields: fields() })));
    expect(both.map((o) => o.kind).sort()).toEqual(['done', 'not_found']);
  });
});

describe('the test provider: transfers', () => {
  it('transfers to an active account from a paid intent, idempotently by key, never beyond the intent', async () => {
    const account = await activeAccount();
    const intent = await paidIntent(10_000);
    const first = await transfer(account.id, intent.id, 6_000, 'payout:1:6000');
    expect(first.id).toMatch(/^tr_test_[0-9a-f]{24}$/);
    expect(first).toEqual({ id: first.id, amount: 6_000, amountReversed: 0 });
    expect(await transfer(account.id, intent.id, 6_000, 'payout:1:6000')).toEqual(first);
    const [row] = await db.select().from(testProviderTransfers).where(eq(testProviderTransfers.id, first.id));
    expect(row).toMatchObject({ accountId: account.id, sourceIntentId: intent.id, paidOutAt: null });
    expect(row.transferGroup).toMatch(/^rental_\d+$/);
    expect(row.metadata).toEqual({ rentalId: row.transferGroup.slice('rental_'.length) });

    expect(await errorOf(transfer(account.id, intent.id, 5_000, 'payout:1:6000'))).toMatchObject({
      providerCode: 'idempotency_error',
    });
    expect(await errorOf(transfer(account.id, intent.id, 4_001))).toMatchObject({
      kind: 'invalid_request',
      retryable: false,
      providerCode: 'amount_too_large',
    });
    expect(await transfer(account.id, intent.id, 4_000)).toMatchObject({ amount: 4_000 });
  });

  it('refuses for good an unknown or inactive account, an unpaid intent and an amount that is not whole', async () => {
    const active = await activeAccount();
    const intent = await paidIntent();
    const fresh = await newAccount();
    const restricted = (await onboard((await newAccount()).id, TEST_FAILING_IBAN)).account;
    const refusal = { kind: 'invalid_request', retryable: false };
    expect(await errorOf(transfer('acct_test_nope', intent.id, 100))).toMatchObject({
      ...refusal,
      providerCode: 'account_invalid',
    });
    for (const inactive of [fresh.id, restricted.id])
      expect(await errorOf(transfer(inactive, intent.id, 100))).toMatchObject({
        ...refusal,
        providerCode: 'insufficient_capabilities_for_transfer',
      });
    const unpaid = await provider.createIntent({
      amount: 500,
      currency: 'pln',
      idempotencyKey: 'unpaid',
      metadata: {},
    });
    expect(await errorOf(transfer(active.id, unpaid.id, 100))).toMatchObject(refusal);
    expect(await errorOf(transfer(active.id, 'pi_test_nope', 100))).toMatchObject({ kind: 'not_found' });
    for (const amount of [0, -5, 1.5])
      expect(await errorOf(transfer(active.id, intent.id, amount)), String(amount)).toMatchObject(refusal);
    expect(
      await db.select().from(testProviderTransfers).where(eq(testProviderTransfers.sourceIntentId, intent.id)),
    ).toEqual([]);
  });

  it('two transfers at once from one payment: only what fits goes through', async () => {
    const account = await activeAccount();
    const intent = await paidIntent(10_000);
    const results = await Promise.allSettled([1, 2, 3].map(() => transfer(account.id, intent.id, 6_000)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect(r.reason).toMatchObject({ providerCode: 'amount_too_large' });
  });
});

describe('the test provider: reversals', () => {
  it('reverses parts of a transfer, idempotently by key, never beyond it', async () => {
    const account = await activeAccount();
    const t = await transfer(account.id, (await paidIntent(10_000)).id, 10_000);
    const reversal = await provider.reverseTransfer({ transferId: t.id, amount: 3_000, idempotencyKey: 'rev-1' });
    expect(reversal.id).toMatch(/^trr_test_[0-9a-f]{24}$/);
    expect(reversal).toEqual({ id: reversal.id, transferId: t.id, amount: 3_000 });
    expect(await provider.reverseTransfer({ transferId: t.id, amount: 3_000, idempotencyKey: 'rev-1' })).toEqual(
      reversal,
    );
    expect(
      await errorOf(provider.reverseTransfer({ transferId: t.id, amount: 2_000, idempotencyKey: 'rev-1' })),
    ).toMatchObject({ providerCode: 'idempotency_error' });
    const amountReversed = async () =>
      (await db.select().from(testProviderTransfers).where(eq(testProviderTransfers.id, t.id)))[0].amountReversed;
    expect(await amountReversed()).toBe(3_000);
    expect(
      await errorOf(provider.reverseTransfer({ transferId: t.id, amount: 7_001, idempotencyKey: 'rev-2' })),
    ).toMatchObject({ kind: 'invalid_request', retryable: false, providerCode: 'amount_too_large' });
    expect(
      await errorOf(provider.reverseTransfer({ transferId: 'tr_test_nope', amount: 1, idempotencyKey: 'rev-3' })),
    ).toMatchObject({ kind: 'not_found' });
    expect(
      await errorOf(provider.reverseTransfer({ transferId: t.id, amount: 0, idempotencyKey: 'rev-4' })),
    ).toMatchObject({ kind: 'invalid_request' });

    // Three at once of the 7 000 left: two fit.
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) => provider.reverseTransfer({ transferId: t.id, amount: 3_500, idempotencyKey: `rev-c${n}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await amountReversed()).toBe(10_000);
    const rows = await db
      .select()
      .from(testProviderTransferReversals)
      .where(eq(testProviderTransferReversals.transferId, t.id));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(10_000);
  });
});

describe("the test provider: the daily payout to the owners' banks", () => {
  it('pays out each account once, 24 hours after its transfers, what was not reversed; one event per account', async () => {
    // Whatever earlier tests left due is paid out first, so that only this test's transfers remain.
    nowMs += 48 * H;
    await provider.payOutDue(new Date(nowMs));
    const start = nowMs;
    const a = await activeAccount();
    const b = await activeAccount();
    const stopped = await activeAccount();
    const t1 = await transfer(a.id, (await paidIntent(10_000)).id, 10_000);
    await transfer(a.id, (await paidIntent(5_000)).id, 5_000);
    await provider.reverseTransfer({ transferId: t1.id, amount: 2_500, idempotencyKey: `rev-${++keys}` });
    const tb = await transfer(b.id, (await paidIntent(7_000)).id, 7_000);
    await transfer(stopped.id, (await paidIntent(1_000)).id, 1_000);
    // The owner gives the failing IBAN afterwards: payouts stop until it is fixed.
    await onboard(stopped.id, TEST_FAILING_IBAN);

    expect(await provider.payOutDue(moveTo(start + 24 * H - 1_000))).toEqual([]);
    const at = moveTo(start + 24 * H);
    const events = await provider.payOutDue(at);
    expect(events).toHaveLength(2);
    const byAccount = Object.fromEntries(events.map((e) => [parse(e).accountId, e]));
    expect(Object.keys(byAccount).sort()).toEqual([a.id, b.id].sort());
    for (const e of events)
      expect(parse(e)).toMatchObject({ type: 'payout.paid', created: at.getTime() / 1000, intentId: null });
    expect(body(byAccount[a.id])).toMatchObject({ account: a.id });
    expect(body(byAccount[a.id]).data.object).toMatchObject({
      object: 'payout',
      amount: 12_500,
      currency: 'pln',
      status: 'paid',
      arrival_date: at.getTime() / 1000,
      created: at.getTime() / 1000,
    });
    expect(body(byAccount[a.id]).data.object.id).toMatch(/^po_test_[0-9a-f]{24}$/);
    expect(body(byAccount[b.id]).data.object.amount).toBe(7_000);
    const [paid] = await db.select().from(testProviderTransfers).where(eq(testProviderTransfers.id, tb.id));
    expect(paid.paidOutAt).toEqual(at);

    // Once: nothing is paid twice, even by two runs at once.
    const later = moveTo(start + 48 * H);
    const again = await Promise.all([provider.payOutDue(later), provider.payOutDue(later)]);
    expect(again.flat()).toEqual([]);
    // Fixed, the stopped account is paid out at the next run.
    await onboard(stopped.id, TEST_WORKING_IBAN);
    const fixed = await provider.payOutDue(later);
    expect(fixed.map((e) => parse(e).accountId)).toEqual([stopped.id]);
    expect(body(fixed[0]).data.object.amount).toBe(1_000);
  });

  it('a transfer reversed in full is paid out with no payout event', async () => {
    nowMs += 72 * H;
    await provider.payOutDue(new Date(nowMs));
    const account = await activeAccount();
    const t = await transfer(account.id, (await paidIntent(3_000)).id, 3_000);
    await provider.reverseTransfer({ transferId: t.id, amount: 3_000, idempotencyKey: `rev-${++keys}` });
    expect(await provider.payOutDue(moveTo(nowMs + 24 * H))).toEqual([]);
    const [row] = await db.select().from(testProviderTransfers).where(eq(testProviderTransfers.id, t.id));
    expect(row.paidOutAt).not.toBeNull();
  });

  it("counts a transfer's 24 hours on the provider's clock too: a job's time ahead of it pays nothing just made", async () => {
    nowMs += 72 * H;
    await provider.payOutDue(new Date(nowMs));
    const account = await activeAccount();
    await transfer(account.id, (await paidIntent(2_000)).id, 2_000);
    // A test running the payouts job two days "later" without moving the app's clock: the transfer is a moment old.
    expect(await provider.payOutDue(new Date(nowMs + 49 * H))).toEqual([]);
    const [event] = await provider.payOutDue(moveTo(nowMs + 24 * H));
    expect(parse(event).accountId).toBe(account.id);
  });
});
