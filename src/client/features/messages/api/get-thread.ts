import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { MessageView } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { usePollInterval } from '@/client/lib/live-stream-state';
import { POLL_MS, STALE_MS } from '@/client/lib/polling';
import { messagesKeys } from './keys';

/** How many messages one page of a thread brings. */
export const THREAD_PAGE_SIZE = 50;

/** A thread in the cache: pages newest first, each page oldest first (as the server sends it). */
export type ThreadData = InfiniteData<MessageView[], number | undefined>;

/** GET /api/conversations/{id}/messages?before&limit: the newest page, or the page before a message id. */
export function getThreadPage(conversationId: number, before?: number): Promise<MessageView[]> {
  const query = new URLSearchParams({ limit: String(THREAD_PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  return api<MessageView[]>('GET', `/api/conversations/${conversationId}/messages?${query.toString()}`);
}

/**
 * One thread, paged backwards: the first page is the newest, each next page the one before the oldest message held;
 * a short page means there is nothing older. Refetched every 10 s while the live stream is down, stale after 30 s.
 */
export function useThread(conversationId: number) {
  return useInfiniteQuery({
    queryKey: messagesKeys.thread(conversationId),
    queryFn: ({ pageParam }) => getThreadPage(conversationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length < THREAD_PAGE_SIZE ? undefined : page[0]?.id),
    refetchInterval: usePollInterval(POLL_MS.messages),
    staleTime: STALE_MS.messages,
  });
}
