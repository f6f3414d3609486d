import type { Language } from '@/shared/constants/limits';
import type { HelpArticleId } from '@/shared/help/types';
import type { ChatbotAnswerKind, ChatbotHistoryMessage, ChatbotLink } from '@/shared/schemas/chatbot';

/** A section of the help content the retrieval found, with what the LLM may be given. */
export interface RetrievedPassage {
  article: HelpArticleId;
  section: string;
  /** "Article title: section heading". */
  title: string;
  /** The section's paragraphs, joined. */
  text: string;
  /** The section's short answer. */
  answer: string;
  /** /pomoc/{slug}#{section} or /help/{slug}#{section}. */
  href: string;
  score: number;
}

/** Questions about the asker's own data (issue 23 §2): answered from their rentals, never from the help content. */
export const USER_DATA_TOPICS = ['requests', 'rentals', 'payments', 'next-start', 'unread'] as const;
export type UserDataTopic = (typeof USER_DATA_TOPICS)[number];

export interface EngineInput {
  message: string;
  language: Language;
  history: ChatbotHistoryMessage[];
}

/**
 * What the default engine makes of a question. Either a finished answer (the text the user sees, with Markdown links
 * to this site only) or, for a question about the user's own data, the topic: the route answers that one from the
 * session's rentals (or asks a visitor to sign in).
 */
export type EngineResult =
  | {
      kind: Exclude<ChatbotAnswerKind, 'user-data' | 'login-required' | 'error'>;
      text: string;
      links: ChatbotLink[];
      article: { id: HelpArticleId; section: string | null } | null;
      /** The best passages, best first (empty for a refusal or small talk): the optional LLM answers from them. */
      passages: RetrievedPassage[];
      /** The retrieval's confidence in [0, 1] (1 for a computation). */
      confidence: number;
    }
  | { kind: 'user-data'; topic: UserDataTopic };

export interface HelpEngine {
  answer(input: EngineInput): EngineResult;
}
