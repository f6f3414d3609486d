import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { rentalsKeys } from './keys';

/** GET /api/rentals/user: my own rentals as the renter (spec 02 §7 "keyed by user id"), newest first. */
export function getMyRentals(): Promise<RentalView[]> {
  return api<RentalView[]>('GET', '/api/rentals/user');
}

export const myRentalsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: rentalsKeys.mine(userId), queryFn: getMyRentals });

export function useMyRentals(userId: number) {
  return useQuery(myRentalsQueryOptions(userId));
}
