import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * GET /api/items/{id}/unavailable-dates: the ranges held by blocking rentals, both ends inclusive. Served under the
 * item's address, but it is the rentals' calendar, read only by the booking panel; cached under the items root.
 */
export async function getUnavailableDates(id: number): Promise<DateRange[]> {
  return (await api<{ unavailableDates: DateRange[] }>('GET', `/api/items/${id}/unavailable-dates`)).unavailableDates;
}

/**
 * Read again whenever the booking panel shows it a few seconds after the last read (bookings change it), but not right
 * after the page arrived with it: that read would re-render the whole panel while the page hydrates.
 */
export const unavailableDatesQueryOptions = (id: number) =>
  queryOptions({ queryKey: itemsKeys.unavailableDates(id), queryFn: () => getUnavailableDates(id), staleTime: 5_000 });

/** The item's booked ranges, disabled in the booking pickers. */
export function useUnavailableDates(id: number) {
  return useQuery(unavailableDatesQueryOptions(id));
}
