import { useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { paymentsKeys } from './keys';
import type { CheckoutIntent } from './types';

/**
 * POST /api/payments/create-intent. The amount is the server's (the rental's total and deposit); the client's is
 * ignored, so only the id is sent with the currency.
 */
export function createIntent(rentalId: number): Promise<CheckoutIntent> {
  return api<CheckoutIntent>('POST', '/api/payments/create-intent', { rentalId, currency: 'pln' });
}

/**
 * The checkout's intent, asked for when the page opens. The server answers the same intent to every call for a
 * rental, so a query (deduplicated, not retried on a refusal) fits better than a mutation fired from an effect.
 */
export function useCheckoutIntent(rentalId: number, enabled: boolean) {
  return useQuery({
    queryKey: paymentsKeys.intent(rentalId),
    queryFn: () => createIntent(rentalId),
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
