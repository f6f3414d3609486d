import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { authKeys, isNotAuthKey } from '@/client/lib/query-keys';
import { storeUser } from '@/client/lib/session';

/** POST /api/logout: the session ends; everything but the session's own query is refetched. */
export function logout(): Promise<{ ok: true }> {
  return api<{ ok: true }>('POST', '/api/logout');
}

export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      storeUser(null);
      qc.setQueryData(authKeys.me(), null);
      void qc.invalidateQueries({ predicate: (q) => isNotAuthKey(q.queryKey) });
    },
  });
}
