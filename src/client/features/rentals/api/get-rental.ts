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
