import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
