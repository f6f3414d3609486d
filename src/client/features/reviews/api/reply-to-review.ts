import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/shared/schemas/reviews';
import { api } from '@/client/lib/api-client';
import { itemsKeys, usersKeys } from '@/client/lib/query-keys';
import { reviewsKeys } from './keys';

/** POST /api/reviews/{id}/reply: the reviewed person's one public answer (409 on a second). */
export function replyToReview(id: number, reply: string): Promise<Review> {
  return api<Review>('POST', `/api/reviews/${id}/reply`, { reply });
}

/** The reply shows wherever the review does: the reviews page, the item page and the profile. */
export function useReplyToReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => replyToReview(id, reply),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: reviewsKeys.all }),
        qc.invalidateQueries({ queryKey: itemsKeys.all }),
        qc.invalidateQueries({ queryKey: usersKeys.all }),
      ]),
  });
}
