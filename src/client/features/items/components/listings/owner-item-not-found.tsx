import { SearchX } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';

/** The item-not-found page (spec 02 §8): no such listing, a deleted one, or someone else's. */
export function OwnerItemNotFound() {
  const { t, i18n } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <SearchX className="h-14 w-14 text-brand-700" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('owner.notFound.title')}</h1>
      <p className="mt-3 text-gray-700">{t('owner.notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to={localizedPath('myItems', i18n.language)}>{t('owner.notFound.back')}</Link>
      </Button>
    </section>
  );
}
