import { SearchX } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';

/** A booking page that is not the viewer's (the API answers 404 to anyone but the parties) or an id that is not one. */
export function RentalNotFound() {
  const { t, i18n } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="rental-not-found"
    >
      <SearchX className="h-14 w-14 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('rentalPage.notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('rentalPage.notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to={localizedPath('rentals', i18n.language)}>{t('rentalPage.notFound.rentals')}</Link>
      </Button>
    </section>
  );
}
