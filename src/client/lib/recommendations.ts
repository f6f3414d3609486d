import { queryOptions } from '@tanstack/react-query';
import type { RecommendedItem } from '@/shared/schemas/recommendations';
import { api } from './api-client';
import { itemsKeys } from './query-keys';

/**
 * GET /api/recommendations: the signed-in user's own (the page, and the item page with its item as context). Under
 * the items root, so a changed listing refreshes them; the viewer's id is in the key, as the answer is theirs.
 */
export const recommendationsQueryOptions = (viewerId: number, limit: number, itemId?: number) => {
  const query = new URLSearchParams({ limit: String(limit) });
  if (itemId !== undefined) query.set('itemId', String(itemId));
  return queryOptions({
    queryKey: [...itemsKeys.all, 'recommendations', viewerId, itemId ?? null, limit] as const,
    queryFn: () => api<RecommendedItem[]>('GET', `/api/recommendations?${query.toString()}`),
  });
};
