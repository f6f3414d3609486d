import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { POPULAR_ITEMS_SHOWN } from '@/shared/constants/limits';
import { ItemCard } from '@/client/components/item-card';
import { Button } from '@/client/components/ui/button';
import { usePopularItems } from '@/client/features/items/api/use-popular-items';
import { ItemCardSkeleton } from './item-grid-skeleton';

/** Popular items on the home page (spec 01 §2): the first 4 items as cards and a see-all button to /przegladaj. */
export function PopularItems() {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePopularItems();
  const items = data?.items.slice(0, POPULAR_ITEMS_SHOWN) ?? [];

  return (
    <section aria-labelledby="popular-title" className="bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="popular-title" className="text-2xl font-bold sm:text-3xl">
              {t('popular.title')}
            </h2>
            <p className="mt-1 text-gray-600">{t('popular.subtitle')}</p>
          </div>
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to="/przegladaj">
              {t('popular.seeAll')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        </div>
        {isError && (
          <p role="alert" className="text-red-700">
            {t('popular.loadError')}
          </p>
        )}
        {isPending && (
          <div aria-hidden className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: POPULAR_ITEMS_SHOWN }, (_, i) => (
              <ItemCardSkeleton key={i} />
            ))}
          </div>
        )}
        {data && items.length === 0 && <p className="text-gray-600">{t('popular.empty')}</p>}
        {items.length > 0 && (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
