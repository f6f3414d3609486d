import type { INTENT_STATUSES } from '@/shared/schemas/payments';

export type { CheckoutIntent, RentalPayment } from '@/shared/schemas/payments';
export type PaymentMethodType = 'card' | 'blik' | 'p24';
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** The test provider's payment methods, as POST /api/payments/test-provider/confirm takes them. */
export type TestPaymentMethod =
  | { type: 'card'; number: string; expiry: string; cvc: string }
  | { type: 'blik'; code: string }
  | { type: 'p24'; bank: string };

/** POST /api/payments/test-provider/confirm and /authenticate: the intent's status, and a page to visit next. */
export interface TestConfirmResult {
  status: IntentStatus;
  nextAction?: { type: 'redirect'; url: string } | null;
}
