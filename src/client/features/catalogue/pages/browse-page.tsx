import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories } from '../../../lib/categories';
import { BrowseHeader } from '../components/browse-header';
import { CategoryGrid } from '../components/category-grid';
import { ItemArea } from '../components/item-area';
import { hasActiveFilter, readBrowseFilters } from '../utils/browse-params';

/** Browse (spec 01 §2): the URL is the filter state, so links, reloads and the back button all keep it. */
export default function BrowsePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filters = readBrowseFilters(params);
  const { data: categories, isError } = useCategories();
  const category = categories?.find((c) => c.id === filters.categoryId);
  // Items come with the next issue; until then nothing matches.
  const matchCount = 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:py-12">
      <BrowseHeader filters={filters} category={category} matchCount={matchCount} />
      {isError && (
        <p role="alert" className="text-red-700">
          {t('browse.categoriesError')}
        </p>
      )}
      {!hasActiveFilter(filters) && categories && <CategoryGrid categories={categories} />}
      <ItemArea filters={filters} />
    </div>
  );
}
