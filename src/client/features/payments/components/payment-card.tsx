import { lazy, Suspense } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import type { CheckoutIntent } from '@/client/features/payments/api/types';
import { TestPaymentForm } from './test-payment-form';
import { usePaymentOutcome } from './use-payment-outcome';

/** Stripe's code only reaches browsers that pay through Stripe. */
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** The payment card of the checkout (spec 02 §2): the provider's form and its pay-now button. */
export function PaymentCard({ intent, rentalId }: { intent: CheckoutIntent; rentalId: number }) {
  const { t } = useTranslation();
  const outcome = usePaymentOutcome(rentalId);
  return (
    <Card data-testid="payment-card">
      <CardHeader>
        <CardTitle>{t('checkout.paymentTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {intent.provider === 'stripe' ? (
          <Suspense fallback={<p className="text-gray-700">{t('common.loading')}</p>}>
            <StripePaymentForm intent={intent} rentalId={rentalId} outcome={outcome} />
          </Suspense>
        ) : (
          <TestPaymentForm intent={intent} outcome={outcome} />
        )}
      </CardContent>
    </Card>
  );
}
