import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { PaymentProviderError } from './provider';

/** An event as the test provider sends it: the raw body and its `Stripe-Signature`-style header. */
export interface SignedEvent {
  rawBody: Buffer;
  signature: string;
}

/** What the parts of the test provider share: its database, its clock and its signature. */
export interface TestProviderParts {
  db: Db;
  now: () => Date;
  signEvent: (event: object) => SignedEvent;
}

export const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * The latest moment something made by the provider may have been made to be `ageMs` old at the caller's `at`. The
 * age is counted on the provider's own clock too, which stamped it: an `at` ahead of that clock (a test that runs the
 * payouts job "later" without moving time) does not age what was made a moment ago. In the app both are one clock.
 */
export function madeBy(at: Date, providerNow: Date, ageMs: number): Date {
  return new Date(Math.min(at.getTime(), providerNow.getTime()) - ageMs);
}

/** A Stripe-shaped event around `object`; `extra` adds top-level fields (a connected account's `account`). */
export function stripeEvent(type: string, created: Date, object: object, extra: object = {}): object {
  return {
    id: `evt_test_${hex(12)}`,
    object: 'event',
    type,
    created: unixSeconds(created),
    livemode: false,
    ...extra,
    data: { object },
  };
}

/** Stripe answers a reused key with other parameters by an error rather than by the first result. */
export function idempotencyError(): PaymentProviderError {
  return new PaymentProviderError(
    'Keys for idempotent requests can only be used with the same parameters they were first used with',
    'invalid_request',
    false,
    'idempotency_error',
  );
}

/** Stripe's 404 for an id it does not know (`kind` its object's name: payment_intent, refund, transfer, ...). */
export function noSuch(kind: string, id: string): PaymentProviderError {
  return new PaymentProviderError(`No such ${kind}: '${id}'`, 'not_found', false, 'resource_missing');
}

/** A refusal for good (Stripe's 400), with Stripe's code where it has one. */
export function refused(message: string, code: string | null = null): PaymentProviderError {
  return new PaymentProviderError(message, 'invalid_request', false, code);
}

export function assertPositiveAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw refused('Amount must be a positive integer');
}
