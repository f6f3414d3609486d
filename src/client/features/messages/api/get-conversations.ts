import { useQuery } from '@tanstack/react-query';
import type { ConversationView } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { usePollInterval } from '@/client/lib/live-stream-state';
import { POLL_MS, STALE_MS } from '@/client/lib/polling';
import { messagesKeys } from './keys';

/** GET /api/conversations: mine, newest activity first. */
export function getConversations(): Promise<ConversationView[]> {
  return api<ConversationView[]>('GET', '/api/conversations');
}

/** Refetched every 30 s while the live stream is down, stale after 5 min (spec 02 §7). */
export function useConversations() {
  return useQuery({
    queryKey: messagesKeys.conversations(),
    queryFn: getConversations,
    refetchInterval: usePollInterval(POLL_MS.conversations),
    staleTime: STALE_MS.conversations,
  });
}
