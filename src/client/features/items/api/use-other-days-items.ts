import { useQuery } from '@tanstack/react-query';
import type { Item } from '@/shared/schemas/items';
import { itemListQueryOptions } from './get-items';
import { toItemListParams, type BrowseFilters } from '@/client/features/items/utils/browse-params';

/** Whether a browse state is a text search with dates (the only one that can have matches on other days). */
export const searchesTextOnDates = (f: BrowseFilters) => Boolean(f.q && (f.start || f.end));

/** The same search without its dates, from its first page. */
export const otherDaysItemsQueryOptions = (filters: BrowseFilters) =>
  itemListQueryOptions(toItemListParams({ ...filters, start: '', end: '', page: 1 }));

/**
 * A text search with dates that found nothing on them asks the same search without its dates (decision 0041): the
 * matches taken on those days, to offer as available on other dates. Items their owner switched off are left out
 * (they are not available on any day). `asked` says whether that second search applies; `items` is undefined while it
 * loads, and empty when it finds nothing or fails (the page then shows its plain empty state).
 */
export function useOtherDaysItems(filters: BrowseFilters, datedTotal: number | undefined) {
  const asked = searchesTextOnDates(filters) && datedTotal === 0;
  const query = useQuery({ ...otherDaysItemsQueryOptions(filters), enabled: asked });
  let items: Item[] | undefined;
  if (asked) {
    if (query.isError) items = [];
    else if (query.data && !query.isPlaceholderData) items = query.data.items.filter((i) => i.available);
  }
  return { asked, items };
}
