import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '@/shared/schemas/payouts';
import { api } from '@/client/lib/api-client';
import { payoutsKeys } from '@/client/lib/query-keys';

/**
 * GET /api/earnings for my items' earnings dialog: the payouts feature reads the same call for its page (features do
 * not import each other), under the same key, so the two share one cache entry.
 */
export function getOwnerEarnings(): Promise<Earnings> {
  return api<Earnings>('GET', '/api/earnings');
}

export const ownerEarningsQueryOptions = () =>
  queryOptions({ queryKey: payoutsKeys.earnings(), queryFn: getOwnerEarnings });

export function useOwnerEarnings(enabled: boolean) {
  return useQuery({ ...ownerEarningsQueryOptions(), enabled });
}
