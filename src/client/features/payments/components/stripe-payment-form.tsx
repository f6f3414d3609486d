import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { CheckoutIntent } from '@/client/features/payments/api/types';
import { paymentSuccessPath } from '@/client/features/payments/utils/payment-paths';
import { PayButton } from './pay-button';
import type { usePaymentOutcome } from './use-payment-outcome';

type Outcome = ReturnType<typeof usePaymentOutcome>;

/** The green accent of spec 02 §2 (brand-700), in Stripe's Payment Element too. */
const APPEARANCE = { theme: 'stripe' as const, variables: { colorPrimary: '#15803d', borderRadius: '6px' } };

/** Stripe's script is loaded from Stripe once per key, and only when a Stripe checkout opens (the pure import). */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey);
  if (!promise) loaded.set(publishableKey, (promise = loadStripe(publishableKey)));
  return promise;
}

/**
 * Stripe's Payment Element (card, BLIK, Przelewy24 as the intent allows) with the pay-now button. It confirms with
 * the payment-success page as the return URL; a method that needs no redirect answers here.
 */
export default function StripePaymentForm(props: { intent: CheckoutIntent; rentalId: number; outcome: Outcome }) {
  const { i18n } = useTranslation();
  const key = props.intent.publishableKey;
  if (!key) return null;
  return (
    <Elements
      stripe={stripeFor(key)}
      options={{
        clientSecret: props.intent.clientSecret,
        appearance: APPEARANCE,
        locale: i18n.language as StripeElementLocale,
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({ intent, rentalId, outcome }: { intent: CheckoutIntent; rentalId: number; outcome: Outcome }) {
  const { i18n } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const returnUrl = new URL(paymentSuccessPath(i18n.language, { rentalId }), window.location.origin).href;
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (error) {
      setBusy(false);
      // A card or validation error carries a message meant for the payer; anything else gets the generic text.
      outcome.failed(error.type === 'card_error' || error.type === 'validation_error' ? error.message : undefined);
    } else outcome.finished(paymentIntent.id);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <PaymentElement />
      <PayButton amount={intent.amount} busy={busy || !stripe || !elements} />
    </form>
  );
}
