import type { TFunction } from 'i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@/shared/schemas/categories';
import { api } from './api-client';
import { categoriesKeys } from './query-keys';

/** GET /api/categories: the seven categories (id, name, emoji, description), ordered by id. */
export function getCategories(): Promise<Category[]> {
  return api<Category[]>('GET', '/api/categories');
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesKeys.all, queryFn: getCategories, staleTime: Infinity });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** A category's translated name and description (keys category_{id}_*), the server's raw values as fallback (spec 01 §3). */
export function categoryText(t: TFunction, category: Category) {
  return {
    name: t(`categories.category_${category.id}_name`, { defaultValue: category.name }),
    description: t(`categories.category_${category.id}_description`, { defaultValue: category.description }),
  };
}
