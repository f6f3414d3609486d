import { useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { rentalsRootKey } from '@/client/lib/query-keys';

/** GET /api/rentals/{id}: the rental a payment is for (its parties only; anyone else: 404). */
export function getRental(id: number): Promise<RentalView> {
  return api<RentalView>('GET', `/api/rentals/${id}`);
}

/** How often a rental whose payment has gone through, but whose record does not show it yet, is read again. */
const UNPAID_POLL_MS = 1_500;

/**
 * The rental under the rentals root, with the rentals feature's detail key (['rentals', 'detail', id]), so one cache
 * entry serves both and a payment's refresh reaches it. `awaitPaid`: re-read while it still shows unpaid.
 */
export function usePaidRental(id: number | null, { enabled = true, awaitPaid = false } = {}) {
  return useQuery({
    queryKey: [...rentalsRootKey, 'detail', id ?? 0],
    queryFn: () => getRental(id ?? 0),
    enabled: enabled && id !== null,
    retry: false,
    refetchInterval: (query) => (awaitPaid && query.state.data?.paymentStatus === 'unpaid' ? UNPAID_POLL_MS : false),
  });
}
