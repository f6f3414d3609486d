import { useQuery } from '@tanstack/react-query';
import { unavailableDatesQueryOptions } from '@/client/lib/items';

/** The item's booked ranges (GET /api/items/{id}/unavailable-dates), disabled in the booking pickers. */
export function useUnavailableDates(id: number) {
  return useQuery(unavailableDatesQueryOptions(id));
}
