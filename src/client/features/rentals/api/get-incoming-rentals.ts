import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { rentalsKeys } from './keys';

/** GET /api/rentals/incoming: the rentals of the items I own, any status, newest first. */
export function getIncomingRentals(): Promise<RentalView[]> {
  return api<RentalView[]>('GET', '/api/rentals/incoming');
}

export const incomingRentalsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: rentalsKeys.incoming(userId), queryFn: getIncomingRentals });

export function useIncomingRentals(userId: number) {
  return useQuery(incomingRentalsQueryOptions(userId));
}
