import { expect } from 'vitest';
import type { TestPaymentMethod } from '@/server/adapters/payments/test-methods';
import type { TestPaymentProvider } from '@/server/adapters/payments/test-provider';
import type { App } from '@/server/app';

/** Stripe's test card that always succeeds. */
export const CARD_OK = { type: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' } as const;

/**
 * The renter pays a confirmed rental as the checkout does: the intent, the test provider's confirm with `method`, and
 * its signed event through the webhook (200).
 */
export async function payRental(
  app: App,
  provider: TestPaymentProvider,
  renterCookie: string,
  rentalId: number,
  method: TestPaymentMethod = CARD_OK,
): Promise<void> {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payments/create-intent',
    payload: { rentalId },
    headers: { cookie: renterCookie },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const outcome = await provider.confirm({ clientSecret: intent.json().clientSecret, paymentMethod: method });
  const hook = await app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: outcome!.event!.rawBody,
    headers: { 'content-type': 'application/json', 'stripe-signature': outcome!.event!.signature },
  });
  expect(hook.statusCode).toBe(200);
}
