import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { usePollInterval } from './live-events';
import { POLL_MS } from './polling';
import { conversationsKeys, notificationsKeys } from './query-keys';

/** GET /api/notifications/unread-count: a bare number. */
export function fetchUnreadCount(): Promise<number> {
  return api<number>('GET', '/api/notifications/unread-count');
}

/** GET /api/conversations/unread-count: the messages I received and have not read, a bare number. */
export function fetchUnreadMessagesCount(): Promise<number> {
  return api<number>('GET', '/api/conversations/unread-count');
}

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: notificationsKeys.unreadCount(), queryFn: fetchUnreadCount });

export const unreadMessagesCountQueryOptions = () =>
  queryOptions({ queryKey: conversationsKeys.unreadCount(), queryFn: fetchUnreadMessagesCount });

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

/** Unread messages, kept like the notifications' count. */
export function useUnreadMessagesCount(loggedIn: boolean): number {
  const q = useQuery({
    ...unreadMessagesCountQueryOptions(),
    enabled: loggedIn,
    refetchInterval: usePollInterval(POLL_MS.unread),
  });
  return loggedIn && typeof q.data === 'number' ? q.data : 0;
}

/** The navbar's Inbox badge (spec 02 §2): unread notifications and unread messages together. */
export function useInboxUnreadCount(loggedIn: boolean): number {
  return useUnreadCount(loggedIn) + useUnreadMessagesCount(loggedIn);
}
