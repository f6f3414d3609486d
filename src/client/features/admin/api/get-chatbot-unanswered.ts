import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatbotUnanswered } from '@/shared/schemas/chatbot';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/chatbot/unanswered: the questions the chatbot handed off, grouped, and its 30 days' totals. */
export function getChatbotUnanswered(): Promise<ChatbotUnanswered> {
  return api<ChatbotUnanswered>('GET', '/api/admin/chatbot/unanswered');
}

export const chatbotUnansweredQueryOptions = () =>
  queryOptions({ queryKey: [...adminKeys.all, 'chatbot-unanswered'], queryFn: getChatbotUnanswered });

export function useChatbotUnanswered() {
  return useQuery(chatbotUnansweredQueryOptions());
}
