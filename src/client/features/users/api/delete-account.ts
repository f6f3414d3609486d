import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { useSetUser } from '@/client/lib/session';
import { isNotAuthKey } from '@/client/lib/query-keys';

/** Deleting asks for the account's password (checked on the server). */
export function deleteAccount(id: number, currentPassword: string) {
  return api<{ ok: true }>('DELETE', `/api/users/${id}`, { currentPassword });
}

/** After deletion the session is gone: the cached user and local storage are cleared, other data refetched. */
export function useDeleteAccount(id: number) {
  const setUser = useSetUser();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => deleteAccount(id, currentPassword),
    onSuccess: () => {
      setUser(null);
      void qc.invalidateQueries({ predicate: (q) => isNotAuthKey(q.queryKey) });
    },
  });
}
