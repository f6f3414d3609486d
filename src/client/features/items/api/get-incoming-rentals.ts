import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { listingsKeys } from './keys';

/** GET /api/rentals/incoming: the rentals of the items I own, any status (a listing's calendar picks its own). */
export function getIncomingRentals(): Promise<RentalView[]> {
  return api<RentalView[]>('GET', '/api/rentals/incoming');
}

/** The same cache as the rentals feature's list of requests for my items. */
export const incomingRentalsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: listingsKeys.incomingRentals(userId), queryFn: getIncomingRentals });

export function useIncomingRentals(userId: number) {
  return useQuery(incomingRentalsQueryOptions(userId));
}
