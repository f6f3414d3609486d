import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RentalReceipt } from '@/client/components/rental-receipt';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Button } from '@/client/components/ui/button';
import { checkoutPath, myItemsPath, rentalPath } from '@/client/lib/paths';
import { usePaidRental } from '@/client/features/rentals/api/get-rental';
import { useRentalPayment } from '@/client/features/payments/api/get-rental-payment';
import { recallIntent } from '@/client/features/payments/utils/checkout-memory';
import { paymentState, type PaymentState } from '@/client/features/payments/utils/payment-state';
import { SUCCESS_PAGE_REDIRECT_MS } from '@/client/features/payments/utils/timing';

const ICONS = { succeeded: CheckCircle2, processing: Clock, failed: XCircle } as const;

/** The rental this return is about: named in the address, or remembered by the checkout for its intent. */
function useReturnedRental(): number | null {
  const [params] = useSearchParams();
  const named = params.get('rental');
  if (named && /^\d{1,9}$/.test(named)) return Number(named);
  return recallIntent(params.get('payment_intent')).rentalId ?? null;
}

function PaymentResult() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const rentalId = useReturnedRental();
  const payment = useRentalPayment(rentalId);
  // Without a readable payment (no rental named, or not the viewer's) the page can only say it is on its way.
  const state: PaymentState = payment.data ? paymentState(payment.data) : 'processing';
  const settled = !payment.isPending || rentalId === null;
  // The receipt, once the rental's record shows the payment (it may trail the provider's answer by a moment).
  const rental = usePaidRental(rentalId, { enabled: state === 'succeeded', awaitPaid: true });
  // Spec 02 §9: my items after 5 s, on the tab of the things I rent, where this booking is.
  const myItems = myItemsPath(lang, 'rented');

  useEffect(() => {
    if (state !== 'succeeded') return;
    const timer = setTimeout(() => void navigate(myItems, { replace: true }), SUCCESS_PAGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate, myItems]);

  if (!settled)
    return (
      <p className="p-8 text-center text-gray-700" role="status">
        {t('common.loading')}
      </p>
    );
  const Icon = ICONS[state];
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      data-testid="payment-result"
      data-state={state}
    >
      <Icon className={state === 'failed' ? 'h-16 w-16 text-red-700' : 'h-16 w-16 text-brand-700'} aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t(`checkout.success.${state}.title`)}</h1>
      <p className="mt-3 text-gray-700" role="status">
        {t(`checkout.success.${state}.text`)}
      </p>
      {state === 'succeeded' && <p className="mt-2 text-sm text-gray-600">{t('checkout.success.redirecting')}</p>}
      <div className="mt-8 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {state === 'failed' && rentalId !== null ? (
          <Button asChild>
            <Link to={checkoutPath(rentalId, lang)}>{t('checkout.success.tryAgain')}</Link>
          </Button>
        ) : rentalId !== null ? (
          <Button asChild>
            <Link to={rentalPath(rentalId, lang)}>{t('checkout.bookingLink')}</Link>
          </Button>
        ) : null}
        {!(state === 'failed' && rentalId !== null) && (
          <Button asChild variant={rentalId === null ? 'default' : 'outline'}>
            <Link to={myItems}>{t('checkout.success.viewRentals')}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/">{t('checkout.success.home')}</Link>
        </Button>
      </div>
      {state === 'succeeded' && rental.data && (
        <div className="mt-8 w-full text-left">
          <RentalReceipt rental={rental.data} />
        </div>
      )}
    </section>
  );
}

/**
 * Payment success (spec 02 §2, /payment-success and /platnosc-udana), where every checkout ends, whatever the method
 * (issue 19 §4): it reads the payment's real state, as a bank transfer may still be processing, and waits for it;
 * paid, it shows the receipt and links to the booking page. It reads the payment (payments) and the rental (rentals),
 * so it lives in app.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly title={t('checkout.success.pageTitle')} description={t('checkout.loginRequired')}>
      {() => <PaymentResult />}
    </SignedInOnly>
  );
}
