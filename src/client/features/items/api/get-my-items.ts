import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyItem } from '@/shared/schemas/items';
import { api } from '@/client/lib/api-client';
import { listingsKeys } from './keys';

/**
 * GET /api/users/me/items: every listing of the signed-in owner, newest first, each with its rentals per status and
 * the owner's share of them; `includeDeleted` adds the deleted listings that had rentals (for the earnings).
 */
export function getMyItems(includeDeleted: boolean): Promise<MyItem[]> {
  return api<MyItem[]>('GET', includeDeleted ? '/api/users/me/items?includeDeleted=true' : '/api/users/me/items');
}

/** Keyed by the owner's id: another account signing in on this browser never sees the previous one's list. */
export const myItemsQueryOptions = (ownerId: number, includeDeleted = false) =>
  queryOptions({ queryKey: listingsKeys.mine(ownerId, includeDeleted), queryFn: () => getMyItems(includeDeleted) });

export function useMyItems(ownerId: number, { includeDeleted = false } = {}) {
  return useQuery(myItemsQueryOptions(ownerId, includeDeleted));
}
