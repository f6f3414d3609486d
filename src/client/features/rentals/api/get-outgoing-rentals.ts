import { useQuery } from '@tanstack/react-query';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '../../../lib/api-client';
import { rentalsKeys } from './rentals-keys';

/** GET /api/rentals/outgoing: my own requests and rentals as the renter, newest first. */
export function getOutgoingRentals(): Promise<RentalView[]> {
  return api<RentalView[]>('GET', '/api/rentals/outgoing');
}

export function useOutgoingRentals(enabled: boolean) {
  return useQuery({ queryKey: rentalsKeys.outgoing(), queryFn: getOutgoingRentals, enabled });
}
