import type { ChatbotHistoryMessage, ChatbotLink } from '@/shared/schemas/chatbot';
import { CHATBOT_HISTORY_MAX, CHATBOT_HISTORY_MESSAGE_MAX } from '@/shared/constants/chatbot';

/** A message of the conversation (spec 02 §3: id, role, content, timestamp). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** Links of the answer that its text does not already show. */
  links?: ChatbotLink[];
  /** Written by the widget itself (the apology of a failure): not part of the conversation the bot is sent. */
  local?: boolean;
}

/**
 * The history sent with a question: the last 6 messages before it (spec 02 §9), without the widget's own, each cut to
 * what the server accepts.
 */
export function historyFor(messages: readonly ChatMessage[]): ChatbotHistoryMessage[] {
  return messages
    .filter((m) => !m.local)
    .slice(-CHATBOT_HISTORY_MAX)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHATBOT_HISTORY_MESSAGE_MAX) }));
}

/** Links of an answer not written in its text, shown under it. */
export function extraLinks(text: string, links: readonly ChatbotLink[]): ChatbotLink[] {
  return links.filter((l) => !text.includes(`](${l.href})`));
}
