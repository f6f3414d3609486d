import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOCKING_STATUSES } from '@/shared/domain/rental-status';
import { RENTALS_PAGE_SIZE, type RentalView } from '@/shared/schemas/rentals';
import { apiResponse } from '@/client/lib/api-client';
import { rentalsKeys, type RentalDirection } from './keys';

export interface RentalsPage {
  rentals: RentalView[];
  /** The whole tab's list (X-Total-Count), not only this page. */
  total: number;
}

/**
 * GET /api/rentals/incoming (requests for the items I own) or /outgoing (my own as the renter): one page, newest
 * first, with the tab's total.
 */
export async function getRentalsPage(direction: RentalDirection, page: number): Promise<RentalsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(RENTALS_PAGE_SIZE) });
  const { data, headers } = await apiResponse<RentalView[]>('GET', `/api/rentals/${direction}?${query.toString()}`);
  const rentals = Array.isArray(data) ? data : [];
  const header = headers.get('X-Total-Count');
  return { rentals, total: header !== null && /^\d+$/.test(header) ? Number(header) : rentals.length };
}

export function useRentalsPage(direction: RentalDirection, page: number) {
  return useQuery({
    queryKey: rentalsKeys.page(direction, page),
    queryFn: () => getRentalsPage(direction, page),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/rentals/outgoing with the rentals that went ahead (confirmed, active, completed): the profile's list of what
 * I have rented, `limit` of them, and how many there are.
 */
export async function getRentedItems(limit: number): Promise<{ entries: RentalView[]; total: number }> {
  const query = new URLSearchParams({ status: BLOCKING_STATUSES.join(','), limit: String(limit), page: '1' });
  const { data, headers } = await apiResponse<RentalView[]>('GET', `/api/rentals/outgoing?${query.toString()}`);
  const entries = Array.isArray(data) ? data : [];
  const header = headers.get('X-Total-Count');
  return { entries, total: header !== null && /^\d+$/.test(header) ? Number(header) : entries.length };
}

/** Under the rentals root: any rental move refreshes it. */
export const rentedItemsQueryOptions = (userId: number, limit: number) =>
  queryOptions({
    queryKey: [...rentalsKeys.all, 'outgoing', 'profile', userId] as const,
    queryFn: () => getRentedItems(limit),
  });

export function useRentedItems(userId: number, limit: number) {
  return useQuery(rentedItemsQueryOptions(userId, limit));
}
