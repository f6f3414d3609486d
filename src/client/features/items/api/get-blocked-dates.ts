import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedDates } from '@/shared/schemas/calendar';
import { api } from '@/client/lib/api-client';
import { listingsKeys } from './keys';

/** GET /api/items/{id}/blocked-dates (the owner only): the blocked ranges that have not ended, in date order. */
export function getBlockedDates(id: number): Promise<BlockedDates> {
  return api<BlockedDates>('GET', `/api/items/${id}/blocked-dates`);
}

export const blockedDatesQueryOptions = (id: number) =>
  queryOptions({ queryKey: listingsKeys.blockedDates(id), queryFn: () => getBlockedDates(id) });

/** The owner's calendar on the management page. */
export function useBlockedDates(id: number) {
  return useQuery(blockedDatesQueryOptions(id));
}
