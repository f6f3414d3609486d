import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@/shared/schemas/users';
import { api, ApiError } from '@/client/lib/api-client';
import { usersKeys } from '@/client/lib/query-keys';

/** GET /api/users/{id}: a person's public fields (an item's owner); null when the account no longer exists (404). */
export async function getPublicUser(id: number): Promise<PublicUser | null> {
  try {
    return await api<PublicUser>('GET', `/api/users/${id}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const publicUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.public(id), queryFn: () => getPublicUser(id) });

export function usePublicUser(id: number) {
  return useQuery(publicUserQueryOptions(id));
}
