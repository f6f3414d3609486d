import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Redirect } from '@/client/components/redirect';
import type { RentalView } from '@/shared/schemas/rentals';
import type { PrivateUser } from '@/shared/schemas/users';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { useCheckoutIntent } from '@/client/features/payments/api/create-intent';
import { CheckoutErrorCard } from '@/client/features/payments/components/checkout-error-card';
import { CheckoutSummary } from '@/client/features/payments/components/checkout-summary';
import { CheckoutTerms } from '@/client/features/payments/components/checkout-terms';
import { PaymentCard } from '@/client/features/payments/components/payment-card';
import { rememberIntent } from '@/client/features/payments/utils/checkout-memory';
import { useRental } from '@/client/features/rentals/api/get-rental';

/** A refusal that means "not yours" (404 unknown or hidden, 403 the owner): the not-found card, not a failure. */
const isNotYours = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A rental that can no longer be paid: cancelled, or declined by the owner. */
const CLOSED = new Set<RentalView['status']>(['cancelled', 'declined']);

function Checkout({ user, rentalId }: { user: PrivateUser; rentalId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const rental = useRental(rentalId);
  const mine = rental.data?.renterId === user.id;
  // Paid already, or no longer payable, when the page opened (issue 19 §4): the page says so instead of asking for an
  // intent. Judged once: a payment made here refreshes the rental while its form leads on to the success screen.
  const [onArrival, setOnArrival] = useState<{ paid: boolean; closed: boolean } | null>(null);
  if (rental.data && onArrival === null)
    setOnArrival({ paid: rental.data.paymentStatus !== 'unpaid', closed: CLOSED.has(rental.data.status) });
  const paid = onArrival?.paid ?? false;
  const closed = onArrival?.closed ?? false;
  const intent = useCheckoutIntent(rentalId, mine && !paid && !closed);
  const noSecret = intent.isSuccess && !intent.data.clientSecret;
  const initError = (rental.isError && !isNotYours(rental.error)) || (intent.isError && !isNotYours(intent.error));

  // Spec 02 §8: a checkout that cannot start says so in a toast and goes home (once, even if React re-runs it).
  const reported = useRef(false);
  useEffect(() => {
    if (!(initError || noSecret) || reported.current) return;
    reported.current = true;
    const error = rental.error ?? intent.error;
    toast({
      variant: 'destructive',
      title: t('checkout.toast.initFailed'),
      description: error instanceof ApiError ? error.serverMessage : undefined,
    });
    void navigate('/', { replace: true });
  }, [initError, noSecret, rental.error, intent.error, navigate, t]);

  useEffect(() => {
    if (intent.data?.clientSecret)
      rememberIntent(intent.data.paymentIntentId, { rentalId, clientSecret: intent.data.clientSecret });
  }, [intent.data, rentalId]);

  if (
    (rental.isError && isNotYours(rental.error)) ||
    (rental.isSuccess && !mine) ||
    (intent.isError && isNotYours(intent.error))
  )
    return <CheckoutErrorCard kind="notFound" />;
  if (paid) return <CheckoutErrorCard kind="paid" rentalId={rentalId} />;
  if (closed) return <CheckoutErrorCard kind="closed" rentalId={rentalId} />;
  if (initError || noSecret) return <CheckoutErrorCard kind="failed" />;

  const back = () =>
    location.key === 'default' ? void navigate(localizedPath('myItems', i18n.language)) : void navigate(-1);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col items-start gap-3">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('checkout.back')}
        </Button>
        <h1 className="text-3xl font-bold tracking-tight">{t('checkout.title')}</h1>
      </div>
      {rental.isPending || (mine && intent.isPending) ? (
        <p className="text-gray-700" role="status">
          {t('checkout.preparing')}
        </p>
      ) : rental.data && intent.data ? (
        <div className="grid items-start gap-6 md:grid-cols-2">
          <CheckoutSummary rental={rental.data} />
          {/* Before the pay button at every width: under the summary on a phone, above the form on a wide screen. */}
          <div className="flex flex-col gap-6">
            <CheckoutTerms rental={rental.data} />
            <PaymentCard intent={intent.data} rentalId={rentalId} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Checkout (spec 02 §2, /checkout/{rentalId} and /platnosc/{rentalId}): the rental's summary and the provider's
 * form. It composes the rentals feature (the rental) with payments (the intent and the form), so it lives in app/.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const { rentalId } = useParams();
  if (!rentalId) return <Redirect to="/" replace />;
  const id = /^\d{1,9}$/.test(rentalId) ? Number(rentalId) : 0;
  if (id < 1) return <CheckoutErrorCard kind="notFound" />;
  return (
    <SignedInOnly title={t('checkout.title')} description={t('checkout.loginRequired')}>
      {(user) => <Checkout user={user} rentalId={id} />}
    </SignedInOnly>
  );
}
