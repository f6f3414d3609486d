import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationView, StartConversationInput } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { conversationsKeys } from '@/client/lib/query-keys';

/**
 * POST /api/conversations: `{ itemId }` as the renter (from the item page) or `{ rentalId }` as either party (from
 * the rental lists). Answers the existing conversation when there is one, so a second click opens the same thread.
 */
export function startConversation(body: StartConversationInput): Promise<ConversationView> {
  return api<ConversationView>('POST', '/api/conversations', body);
}

export function useStartConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => void qc.invalidateQueries({ queryKey: conversationsKeys.list() }),
  });
}
