import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { usePollInterval } from '@/client/lib/live-stream-state';
import { POLL_MS } from '@/client/lib/polling';
import { notificationsKeys } from '@/client/lib/query-keys';

/** GET /api/notifications/unread-count: a bare number. */
export function getUnreadCount(): Promise<number> {
  return api<number>('GET', '/api/notifications/unread-count');
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.unreadCount(), queryFn: getUnreadCount });

/**
 * Unread notifications: polled every 30 s while logged in and the live stream is down (spec 02 §9; the stream's
 * `unread` event writes it otherwise); 0 when logged out or before the first answer.
 */
export function useUnreadCount(loggedIn: boolean): number {
  const q = useQuery({
    ...unreadCountQueryOptions(),
    enabled: loggedIn,
    refetchInterval: usePollInterval(POLL_MS.unread),
  });
  return loggedIn && typeof q.data === 'number' ? q.data : 0;
}
