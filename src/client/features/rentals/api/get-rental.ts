import { useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { rentalsKeys } from './keys';

/** GET /api/rentals/{id}: one rental with its item, renter and owner, for its parties (anyone else: 404). */
export function getRental(id: number): Promise<RentalView> {
  return api<RentalView>('GET', `/api/rentals/${id}`);
}

export function useRental(id: number, enabled = true) {
  return useQuery({ queryKey: rentalsKeys.detail(id), queryFn: () => getRental(id), enabled, retry: false });
}

/** How often a rental whose payment has gone through, but whose record does not show it yet, is read again. */
const UNPAID_POLL_MS = 1_500;

/**
 * The payment success page's: the same cache entry as `useRental`, so a payment's refresh reaches it. `awaitPaid`:
 * re-read while it still shows unpaid.
 */
export function usePaidRental(id: number | null, { enabled = true, awaitPaid = false } = {}) {
  return useQuery({
    queryKey: rentalsKeys.detail(id ?? 0),
    queryFn: () => getRental(id ?? 0),
    enabled: enabled && id !== null,
    retry: false,
    refetchInterval: (query) => (awaitPaid && query.state.data?.paymentStatus === 'unpaid' ? UNPAID_POLL_MS : false),
  });
}
