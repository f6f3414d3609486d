import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { notificationsKeys } from '@/client/lib/query-keys';

/** POST /api/notifications/read-all -> 204. */
export function markAllNotificationsRead(): Promise<null> {
  return api<null>('POST', '/api/notifications/read-all');
}

/** Refreshes the list and the unread count (navbar badge) afterwards. */
export function useMarkAllNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
