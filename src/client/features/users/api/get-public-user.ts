import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@/shared/schemas/users';
import { api, ApiError } from '@/client/lib/api-client';
import { usersKeys } from '@/client/lib/query-keys';

/**
 * GET /api/users/{id}: a person's public profile (the item page's owner card reads its card fields); null when the
 * account does not exist or no longer does (404).
 */
export async function getPublicUser(id: number): Promise<PublicProfile | null> {
  try {
    return await api<PublicProfile>('GET', `/api/users/${id}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const publicUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.public(id), queryFn: () => getPublicUser(id) });

/** A null id (an address that names none) asks nothing. */
export function usePublicUser(id: number | null) {
  return useQuery({ ...publicUserQueryOptions(id ?? 0), enabled: id !== null });
}
