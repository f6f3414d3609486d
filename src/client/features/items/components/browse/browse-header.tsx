import { MapPin, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { Category } from '@/shared/schemas/categories';
import { Button } from '@/client/components/ui/button';
import { hasActiveFilter, isSearchActive, type BrowseFilters } from '@/client/features/items/utils/browse-params';
import { categoryText } from '@/client/lib/category-text';
import { CategoryIcon } from '@/client/components/category-icon';

interface Props {
  filters: BrowseFilters;
  /** The selected category once the categories are loaded. */
  category: Category | undefined;
  /** All matches of the search (X-Total-Count); undefined while loading. */
  matchCount: number | undefined;
  /** The categories are still loading: a chosen category's description will come under the heading. */
  categoriesLoading?: boolean;
}

/** Heading, location line, subtitle and reset button of the browse page (spec 01 §2 Browse). */
export function BrowseHeader({ filters, category, matchCount, categoriesLoading = false }: Props) {
  const { t } = useTranslation();
  const text = category ? categoryText(t, category) : undefined;
  const searching = isSearchActive(filters);

  const heading = filters.q ? t('browse.searchResults', { query: filters.q }) : (text?.name ?? t('browse.title'));
  const subtitle = filters.q
    ? matchCount === undefined
      ? ''
      : t('browse.foundItems', { count: matchCount })
    : (text?.description ?? (filters.categoryId === null ? t('browse.discoverItems') : ''));
  const place = [filters.location, filters.district].filter(Boolean).join(', ');

  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight break-words">
          {category && !filters.q && <CategoryIcon categoryId={category.id} className="h-8 w-8 text-brand-700" />}
          <span className="min-w-0">{heading}</span>
        </h1>
        {place && (
          <p className="flex items-center gap-1 text-gray-700">
            <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            <span className="sr-only">{t('browse.location')}: </span>
            {place}
          </p>
        )}
        {subtitle ? (
          <p className="text-gray-600" aria-live={filters.q ? 'polite' : undefined}>
            {subtitle}
          </p>
        ) : filters.q ? (
          // The room of the subtitle still to come, so the page does not move when it does: the count's line...
          matchCount === undefined && <p aria-hidden className="h-6" />
        ) : (
          // ... or the chosen category's description (two lines on phones, one on large screens).
          categoriesLoading && filters.categoryId !== null && <p aria-hidden className="h-12 lg:h-6" />
        )}
      </div>
      {hasActiveFilter(filters) && (
        <Button asChild variant="outline" className="self-start">
          <Link to="/przegladaj">
            <RotateCcw className="h-4 w-4" aria-hidden />
            {searching ? t('browse.clearSearch') : t('browse.backToCategories')}
          </Link>
        </Button>
      )}
    </header>
  );
}
