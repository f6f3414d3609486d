import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_PAGE_SIZE, RECOMMENDATIONS_SHOWN } from '@/shared/constants/limits';
import type { RecommendedItem } from '@/shared/schemas/recommendations';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

/** GET /api/recommendations: the signed-in user's own, best first; with `itemId`, that item is their context. */
export function getRecommendations(limit: number, itemId?: number): Promise<RecommendedItem[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (itemId !== undefined) query.set('itemId', String(itemId));
  return api<RecommendedItem[]>('GET', `/api/recommendations?${query.toString()}`);
}

/**
 * Under the items root, so a changed listing refreshes them; the viewer's id is in the key, as the answer is theirs.
 */
export const recommendationsQueryOptions = (viewerId: number, limit: number, itemId?: number) =>
  queryOptions({
    queryKey: [...itemsKeys.all, 'recommendations', viewerId, itemId ?? null, limit] as const,
    queryFn: () => getRecommendations(limit, itemId),
  });

/** The page's recommendations: a page of them, best first. */
export function useRecommendations(viewerId: number) {
  return useQuery(recommendationsQueryOptions(viewerId, RECOMMENDATIONS_PAGE_SIZE));
}

/** The item page's, with this item as context (never the item itself): at most 3. */
export function useItemRecommendations(itemId: number, viewerId: number) {
  return useQuery(recommendationsQueryOptions(viewerId, RECOMMENDATIONS_SHOWN, itemId));
}
