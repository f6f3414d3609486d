import { useQuery } from '@tanstack/react-query';
import type { RentalCounts } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { rentalsKeys } from './keys';

/** GET /api/rentals/counts: mine per status as the owner (incoming) and as the renter (outgoing), whatever page is shown. */
export function getRentalCounts(): Promise<RentalCounts> {
  return api<RentalCounts>('GET', '/api/rentals/counts');
}

export function useRentalCounts() {
  return useQuery({ queryKey: rentalsKeys.counts(), queryFn: getRentalCounts });
}
