import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '@/shared/domain/notifications';
import { api } from './api-client';
import { notificationsKeys } from './query-keys';

/** GET /api/notifications/unread-count: a bare number. */
export function fetchUnreadCount(): Promise<number> {
  return api<number>('GET', '/api/notifications/unread-count');
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.unreadCount(),
    queryFn: fetchUnreadCount,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

/** The navbar badge: polled every 30 s while logged in (spec 02 §9); 0 when logged out or before the first answer. */
export function useUnreadCount(loggedIn: boolean): number {
  const q = useQuery({ ...unreadCountQueryOptions(), enabled: loggedIn });
  return loggedIn && typeof q.data === 'number' ? q.data : 0;
}
