import { z } from 'zod';
import { CHATBOT_HISTORY_MAX, CHATBOT_HISTORY_MESSAGE_MAX, CHATBOT_MESSAGE_MAX } from '@/shared/constants/chatbot';
import { LANGUAGES } from '@/shared/constants/limits';

/** One earlier message of the conversation, as the widget sends it (spec 02 §3: role and content). */
export const chatbotHistoryMessageSchema = z.strictObject(
  {
    role: z.enum(['user', 'assistant'], { error: 'validation.chatbotRole' }),
    content: z
      .string({ error: 'validation.chatbotHistory' })
      .max(CHATBOT_HISTORY_MESSAGE_MAX, 'validation.chatbotHistory'),
  },
  // An unknown field (a 'name', a 'system' prompt) is refused with the history's message, not zod's "Invalid value".
  { error: 'validation.chatbotHistory' },
);
export type ChatbotHistoryMessage = z.infer<typeof chatbotHistoryMessageSchema>;

/** POST /api/chatbot (spec 02 §7): the question, its language and the last 6 messages before it. */
export const chatbotRequestSchema = z.object({
  message: z
    .string({ error: 'validation.chatbotMessage' })
    .trim()
    .min(1, 'validation.chatbotMessage')
    .max(CHATBOT_MESSAGE_MAX, 'validation.chatbotMessage'),
  language: z.enum(LANGUAGES, { error: 'validation.chatbotLanguage' }),
  conversationHistory: z
    .array(chatbotHistoryMessageSchema, { error: 'validation.chatbotHistory' })
    .max(CHATBOT_HISTORY_MAX, 'validation.chatbotHistory')
    .default([]),
});
export type ChatbotRequest = z.input<typeof chatbotRequestSchema>;

/** What kind of answer the bot gave: the widget shows them alike; the log and the bench tell them apart. */
export const CHATBOT_ANSWER_KINDS = [
  /** A passage of the help content, as a short answer with its article. */
  'article',
  /** A computation by the shared rules: a price, a refund. */
  'computation',
  /** From the signed-in user's own rentals and messages. */
  'user-data',
  /** A question about the user's own data from a visitor: sign in first. */
  'login-required',
  /** Not sure: the contact form and the support e-mail. */
  'handoff',
  /** Not about the marketplace (general knowledge, other companies) or an instruction to the bot: declined. */
  'refusal',
  /** A greeting or thanks: a short reply. */
  'smalltalk',
  /** The bot failed: the spec's apology with the support e-mail (spec 02 §8). */
  'error',
] as const;
export type ChatbotAnswerKind = (typeof CHATBOT_ANSWER_KINDS)[number];

export const chatbotLinkSchema = z.object({
  label: z.string(),
  /** A path of this site (`/pomoc/oplaty#oplata-serwisowa`, `/wynajmy/12`, `/kontakt`): never another site. */
  href: z.string(),
});
export type ChatbotLink = z.infer<typeof chatbotLinkSchema>;

/**
 * The answer (spec 02 §7: response and timestamp). `response` is plain text in which links are written as Markdown
 * `[label](/path)`, always to a path of this site; `links` lists the same links for a client that does not read
 * Markdown. `kind` and `article` say what the answer came from.
 */
export const chatbotResponseSchema = z.object({
  response: z.string(),
  timestamp: z.string(),
  kind: z.enum(CHATBOT_ANSWER_KINDS),
  links: z.array(chatbotLinkSchema),
  /** The help article (and its section) the answer came from, when it came from one. */
  article: z.object({ id: z.string(), section: z.string().nullable() }).nullable(),
});
export type ChatbotResponse = z.infer<typeof chatbotResponseSchema>;

/** GET /api/admin/chatbot/unanswered: the questions the bot handed off, newest first, grouped by their text. */
export const chatbotUnansweredSchema = z.object({
  questions: z.array(
    z.object({
      question: z.string(),
      language: z.enum(LANGUAGES),
      times: z.number().int(),
      lastAskedAt: z.string(),
    }),
  ),
  /** Over the last 30 days: how many questions, and how many handed off. */
  totals: z.object({ asked: z.number().int(), handedOff: z.number().int() }),
});
export type ChatbotUnanswered = z.infer<typeof chatbotUnansweredSchema>;
