import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/client/i18n/use-translation';
import { Redirect } from '@/client/components/redirect';
import type { Item } from '@/shared/schemas/items';
import { ItemCard } from '@/client/components/item-card';
import type { ItemPage } from '@/client/features/items/api/get-items';
import { cn } from '@/client/lib/cn';
import { itemPath } from '@/client/lib/paths';
import { BROWSE_PAGE_SIZE, browseSearch, type BrowseFilters } from '@/client/features/items/utils/browse-params';
import { ItemGridSkeleton } from './item-grid-skeleton';
import { ItemsEmpty } from './items-empty';
import { ItemsError } from './items-error';
import { OtherDays } from './other-days';
import { Pagination } from './pagination';

interface Props {
  filters: BrowseFilters;
  query: UseQueryResult<ItemPage>;
  /** A text search with nothing on its dates: whether its matches of other days were asked, and them once loaded. */
  otherDays: { asked: boolean; items: Item[] | undefined };
}

/**
 * The items of the browse page (spec 01 §2 Browse): the server's matches in a grid of 4 columns, with pages; a text
 * search with nothing free on its dates offers its matches of other days instead of the empty state.
 */
export function ItemArea({ filters, query, otherDays }: Props) {
  const { t, i18n } = useTranslation();
  const inCategory = filters.categoryId !== null;
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = query;
  const pageCount = data ? Math.ceil(data.total / BROWSE_PAGE_SIZE) : 0;
  const from = (filters.page - 1) * BROWSE_PAGE_SIZE + 1;
  // Days searched for come along to the item page, whose booking panel starts with them.
  const days =
    filters.start && filters.end
      ? `?${new URLSearchParams({ start: filters.start, end: filters.end }).toString()}`
      : '';

  // A page past the last one (an old link, fewer matches since) shows the last page, not 'nothing listed yet'.
  if (data && !isPlaceholderData && data.total > 0 && filters.page > pageCount) {
    return <Redirect replace to={{ search: browseSearch({ ...filters, page: pageCount }) }} />;
  }

  return (
    <section aria-labelledby="browse-items-title" className="flex scroll-mt-20 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="browse-items-title" className="scroll-mt-24 text-xl font-semibold">
          {inCategory ? t('browse.availableItems') : t('browse.allItems')}
        </h2>
        {data && data.items.length > 0 && (
          <p className="text-sm text-gray-700" aria-live="polite">
            {pageCount > 1
              ? t('browse.showing', { from, to: from + data.items.length - 1, total: data.total })
              : t('browse.results', { count: data.total })}
          </p>
        )}
      </div>
      {isError && !data ? (
        <ItemsError onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending || (data.items.length === 0 && otherDays.asked && !otherDays.items) ? (
        <ItemGridSkeleton />
      ) : data.items.length === 0 && otherDays.items?.length ? (
        <OtherDays filters={filters} items={otherDays.items} />
      ) : data.items.length === 0 ? (
        <>
          <ItemsEmpty inCategory={inCategory} />
          <Pagination filters={filters} pageCount={pageCount} />
        </>
      ) : (
        <>
          <ul
            aria-busy={isPlaceholderData || undefined}
            className={cn(
              'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4',
              isPlaceholderData && 'opacity-60 transition-opacity',
            )}
          >
            {data.items.map((item, i) => (
              <li key={item.id}>
                <ItemCard
                  item={item}
                  href={`${itemPath(item.id, i18n.language)}${days}`}
                  // The first row (four cards on large screens) is in the first screen; the first card leads it.
                  imagePriority={i === 0 ? 'lcp' : i < 4 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
          {isError && <ItemsError onRetry={() => void refetch()} retrying={isFetching} />}
          <Pagination filters={filters} pageCount={pageCount} />
        </>
      )}
    </section>
  );
}
