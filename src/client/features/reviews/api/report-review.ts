import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

/** POST /api/reviews/{id}/report: the report waits for an admin; once per review and reporter (409 on a second). */
export function reportReview(id: number, reason: string): Promise<{ id: number; status: 'open' }> {
  return api<{ id: number; status: 'open' }>('POST', `/api/reviews/${id}/report`, { reason });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => reportReview(id, reason),
  });
}
