import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { REVIEWS_PAGE_DEFAULT } from '@/shared/domain/reviews';
import type { Item } from '@/shared/schemas/items';
import type { ReviewList } from '@/shared/schemas/reviews';
import type { SearchSort } from '@/shared/schemas/search';
import { api, apiResponse } from './api-client';
import { itemsKeys } from './query-keys';

/** The filters of GET /api/items (empty ones are left out of the request). */
export interface ItemListParams {
  q?: string;
  category?: number | null;
  location?: string;
  district?: string;
  start?: string;
  end?: string;
  sort?: SearchSort;
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

export const itemListQueryOptions = (params: ItemListParams) =>
  queryOptions({
    queryKey: itemsKeys.list(params),
    queryFn: () => getItems(params),
    placeholderData: keepPreviousData,
  });

/** GET /api/items/{id} (404 when there is no such item). */
export const itemQueryOptions = (id: number) =>
  queryOptions({ queryKey: itemsKeys.detail(id), queryFn: () => api<Item>('GET', `/api/items/${id}`) });

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** GET /api/items/{id}/unavailable-dates: the ranges held by blocking rentals, both ends inclusive. */
export const unavailableDatesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: itemsKeys.unavailableDates(id),
    queryFn: async () =>
      (await api<{ unavailableDates: DateRange[] }>('GET', `/api/items/${id}/unavailable-dates`)).unavailableDates,
    staleTime: 0,
  });

/**
 * GET /api/items/{id}/similar: recommendations for the item page. The server leaves out the viewer's own items,
 * so the viewer's id is part of the key.
 */
export const similarItemsQueryOptions = (id: number, viewerId: number | null, limit = 3) =>
  queryOptions({
    queryKey: itemsKeys.similar(id, viewerId, limit),
    queryFn: () => api<Item[]>('GET', `/api/items/${id}/similar?limit=${limit}`),
  });

/**
 * GET /api/items/{id}/reviews: the item's published reviews, newest first, a page at a time ("load more"); the
 * first page's `total` is the count the page shows.
 */
export const itemReviewsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: itemsKeys.reviews(id),
    queryFn: ({ pageParam }) =>
      api<ReviewList>('GET', `/api/items/${id}/reviews?page=${pageParam}&limit=${REVIEWS_PAGE_DEFAULT}`),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewList) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
