import { useQuery } from '@tanstack/react-query';
import { RECOMMENDATIONS_PAGE_SIZE } from '@/shared/schemas/recommendations';
import { recommendationsQueryOptions } from '@/client/lib/recommendations';

/** The page's recommendations: a page of them, best first. */
export function useRecommendations(viewerId: number) {
  return useQuery(recommendationsQueryOptions(viewerId, RECOMMENDATIONS_PAGE_SIZE));
}
