import { useTranslation } from '@/client/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { SaveSearchButton } from '@/client/components/favourites/save-search-button';
import { useCategories } from '@/client/features/items/api/get-categories';
import { useBrowseItems } from '@/client/features/items/api/use-browse-items';
import { useOtherDaysItems } from '@/client/features/items/api/use-other-days-items';
import { BrowseFiltersBar } from '@/client/features/items/components/browse/browse-filters';
import { BrowseHeader } from '@/client/features/items/components/browse/browse-header';
import { CategoryGrid, CategoryGridSkeleton } from '@/client/features/items/components/browse/category-grid';
import { ItemArea } from '@/client/features/items/components/browse/item-area';
import {
  browseSearch,
  hasActiveFilter,
  readBrowseFilters,
  type BrowseFilters,
} from '@/client/features/items/utils/browse-params';

/** Browse (spec 01 §2): the server filters; the URL is the filter state, so links, reloads and the back button keep it. */
export default function BrowsePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readBrowseFilters(params);
  const { data: categories, isError, isPending: categoriesLoading } = useCategories();
  const category = categories?.find((c) => c.id === filters.categoryId);
  const items = useBrowseItems(filters);
  const matchCount = items.isPlaceholderData ? undefined : items.data?.total;
  const otherDays = useOtherDaysItems(filters, matchCount);
  const apply = (next: BrowseFilters) => setParams(new URLSearchParams(browseSearch(next)));

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <BrowseHeader
        filters={filters}
        category={category}
        matchCount={matchCount}
        categoriesLoading={categoriesLoading}
      />
      <BrowseFiltersBar filters={filters} categories={categories} onChange={apply} />
      {/* Issue 26 §5: new items matching these filters, e-mailed daily. */}
      <SaveSearchButton
        filters={{
          q: filters.q,
          categoryId: filters.categoryId,
          location: filters.location,
          district: filters.district,
          start: filters.start,
          end: filters.end,
        }}
      />
      {isError && (
        <p role="alert" className="text-red-700">
          {t('browse.categoriesError')}
        </p>
      )}
      {!hasActiveFilter(filters) &&
        (categories ? <CategoryGrid categories={categories} /> : !isError && <CategoryGridSkeleton />)}
      <ItemArea filters={filters} query={items} otherDays={otherDays} />
    </div>
  );
}
