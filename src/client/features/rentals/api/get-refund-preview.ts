import { useQuery } from '@tanstack/react-query';
import type { RefundPreview } from '@/shared/schemas/payments';
import { api } from '@/client/lib/api-client';
import { rentalsKeys } from './keys';

/** GET /api/rentals/{id}/refund-preview: what the renter would get back by cancelling now (the renter only). */
export function getRefundPreview(id: number): Promise<RefundPreview> {
  return api<RefundPreview>('GET', `/api/rentals/${id}/refund-preview`);
}

/** Read afresh each time the cancel dialog opens: the refund depends on the hours left before the start. */
export function useRefundPreview(id: number) {
  return useQuery({
    queryKey: rentalsKeys.refundPreview(id),
    queryFn: () => getRefundPreview(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
