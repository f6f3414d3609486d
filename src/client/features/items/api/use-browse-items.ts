import { useQuery } from '@tanstack/react-query';
import { itemListQueryOptions } from './get-items';
import { toItemListParams, type BrowseFilters } from '@/client/features/items/utils/browse-params';

export const browseItemsQueryOptions = (filters: BrowseFilters) => itemListQueryOptions(toItemListParams(filters));

/** One page of the browse results, filtered by the server; the previous page stays on screen while the next loads. */
export function useBrowseItems(filters: BrowseFilters) {
  return useQuery(browseItemsQueryOptions(filters));
}
