import { useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_SHOWN } from '@/shared/constants/limits';
import { similarItemsQueryOptions } from '@/client/lib/items';

/** Recommendations for the item page (GET /api/items/{id}/similar): at most 3, never the item itself. */
export function useSimilarItems(id: number, viewerId: number | null) {
  return useQuery({
    ...similarItemsQueryOptions(id, viewerId, RECOMMENDATIONS_SHOWN),
    select: (items) => items.filter((i) => i.id !== id).slice(0, RECOMMENDATIONS_SHOWN),
  });
}
