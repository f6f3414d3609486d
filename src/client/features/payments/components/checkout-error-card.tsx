import { AlertTriangle, Ban, CheckCircle2, SearchX } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { rentalPath } from '@/client/lib/paths';

const ICONS = { failed: AlertTriangle, notFound: SearchX, paid: CheckCircle2, closed: Ban } as const;

/**
 * The checkout's dead ends (spec 02 §8, issue 19 §4): `failed` when no payment could be prepared (the error card
 * with go-home), `notFound` for a rental that does not exist or is not the viewer's to pay, `paid` for one already
 * paid and `closed` for one cancelled or declined; these two link to the booking page.
 */
export function CheckoutErrorCard({
  kind,
  rentalId,
}: {
  kind: keyof typeof ICONS;
  /** The rental whose booking page the card links to (`paid`, `closed`). */
  rentalId?: number;
}) {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[kind];
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid={`checkout-${kind}`}
    >
      <Icon className="h-14 w-14 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t(`checkout.${kind}.title`)}</h1>
      <p className="mt-3 text-gray-700">{t(`checkout.${kind}.text`)}</p>
      <div className="mt-8 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {rentalId !== undefined && (
          <Button asChild>
            <Link to={rentalPath(rentalId, i18n.language)}>{t('checkout.bookingLink')}</Link>
          </Button>
        )}
        <Button asChild variant={rentalId === undefined ? 'default' : 'outline'}>
          <Link to="/">{t('checkout.goHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
