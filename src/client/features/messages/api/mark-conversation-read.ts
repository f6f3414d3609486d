import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationView } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { messagesKeys } from './keys';

/** POST /api/conversations/{id}/read -> how many of the messages I received it marked read. */
export function markConversationRead(conversationId: number): Promise<{ markedRead: number }> {
  return api<{ markedRead: number }>('POST', `/api/conversations/${conversationId}/read`);
}

/** The unread dot goes at once; the counts (the navbar badge) are refreshed from the server afterwards. */
export function useMarkConversationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId) => {
      qc.setQueryData<ConversationView[]>(messagesKeys.conversations(), (list) =>
        list?.map((c) => (c.id === conversationId ? { ...c, unreadCount: 0 } : c)),
      );
    },
    onSettled: () => void qc.invalidateQueries({ queryKey: messagesKeys.unreadCount() }),
    onError: () => void qc.invalidateQueries({ queryKey: messagesKeys.conversations() }),
  });
}
