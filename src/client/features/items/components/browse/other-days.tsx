import { CalendarX } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Item } from '@/shared/schemas/items';
import { ItemCard } from '@/client/components/item-card';
import { Button } from '@/client/components/ui/button';
import { itemPath } from '@/client/lib/paths';
import { browseSearch, type BrowseFilters } from '@/client/features/items/utils/browse-params';

/**
 * A text search with nothing free on its dates (decision 0041): it says so, and offers the matches of other days, each
 * card linking to the item page (without the dates, which are taken) where its free days show.
 */
export function OtherDays({ filters, items }: { filters: BrowseFilters; items: Item[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div
        role="status"
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center"
      >
        <CalendarX className="h-10 w-10 text-gray-500" aria-hidden />
        <p className="font-medium text-gray-900">{t('browse.otherDays.none')}</p>
        <p className="text-sm text-gray-600">{t('browse.otherDays.hint')}</p>
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link to={{ search: browseSearch({ ...filters, start: '', end: '', page: 1 }) }}>
            {t('browse.otherDays.withoutDates')}
          </Link>
        </Button>
      </div>
      <section aria-labelledby="browse-other-days-title" className="flex flex-col gap-4">
        <h3 id="browse-other-days-title" className="text-lg font-semibold">
          {t('browse.otherDays.title')}
        </h3>
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} href={itemPath(item.id, i18n.language)} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
