import { useQuery } from '@tanstack/react-query';
import { BLOCKING_STATUSES } from '@/shared/domain/rental-status';
import type { Item } from '@/shared/schemas/items';
import type { RentalView } from '@/shared/schemas/rentals';
import { apiResponse } from '@/client/lib/api-client';
import { profileKeys } from './keys';

/** How many entries each profile list shows; the rest are a link away (my items, my rentals). */
export const PROFILE_LIST_SIZE = 6;

export interface ProfileList<T> {
  entries: T[];
  /** The whole list's length (X-Total-Count), not only the entries shown. */
  total: number;
}

function totalOf(headers: Headers, shown: number): number {
  const header = headers.get('X-Total-Count');
  return header !== null && /^\d+$/.test(header) ? Number(header) : shown;
}

/** GET /api/items?ownerId={me}: my newest listings. */
export async function getListedItems(ownerId: number): Promise<ProfileList<Item>> {
  const query = new URLSearchParams({ ownerId: String(ownerId), sort: 'newest', limit: String(PROFILE_LIST_SIZE) });
  const { data, headers } = await apiResponse<Item[]>('GET', `/api/items?${query.toString()}`);
  const entries = (Array.isArray(data) ? data : []).filter((item) => item.ownerId === ownerId);
  return { entries, total: totalOf(headers, entries.length) };
}

/** GET /api/rentals/outgoing with the rentals that went ahead (confirmed, active, completed): what I have rented. */
export async function getRentedItems(): Promise<ProfileList<RentalView>> {
  const query = new URLSearchParams({
    status: BLOCKING_STATUSES.join(','),
    limit: String(PROFILE_LIST_SIZE),
    page: '1',
  });
  const { data, headers } = await apiResponse<RentalView[]>('GET', `/api/rentals/outgoing?${query.toString()}`);
  const entries = Array.isArray(data) ? data : [];
  return { entries, total: totalOf(headers, entries.length) };
}

/** Under the 'items' and 'rentals' keys: a new listing or any rental move refreshes them. */
export function useListedItems(ownerId: number) {
  return useQuery({ queryKey: profileKeys.listedItems(ownerId), queryFn: () => getListedItems(ownerId) });
}

export function useRentedItems(userId: number) {
  return useQuery({ queryKey: profileKeys.rentedItems(userId), queryFn: getRentedItems });
}
