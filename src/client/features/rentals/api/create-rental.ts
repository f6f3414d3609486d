import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRentalInput, Rental } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

/**
 * POST /api/rentals: a rental request for the signed-in renter. Only the item, the dates and the insurance
 * acceptance are sent; the server computes every amount and creates the rental as pending and unpaid.
 */
export function createRental(input: CreateRentalInput): Promise<Rental> {
  return api<Rental>('POST', '/api/rentals', input);
}

export function useCreateRental(itemId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRental,
    onSettled: () => qc.invalidateQueries({ queryKey: itemsKeys.unavailableDates(itemId) }),
  });
}
