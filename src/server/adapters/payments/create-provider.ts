import { randomBytes } from 'node:crypto';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import { StartError } from '@/server/lib/start-error';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/**
 * Stripe when its three keys are set (config.ts checks they come together), otherwise the built-in test provider.
 * Production refuses the test provider unless ALLOW_TEST_PAYMENTS_IN_PRODUCTION says it is meant (a public demo):
 * otherwise a forgotten key would put a shop live where every "payment" is pretend.
 */
export function createPaymentProvider(config: Config, db: Db, opts: { now?: () => Date } = {}): PaymentProvider {
  // Stripe keeps the wall clock: its webhooks are signed at Stripe's real time, and a signature checked against the
  // dev clock (docs/decisions/0054) would be refused as too old once time was moved forward.
  if (config.stripe) return createStripeProvider(config.stripe);
  if (config.isProduction && !config.ALLOW_TEST_PAYMENTS_IN_PRODUCTION) {
    throw new StartError(
      'Payments are not configured for production: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (see README), or ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true to run the built-in test payments, where no money moves.',
    );
  }
  // Unset: a secret of this process's own. The test provider hands its events to the webhook handler in the same
  // process, so nobody else needs it, and nobody outside can forge one.
  const webhookSecret = config.TEST_PAYMENTS_WEBHOOK_SECRET ?? randomBytes(32).toString('hex');
  return createTestProvider({ db, webhookSecret, now: opts.now });
}
