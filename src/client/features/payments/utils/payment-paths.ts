import { ROUTES } from '@/client/lib/paths';

/**
 * The payment-success page of a rental in the language's alias. It carries the rental (whose payment state the page
 * reads) and the intent, as Stripe appends `payment_intent` to a return URL.
 */
export function paymentSuccessPath(lang: string, of: { rentalId?: number; intentId?: string | null }): string {
  const [en, pl] = ROUTES.paymentSuccess;
  const query = new URLSearchParams();
  if (of.rentalId !== undefined) query.set('rental', String(of.rentalId));
  if (of.intentId) query.set('payment_intent', of.intentId);
  const search = query.toString();
  return `${lang === 'pl' ? pl : en}${search ? `?${search}` : ''}`;
}
