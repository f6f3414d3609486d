import { useQuery } from '@tanstack/react-query';
import type { PendingReview } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { reviewsKeys } from './keys';

/** GET /api/reviews/pending: the caller's completed rentals with reviews still to write, and their deadlines. */
export async function getPendingReviews(): Promise<PendingReview[]> {
  return (await api<{ pending: PendingReview[] }>('GET', '/api/reviews/pending')).pending;
}

export function usePendingReviews() {
  return useQuery({ queryKey: reviewsKeys.pending(), queryFn: getPendingReviews });
}
