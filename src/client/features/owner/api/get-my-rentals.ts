import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '../../../lib/api-client';

/** GET /api/rentals/user: my own rentals as the renter (spec 02 §7 "keyed by user id"), newest first. */
export function getMyRentals(): Promise<RentalView[]> {
  return api<RentalView[]>('GET', '/api/rentals/user');
}

export const myRentalsQueryOptions = (userId: number) => queryOptions({ queryKey: ['rentals', 'user', userId], queryFn: getMyRentals });

export function useMyRentals(userId: number) {
  return useQuery(myRentalsQueryOptions(userId));
}
