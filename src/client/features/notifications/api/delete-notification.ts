import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { notificationsKeys } from '@/client/lib/query-keys';

/** DELETE /api/notifications/{id} -> 204. */
export function deleteNotification(id: number): Promise<null> {
  return api<null>('DELETE', `/api/notifications/${id}`);
}

/** Refreshes the list and the unread count (navbar badge) afterwards. */
export function useDeleteNotification() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => qc.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
