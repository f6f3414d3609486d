import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { localizedPath } from '@/client/lib/paths';
import { CHECKOUT_REDIRECT_MS } from '@/client/features/payments/utils/timing';
import { paymentSuccessPath } from '@/client/features/payments/utils/payment-paths';

/**
 * What the checkout does with a provider's answer (spec 02 §8, §9): paid → the success toast, then my items after
 * 2 s; still processing → the payment-success page, which waits for the real state; a page to visit (an
 * authentication step, a bank) → there; refused → a toast with the provider's message, and the form stays.
 */
export function usePaymentOutcome(rentalId: number) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    succeeded() {
      toast({ title: t('checkout.toast.successTitle'), description: t('checkout.toast.successText') });
      timer.current = setTimeout(
        () => void navigate(localizedPath('myItems', i18n.language), { replace: true }),
        CHECKOUT_REDIRECT_MS,
      );
    },
    processing(intentId: string) {
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
