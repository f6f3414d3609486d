import { LANGUAGES, type Language } from '@/shared/constants/limits';
import { useTranslation } from '@/client/i18n/use-translation';
import { ApiError } from '@/client/lib/api-client';
import { useAskChatbot, useChatbotPending } from '../api/ask-chatbot';
import { extraLinks, historyFor } from '../utils/history';
import { addMessage, useConversation } from './conversation-store';

const languageOf = (lang: string): Language => LANGUAGES.find((l) => lang.startsWith(l)) ?? 'pl';

/**
 * The conversation and how to ask: the question trimmed, never empty, never while an answer is awaited (spec 02 §5);
 * sent with the last 6 messages before it. A failure is an assistant message: the server's own text for a refusal it
 * explains (429, 400), else the spec's apology with the support e-mail (spec 02 §8).
 */
export function useChatbotConversation(supportEmail: string) {
  const { i18n } = useTranslation();
  const messages = useConversation();
  const pending = useChatbotPending();
  const ask = useAskChatbot({
    onSuccess: (answer) =>
      addMessage({ role: 'assistant', content: answer.response, links: extraLinks(answer.response, answer.links) }),
    onError: (error, request) => {
      const explained = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      const apology = i18n.t('chatbot.error', { lng: request.language, email: supportEmail });
      addMessage({ role: 'assistant', content: explained ?? apology, local: true });
    },
  });

  /** Sends a question; false when there was nothing to send or an answer is still awaited. */
  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || pending) return false;
    const conversationHistory = historyFor(messages);
    addMessage({ role: 'user', content: message });
    ask.mutate({ message, language: languageOf(i18n.language), conversationHistory });
    return true;
  };

  return { messages, pending, send };
}
