import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { notificationsKeys } from '@/client/lib/query-keys';

/** POST /api/notifications/{id}/read -> 204. */
export function markNotificationRead(id: number): Promise<null> {
  return api<null>('POST', `/api/notifications/${id}/read`);
}

/** Refreshes the list and the unread count (navbar badge) afterwards. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
