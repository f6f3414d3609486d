import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@/shared/schemas/items';
import { SEARCH_MAX_LIMIT } from '@/shared/schemas/search';
import { apiResponse } from '../../../lib/api-client';

/** A guard against a runaway loop if the total ever disagreed with the pages (10,000 listings is far beyond any owner). */
const MAX_PAGES = 100;

/**
 * Every listing of one owner: GET /api/items?ownerId={id}, page after page of the largest size, newest first. The
 * list is filtered by ownerId here too, as the spec's client did, so a server that ignored the filter would still
 * show only the user's own items.
 */
export async function getMyItems(ownerId: number): Promise<Item[]> {
  const all: Item[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ ownerId: String(ownerId), sort: 'newest', limit: String(SEARCH_MAX_LIMIT), offset: String(page * SEARCH_MAX_LIMIT) });
    const { data, headers } = await apiResponse<Item[]>('GET', `/api/items?${query.toString()}`);
    const items = Array.isArray(data) ? data : [];
    all.push(...items);
    const total = Number(headers.get('X-Total-Count') ?? all.length);
    if (items.length < SEARCH_MAX_LIMIT || all.length >= total) break;
  }
  return all.filter((item) => item.ownerId === ownerId);
}

export const myItemsQueryOptions = (ownerId: number) => queryOptions({ queryKey: ['items', 'owner', ownerId], queryFn: () => getMyItems(ownerId) });

export function useMyItems(ownerId: number) {
  return useQuery(myItemsQueryOptions(ownerId));
}
