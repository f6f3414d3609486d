import { useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '../../../lib/api-client';
import { rentalsKeys } from './rentals-keys';

/** GET /api/rentals/incoming: requests for the items I own, newest first. */
export function getIncomingRentals(): Promise<RentalView[]> {
  return api<RentalView[]>('GET', '/api/rentals/incoming');
}

export function useIncomingRentals(enabled: boolean) {
  return useQuery({ queryKey: rentalsKeys.incoming(), queryFn: getIncomingRentals, enabled });
}
