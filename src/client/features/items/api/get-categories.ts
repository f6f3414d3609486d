import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@/shared/schemas/categories';
import { api } from '@/client/lib/api-client';
import { categoriesKeys } from '@/client/lib/query-keys';

/**
 * GET /api/categories: the seven categories (id, name, emoji, description), ordered by id. The server's categories
 * feature; on the client they are the items' taxonomy (browse, item, listing editor), and the home and not-found
 * pages get them from app (docs/architecture.md, Client).
 */
export function getCategories(): Promise<Category[]> {
  return api<Category[]>('GET', '/api/categories');
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesKeys.all, queryFn: getCategories, staleTime: Infinity });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
