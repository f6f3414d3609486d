import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BrowseFilters } from '../utils/browse-params';

/**
 * The items of the browse page (spec 01 §2 Browse). Items arrive with the next issue: until then the list is empty
 * and only the heading and the empty state show.
 */
export function ItemArea({ filters }: { filters: BrowseFilters }) {
  const { t } = useTranslation();
  const inCategory = filters.categoryId !== null;
  return (
    <section aria-labelledby="browse-items-title" className="flex flex-col gap-4">
      <h2 id="browse-items-title" className="text-xl font-semibold">
        {inCategory ? t('browse.availableItems') : t('browse.allItems')}
      </h2>
      {/*
        ITEMS (next issue): fetch GET /api/items (categoryId when a category is selected), filter in the browser
        (text in name or description, case-insensitive; exact location and district), and render the matches as
        item cards in a grid of 4 columns on large screens (`grid gap-6 sm:grid-cols-2 lg:grid-cols-4`). Show the
        empty state below only when no item matches, and pass the match count to BrowseHeader.
      */}
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-4 py-12 text-center">
        <PackageSearch className="h-10 w-10 text-gray-500" aria-hidden />
        <p className="font-medium text-gray-900">{inCategory ? t('browse.noItemsInCategory') : t('browse.noItemsAvailable')}</p>
        <p className="text-sm text-gray-600">{inCategory ? t('browse.noItemsInCategoryHint') : t('browse.noItemsAvailableHint')}</p>
      </div>
    </section>
  );
}
