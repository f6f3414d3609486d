import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_USER_KEY } from '@/shared/constants/limits';
import type { PrivateUser } from '@/shared/schemas/users';
import { api, ApiError } from './api-client';
import { authKeys } from './query-keys';

/**
 * The session, read by nearly every screen of every feature (features cannot import each other), so it stays in lib as
 * in bulletproof-react's lib/auth: the one API call kept in lib (docs/architecture.md, Client). Login, logout and
 * registration are calls of features/auth.
 *
 * The signed-in user. The server's session is the truth (GET /api/auth/me); local storage under `user`
 * only caches it so the first paint does not flicker. Invalid stored JSON is discarded.
 */
export function readStoredUser(): PrivateUser | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const raw = localStorage.getItem(STORAGE_USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && 'id' in parsed ? (parsed as PrivateUser) : null;
  } catch {
    localStorage.removeItem(STORAGE_USER_KEY);
    return null;
  }
}

export function storeUser(user: PrivateUser | null) {
  try {
    if (user) localStorage.setItem(STORAGE_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_USER_KEY);
  } catch {
    /* storage unavailable: the cache is optional */
  }
}

export async function fetchMe(): Promise<PrivateUser | null> {
  try {
    const { user } = await api<{ user: PrivateUser }>('GET', '/api/auth/me');
    storeUser(user);
    return user;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      storeUser(null);
      return null;
    }
    throw e;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: fetchMe, placeholderData: readStoredUser, staleTime: 60_000 });

/** `user` is null when logged out; `isLoading` is true only before the server has answered once. */
export function useUser() {
  const q = useQuery(meQueryOptions());
  return { user: q.data ?? null, isLoading: q.isPlaceholderData || q.isPending };
}

/** After login or registration: put the server's user in the cache and local storage. */
export function useSetUser() {
  const qc = useQueryClient();
  return (user: PrivateUser | null) => {
    storeUser(user);
    qc.setQueryData(authKeys.me(), user);
  };
}
