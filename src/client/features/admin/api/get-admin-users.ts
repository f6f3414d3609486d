import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@/shared/schemas/admin';
import { ADMIN_LIST_LIMIT, adminKeys, getAdminPage } from './keys';

/** GET /api/admin/users: a page of the users, optionally filtered by `q`. */
export function getAdminUsers(pageNo: number, q: string) {
  const query = new URLSearchParams({ page: String(pageNo), limit: String(ADMIN_LIST_LIMIT) });
  if (q) query.set('q', q);
  return getAdminPage<AdminUser>(`/api/admin/users?${query.toString()}`);
}

/** The previous page stays shown while the next one loads (no jump on paging). */
export const adminUsersQueryOptions = (pageNo: number, q: string) =>
  queryOptions({
    queryKey: adminKeys.users(pageNo, q),
    queryFn: () => getAdminUsers(pageNo, q),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(pageNo: number, q: string) {
  return useQuery(adminUsersQueryOptions(pageNo, q));
}
