import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STORAGE_USER_KEY } from '@/shared/constants/limits';
import type { PrivateUser } from '@/shared/schemas/users';
import { api, ApiError } from './api-client';
import { authKeys, isNotAuthKey } from './query-keys';

/**
 * The signed-in user. The server's session is the truth (GET /api/auth/me); local storage under `user`
 * only caches it so the first paint does not flicker. Invalid stored JSON is discarded.
 */
export function readStoredUser(): PrivateUser | null {
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

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>('POST', '/api/logout'),
    onSettled: () => {
      storeUser(null);
      qc.setQueryData(authKeys.me(), null);
      void qc.invalidateQueries({ predicate: (q) => isNotAuthKey(q.queryKey) });
    },
  });
}
