import { useQuery } from '@tanstack/react-query';
import { POPULAR_ITEMS_SHOWN } from '@/shared/constants/limits';
import { itemListQueryOptions } from './get-items';

export const popularItemsQueryOptions = () => itemListQueryOptions({ sort: 'popular', limit: POPULAR_ITEMS_SHOWN });

/**
 * The first items of the list (spec 01 §2 Home: 4 of them) in the popular order: the most rented, then the best rated,
 * then the newest (a new catalogue without rentals thus shows its newest).
 */
export function usePopularItems() {
  return useQuery(popularItemsQueryOptions());
}
