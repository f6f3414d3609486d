import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationView, MessageView } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { conversationsKeys } from '@/client/lib/query-keys';

/**
 * The owner's counter-proposal of handover times (issue 26 §3) is a message in the rental's conversation: POST
 * /api/conversations `{ rentalId }` (the existing one when there is one) and POST /api/messages into it. The messages
 * feature's own calls are not imported (features stay apart); these are the same public endpoints.
 */
export async function proposeHandoverTimes({ rentalId, content }: { rentalId: number; content: string }) {
  const conversation = await api<ConversationView>('POST', '/api/conversations', { rentalId });
  return api<MessageView>('POST', '/api/messages', { conversationId: conversation.id, content });
}

export function useProposeHandoverTimes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: proposeHandoverTimes,
    onSettled: () => qc.invalidateQueries({ queryKey: conversationsKeys.all }),
  });
}
