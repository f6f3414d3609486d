import { Check, X } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { formatZl } from '@/client/lib/item-format';
import { checkoutPath, localizedPath } from '@/client/lib/paths';
import { useAuthenticateTestPayment } from '@/client/features/payments/api/authenticate-test-payment';
import { useRentalPayment } from '@/client/features/payments/api/get-rental-payment';
import { recallIntent } from '@/client/features/payments/utils/checkout-memory';
import { paymentSuccessPath } from '@/client/features/payments/utils/payment-paths';
import { CheckoutErrorCard } from './checkout-error-card';
import { TestModeNotice } from './test-mode-notice';

/**
 * A page of the built-in test provider (issue 12) standing in for a card's authentication step (3-D Secure) or a
 * Przelewy24 bank: approve or fail, through POST /api/payments/test-provider/authenticate. Approved, it goes where a
 * real redirect method returns (the payment-success page); failed, back to the checkout, the rental still unpaid.
 */
export function TestProviderStep({ kind }: { kind: 'authenticate' | 'bank' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recalled = recallIntent(params.get('intent') ?? params.get('payment_intent'));
  const { intentId, rentalId } = recalled;
  // The provider's link names the secret as Stripe does; the checkout's memory covers a link without it.
  const clientSecret = params.get('payment_intent_client_secret') ?? recalled.clientSecret;
  const payment = useRentalPayment(rentalId ?? null);
  const authenticate = useAuthenticateTestPayment();

  if (!intentId || !clientSecret) return <CheckoutErrorCard kind="failed" />;

  const backToCheckout = () =>
    void navigate(rentalId ? checkoutPath(rentalId, lang) : localizedPath('myItems', lang), { replace: true });
  const failed = (message: string | undefined) => {
    toast({
      variant: 'destructive',
      title: t('checkout.toast.failedTitle'),
      description: message ?? t(`checkout.${kind}.failedText`),
    });
    backToCheckout();
  };
  const decide = (outcome: 'approve' | 'fail') =>
    authenticate.mutate(
      { clientSecret, outcome },
      {
        onSuccess: (result) => {
          if (result.status === 'succeeded' || result.status === 'processing')
            void navigate(paymentSuccessPath(lang, { rentalId, intentId }), { replace: true });
          else failed(undefined);
        },
        onError: (error) => failed(error instanceof ApiError ? error.serverMessage : undefined),
      },
    );

  const busy = authenticate.isPending || authenticate.isSuccess;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t(`checkout.${kind}.title`)}</h1>
      <Card>
        <CardHeader>
          <CardTitle>{t(`checkout.${kind}.heading`)}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <TestModeNotice withHint={false} />
          <p className="text-gray-800">{t(`checkout.${kind}.text`)}</p>
          {payment.data?.amount && (
            <p className="text-lg font-semibold text-gray-900" data-testid="test-step-amount">
              {t('checkout.amount', { amount: formatZl(payment.data.amount, lang) })}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button className="flex-1" disabled={busy} onClick={() => decide('approve')}>
              <Check className="h-4 w-4" aria-hidden />
              {t(`checkout.${kind}.approve`)}
            </Button>
            <Button className="flex-1" variant="outline" disabled={busy} onClick={() => decide('fail')}>
              <X className="h-4 w-4" aria-hidden />
              {t(`checkout.${kind}.fail`)}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
