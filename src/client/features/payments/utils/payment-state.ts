import type { RentalPayment } from '@/client/features/payments/api/types';

/** How the payment-success page reads a payment: done (paid, whatever was refunded since), still on its way, or not made. */
export type PaymentState = 'succeeded' | 'processing' | 'failed';

export function paymentState(payment: RentalPayment): PaymentState {
  if (payment.paymentStatus !== 'unpaid' || payment.status === 'succeeded') return 'succeeded';
  // No intent at all (no checkout was opened) is a payment not made either.
  if (payment.status === null || payment.status === 'requires_payment_method' || payment.status === 'canceled')
    return 'failed';
  return 'processing';
}
