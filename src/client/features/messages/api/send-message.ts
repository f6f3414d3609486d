import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageView, SendMessageInput } from '@/shared/schemas/messages';
import { api } from '@/client/lib/api-client';
import { withMessage } from '@/client/features/messages/utils/thread';
import type { ThreadData } from './get-thread';
import { messagesKeys } from './keys';

/** POST /api/messages -> 201 with the message as I read it. */
export function sendMessage(input: SendMessageInput): Promise<MessageView> {
  return api<MessageView>('POST', '/api/messages', input);
}

/** The sent message goes straight into its thread (no wait for the refetch); the list's last message follows. */
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      qc.setQueryData<ThreadData>(messagesKeys.thread(message.conversationId), (data) => withMessage(data, message));
      void qc.invalidateQueries({ queryKey: messagesKeys.conversations() });
    },
  });
}
