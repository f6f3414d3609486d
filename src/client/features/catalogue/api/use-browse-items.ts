import { useQuery } from '@tanstack/react-query';
import { itemListQueryOptions } from '../../../lib/items';
import { toItemListParams, type BrowseFilters } from '../utils/browse-params';

/** One page of the browse results, filtered by the server; the previous page stays on screen while the next loads. */
export function useBrowseItems(filters: BrowseFilters) {
  return useQuery(itemListQueryOptions(toItemListParams(filters)));
}
