import { useQuery } from '@tanstack/react-query';
import { getRentalCounts } from '@/client/features/rentals/api/get-rental-counts';
import { rentalsKeys } from '@/client/features/rentals/api/keys';
import { getPendingReviews } from '@/client/features/reviews/api/get-pending-reviews';
import { reviewsKeys } from '@/client/features/reviews/api/keys';

/**
 * What waits for the signed-in user (issue 19 §2), the rentals entry's badge in the account menu: requests to answer,
 * rentals to pay, returns to confirm, and reviews to write. Composed here, in app/: the two features do not import
 * each other. 0 when logged out or before the answers.
 */
export function useToDoCount(loggedIn: boolean): number {
  const counts = useQuery({ queryKey: rentalsKeys.counts(), queryFn: getRentalCounts, enabled: loggedIn });
  const reviews = useQuery({ queryKey: reviewsKeys.pending(), queryFn: getPendingReviews, enabled: loggedIn });
  if (!loggedIn) return 0;
  const toDo = counts.data?.toDo;
  return (toDo ? toDo.respond + toDo.pay + toDo.confirmReturn : 0) + (reviews.data?.length ?? 0);
}
