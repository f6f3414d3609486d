import { useQuery } from '@tanstack/react-query';
import type { ReviewStats } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { reviewsKeys } from './keys';

/** GET /api/reviews/stats: the caller's average rating, reviews received and given. */
export function getReviewStats(): Promise<ReviewStats> {
  return api<ReviewStats>('GET', '/api/reviews/stats');
}

export function useReviewStats() {
  return useQuery({ queryKey: reviewsKeys.stats(), queryFn: getReviewStats });
}
