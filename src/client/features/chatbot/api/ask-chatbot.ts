import { useIsMutating, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ChatbotRequest, ChatbotResponse } from '@/shared/schemas/chatbot';
import { api } from '@/client/lib/api-client';

export const chatbotKeys = { ask: ['chatbot', 'ask'] as const };

/** POST /api/chatbot (spec 02 §7): a question, its language and the last 6 messages before it; the bot's answer. */
export function askChatbot(body: ChatbotRequest): Promise<ChatbotResponse> {
  return api<ChatbotResponse>('POST', '/api/chatbot', body);
}

/**
 * The callbacks are the mutation's own, so an answer still lands in the conversation when the window was closed or
 * the page changed while it was on its way.
 */
export function useAskChatbot(
  options: Pick<UseMutationOptions<ChatbotResponse, Error, ChatbotRequest>, 'onSuccess' | 'onError'>,
) {
  return useMutation({ mutationKey: chatbotKeys.ask, mutationFn: askChatbot, ...options });
}

/** Whether a question is waiting for its answer, whichever mounted window asked it. */
export const useChatbotPending = () => useIsMutating({ mutationKey: chatbotKeys.ask }) > 0;
