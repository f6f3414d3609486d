import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { paymentSuccessPath } from '@/client/features/payments/utils/payment-paths';

/**
 * What the checkout does with a provider's answer (spec 02 §8, §9; issue 19 §4): paid or still processing → the
 * payment-success page, whatever the method, which reads the real state and shows the receipt; a page to visit (an
 * authentication step, a bank) → there; refused → a toast with the provider's message, and the form stays.
 */
export function usePaymentOutcome(rentalId: number) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();

  return {
    finished(intentId: string) {
      void navigate(paymentSuccessPath(i18n.language, { rentalId, intentId }), { replace: true });
    },
    redirect(url: string) {
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    },
    failed(message: string | undefined) {
      toast({
        variant: 'destructive',
        title: t('checkout.toast.failedTitle'),
        description: message ?? t('checkout.toast.genericError'),
      });
    },
  };
}
