import { useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { paymentsKeys } from './keys';
import type { RentalPayment } from './types';

/** GET /api/payments/rental/{rentalId}: the payment of a rental as the server knows it (its parties only). */
export function getRentalPayment(rentalId: number): Promise<RentalPayment> {
  return api<RentalPayment>('GET', `/api/payments/rental/${rentalId}`);
}

/** How often a payment still being processed (a bank transfer, BLIK) is asked about again. */
const PROCESSING_POLL_MS = 2_000;

/** The intent is on its way, or has succeeded while its event has not reached the rental yet. */
const SETTLING = new Set<RentalPayment['status']>(['processing', 'requires_action', 'succeeded']);

/** A redirect method may come back before the money has: the state is re-read until it settles. */
export function useRentalPayment(rentalId: number | null) {
  return useQuery({
    queryKey: paymentsKeys.rental(rentalId ?? 0),
    queryFn: () => getRentalPayment(rentalId ?? 0),
    enabled: rentalId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.paymentStatus === 'unpaid' && SETTLING.has(query.state.data.status)
        ? PROCESSING_POLL_MS
        : false,
  });
}
