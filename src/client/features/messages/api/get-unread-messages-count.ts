import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { usePollInterval } from '@/client/lib/live-stream-state';
import { POLL_MS } from '@/client/lib/polling';
import { conversationsKeys } from '@/client/lib/query-keys';

/** GET /api/conversations/unread-count: the messages I received and have not read, a bare number. */
export function getUnreadMessagesCount(): Promise<number> {
  return api<number>('GET', '/api/conversations/unread-count');
}

export const unreadMessagesCountQueryOptions = () =>
  queryOptions({ queryKey: conversationsKeys.unreadCount(), queryFn: getUnreadMessagesCount });

/** Unread messages, kept like the notifications' count (polled only while the live stream is down). */
export function useUnreadMessagesCount(loggedIn: boolean): number {
  const q = useQuery({
    ...unreadMessagesCountQueryOptions(),
    enabled: loggedIn,
    refetchInterval: usePollInterval(POLL_MS.unread),
  });
  return loggedIn && typeof q.data === 'number' ? q.data : 0;
}
