import { useQuery } from '@tanstack/react-query';
import { POPULAR_ITEMS_SHOWN } from '@/shared/constants/limits';
import { itemListQueryOptions } from '../../../lib/items';

/** The first items of the list (spec 01 §2 Home: 4 of them), as GET /api/items orders it. */
export function usePopularItems() {
  return useQuery(itemListQueryOptions({ limit: POPULAR_ITEMS_SHOWN }));
}
