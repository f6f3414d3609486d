import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout } from '@/shared/schemas/payouts';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

/** GET /api/payouts: the owner's payouts with their rentals, newest first. */
export function getPayouts(): Promise<Payout[]> {
  return api<Payout[]>('GET', '/api/payouts');
}

export const payoutsQueryOptions = () => queryOptions({ queryKey: payoutsKeys.list(), queryFn: getPayouts });

export function usePayouts() {
  return useQuery(payoutsQueryOptions());
}
