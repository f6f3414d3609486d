import { AlertTriangle, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';

/**
 * The checkout's dead ends (spec 02 §8): `failed` when no payment could be prepared (the error card with go-home),
 * `notFound` for a rental that does not exist or is not the viewer's to pay.
 */
export function CheckoutErrorCard({ kind }: { kind: 'failed' | 'notFound' }) {
  const { t } = useTranslation();
  const Icon = kind === 'failed' ? AlertTriangle : SearchX;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid={`checkout-${kind}`}
    >
      <Icon className="h-14 w-14 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t(`checkout.${kind}.title`)}</h1>
      <p className="mt-3 text-gray-700">{t(`checkout.${kind}.text`)}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('checkout.goHome')}</Link>
      </Button>
    </section>
  );
}
