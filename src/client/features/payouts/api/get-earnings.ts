import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '@/shared/schemas/payouts';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

/** GET /api/earnings: upcoming, waiting for release and paid out; the last 12 months; per item. */
export function getEarnings(): Promise<Earnings> {
  return api<Earnings>('GET', '/api/earnings');
}

export const earningsQueryOptions = () => queryOptions({ queryKey: payoutsKeys.earnings(), queryFn: getEarnings });

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
