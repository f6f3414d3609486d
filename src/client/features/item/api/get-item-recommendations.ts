import { useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_SHOWN } from '@/shared/constants/limits';
import { recommendationsQueryOptions } from '@/client/lib/recommendations';

/** A signed-in viewer's recommendations with this item as context (never the item itself): at most 3. */
export function useItemRecommendations(itemId: number, viewerId: number) {
  return useQuery(recommendationsQueryOptions(viewerId, RECOMMENDATIONS_SHOWN, itemId));
}
