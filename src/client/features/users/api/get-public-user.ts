import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfile, PublicUser } from '@/shared/schemas/users';
import { api, ApiError } from '@/client/lib/api-client';
import { usersKeys } from '@/client/lib/query-keys';

/** A person's public data at `path`; null when the account does not exist or no longer does (404). */
async function orNull<T>(path: string): Promise<T | null> {
  try {
    return await api<T>('GET', path);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** GET /api/users/{id}: a person's public profile (their page); null for an unknown or deleted account. */
export const getPublicUser = (id: number) => orNull<PublicProfile>(`/api/users/${id}`);

/**
 * GET /api/users/{id}/card: the card fields of the profile alone, as the item page's owner card and review form read
 * them (an owner's listings and reviews are their profile's, not every item page's).
 */
export const getPublicUserCard = (id: number) => orNull<PublicUser>(`/api/users/${id}/card`);

export const publicUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.public(id), queryFn: () => getPublicUser(id) });

/** A null id (an address that names none) asks nothing. */
export function usePublicUser(id: number | null) {
  return useQuery({ ...publicUserQueryOptions(id ?? 0), enabled: id !== null });
}

export const publicUserCardQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.card(id), queryFn: () => getPublicUserCard(id) });

export function usePublicUserCard(id: number) {
  return useQuery(publicUserCardQueryOptions(id));
}
