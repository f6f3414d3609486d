import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@/shared/schemas/items';
import type { SearchSort } from '@/shared/schemas/search';
import { apiResponse } from '@/client/lib/api-client';
import { itemsKeys } from '@/client/lib/query-keys';

/** The filters of GET /api/items (empty ones are left out of the request). */
export interface ItemListParams {
  q?: string;
  category?: number | null;
  location?: string;
  district?: string;
  start?: string;
  end?: string;
  sort?: SearchSort;
  /** Only listings that take instant bookings (`instant=true`). */
  instant?: true;
  limit?: number;
  offset?: number;
}

export interface ItemPage {
  items: Item[];
  /** All matches (X-Total-Count), not only this page's. */
  total: number;
}

export function itemListQueryString(params: ItemListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
}

/** GET /api/items: one page of matches and the total count from the X-Total-Count header. */
export async function getItems(params: ItemListParams): Promise<ItemPage> {
  const query = itemListQueryString(params);
  const { data, headers } = await apiResponse<Item[]>('GET', query ? `/api/items?${query}` : '/api/items');
  const items = Array.isArray(data) ? data : [];
  const header = headers.get('X-Total-Count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : items.length;
  return { items, total };
}

/** The browse page, its other-days search and the home page's popular items read it through their own hooks. */
export const itemListQueryOptions = (params: ItemListParams) =>
  queryOptions({
    queryKey: itemsKeys.list(params),
    queryFn: () => getItems(params),
    placeholderData: keepPreviousData,
  });

/** X-Total-Count when the server sent one, else the number of entries at hand. */
function totalOf(headers: Headers, shown: number): number {
  const header = headers.get('X-Total-Count');
  return header !== null && /^\d+$/.test(header) ? Number(header) : shown;
}

/** GET /api/items?ownerId={me}: the profile's list of my newest listings, `limit` of them, and how many there are. */
export async function getListedItems(ownerId: number, limit: number): Promise<{ entries: Item[]; total: number }> {
  const query = new URLSearchParams({ ownerId: String(ownerId), sort: 'newest', limit: String(limit) });
  const { data, headers } = await apiResponse<Item[]>('GET', `/api/items?${query.toString()}`);
  const entries = (Array.isArray(data) ? data : []).filter((item) => item.ownerId === ownerId);
  return { entries, total: totalOf(headers, entries.length) };
}

/** Under the owner's items key: a new, changed or deleted listing refreshes it. */
export const listedItemsQueryOptions = (ownerId: number, limit: number) =>
  queryOptions({
    queryKey: [...itemsKeys.owner(ownerId), 'profile'] as const,
    queryFn: () => getListedItems(ownerId, limit),
  });

export function useListedItems(ownerId: number, limit: number) {
  return useQuery(listedItemsQueryOptions(ownerId, limit));
}
