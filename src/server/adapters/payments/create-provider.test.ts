import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { startFailureMessage } from '@/server/start-failure';
import { StartError } from '@/server/lib/start-error';
import { createPaymentProvider } from './create-provider';
import { isTestProvider } from './test-provider';

// Neither provider touches the database while it is being made.
const db = {} as Db;
const prod = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://localhost:2525',
  PUBLIC_URL: 'https://rent.example.com',
  SMSAPI_TOKEN: 'token',
  KYC_ENCRYPTION_KEY: 'a'.repeat(64),
  COMPANY_NAME: 'Wypożyczalnia sp. z o.o.',
  COMPANY_ADDRESS: 'ul. Marszałkowska 10; 00-590 Warszawa',
  COMPANY_NIP: '5260250274',
  COMPANY_PHONE: '+48 22 500 60 70',
  COMPANY_EMAIL: 'kontakt@example.com',
};
const stripe = {
  STRIPE_SECRET_KEY: 'sk_live_51abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('createPaymentProvider', () => {
  it('is the test provider without Stripe keys, Stripe with them', () => {
    const test = createPaymentProvider(loadConfig({}), db);
    expect(test.name).toBe('test');
    expect(test.publishableKey).toBeNull();
    expect(isTestProvider(test)).toBe(true);
    const live = createPaymentProvider(loadConfig({ ...prod, ...stripe }), db);
    expect(live.name).toBe('stripe');
    expect(live.publishableKey).toBe('pk_live_51abc');
    expect(isTestProvider(live)).toBe(false);
  });

  it('refuses to start production on test payments, with the fix in one sentence, unless allowed', () => {
    // loadConfig already refuses it (config.ts, the production requirements); the provider's own guard stays for a
    // configuration built some other way.
    expect(() => loadConfig(prod)).toThrow(/ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true/);
    const allowed = loadConfig({ ...prod, ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' });
    let error: unknown;
    try {
      createPaymentProvider({ ...allowed, ALLOW_TEST_PAYMENTS_IN_PRODUCTION: false }, db);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StartError);
    const sentence = startFailureMessage(error);
    expect(sentence).toContain('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    expect(sentence).toContain('ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true');
    expect(createPaymentProvider(loadConfig({ ...prod, ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' }), db).name).toBe(
      'test',
    );
  });

  it('signs test events with the configured secret, or with a secret of its own that differs per process', () => {
    const secret = 'a'.repeat(40);
    const a = createPaymentProvider(loadConfig({ TEST_PAYMENTS_WEBHOOK_SECRET: secret }), db);
    const b = createPaymentProvider(loadConfig({ TEST_PAYMENTS_WEBHOOK_SECRET: secret }), db);
    const event = { id: 'evt_test_1', type: 'payment_intent.succeeded', created: 1, data: { object: {} } };
    if (!isTestProvider(a) || !isTestProvider(b)) throw new Error('expected test providers');
    const signed = a.signEvent(event);
    expect(b.parseWebhook(signed.rawBody, signed.signature).id).toBe('evt_test_1');

    const own1 = createPaymentProvider(loadConfig({}), db);
    const own2 = createPaymentProvider(loadConfig({}), db);
    if (!isTestProvider(own1)) throw new Error('expected a test provider');
    const mine = own1.signEvent(event);
    expect(own1.parseWebhook(mine.rawBody, mine.signature).id).toBe('evt_test_1');
    expect(() => own2.parseWebhook(mine.rawBody, mine.signature)).toThrow();
  });
});
